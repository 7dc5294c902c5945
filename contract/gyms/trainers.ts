import { z } from 'zod';
import { idSchema, messages, mobileSchema, personNameSchema, plainTextSchema } from '../common';
import { publicTrainerSchema } from './gyms';

export const TRAINER_MAX_EXPERIENCE = 60;
export const TRAINER_MAX_TAGS = 8;
export const TRAINER_TAG_MAX = 40;
export const TRAINER_AVAILABILITY_MAX = 120;

export const trainerStatuses = ['pending', 'accepted', 'declined'] as const;
export const trainerDecisions = ['accept', 'decline'] as const;

export const trainerMessages = {
  required: messages.trainerRequired,
  experienceRange: `Experience must be whole years from 0 to ${TRAINER_MAX_EXPERIENCE}`,
  tooManyTags: `At most ${TRAINER_MAX_TAGS} entries`,
  added: 'Trainer added',
  updated: 'Trainer updated',
  deleted: 'Trainer deleted',
  photoSaved: 'Photo saved',
  loaded: 'Trainers loaded',
  applied: 'Application sent',
  accepted: 'Application accepted',
  declined: 'Application declined',
  notFound: 'Trainer not found',
  alreadyApplied: 'You have already applied to this gym',
  alreadyTrainer: 'You are already a trainer at this gym',
  alreadyDecided: 'This application has already been decided',
  trainersOnly: 'Only a trainer account can apply. This number belongs to another kind of account.',
  gymNotFound: 'Gym not found',
} as const;

/** Whole years; a blank form field reads as missing, so it gets the spec's "Name & experience are required". */
const experienceSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? trainerMessages.required : trainerMessages.experienceRange) })
    .int(trainerMessages.experienceRange)
    .min(0, trainerMessages.experienceRange)
    .max(TRAINER_MAX_EXPERIENCE, trainerMessages.experienceRange),
);

const tagSchema = plainTextSchema({ min: 1, max: TRAINER_TAG_MAX, required: 'An entry cannot be empty' });
/** Specialities or facilities: distinct short labels, in the order given. */
const tagListSchema = z
  .array(tagSchema)
  .max(TRAINER_MAX_TAGS, trainerMessages.tooManyTags)
  .transform((tags) => [...new Set(tags)]);

const trainerFields = {
  name: personNameSchema(trainerMessages.required),
  experienceYears: experienceSchema,
  availability: plainTextSchema({ max: TRAINER_AVAILABILITY_MAX }),
  categories: tagListSchema,
  facilities: tagListSchema,
};

/** An owner adds a trainer to one of their gyms: accepted at once. */
export const trainerCreateBodySchema = z
  .object({ gymId: idSchema, ...trainerFields, availability: trainerFields.availability.default(''), categories: tagListSchema.default([]), facilities: tagListSchema.default([]) })
  .strict();
export type TrainerCreateBody = z.input<typeof trainerCreateBodySchema>;

/** Only the fields to change, beside the trainer they belong to. */
export const trainerUpdateBodySchema = z
  .object({
    trainerId: idSchema,
    name: trainerFields.name.optional(),
    experienceYears: trainerFields.experienceYears.optional(),
    availability: trainerFields.availability.optional(),
    categories: tagListSchema.optional(),
    facilities: tagListSchema.optional(),
  })
  .strict();
export type TrainerUpdateBody = z.input<typeof trainerUpdateBodySchema>;

export const trainerTargetBodySchema = z.object({ trainerId: idSchema }).strict();
export const trainerGymQuerySchema = z.object({ gymId: idSchema }).strict();

/** A trainer (signed in by OTP as a trainer) applies to one gym; its owner accepts or declines. */
export const trainerRegisterBodySchema = trainerCreateBodySchema;
export type TrainerRegisterBody = z.input<typeof trainerRegisterBodySchema>;

export const trainerDecideBodySchema = z.object({ trainerId: idSchema, decision: z.enum(trainerDecisions) }).strict();
export type TrainerDecision = (typeof trainerDecisions)[number];

/** The multipart text fields beside the `photo` file of trainers.php?action=photo. */
export const trainerPhotoFieldsSchema = trainerTargetBodySchema;

/** What the owner sees: the public fields of the profile, and where the trainer stands. */
export const trainerSchema = publicTrainerSchema.extend({
  gymId: z.string(),
  status: z.enum(trainerStatuses),
  /** an application's mobile number, so the owner can call before accepting; null for trainers the owner added */
  mobile: z.string().nullable(),
  createdAt: z.string(),
});
export type Trainer = z.infer<typeof trainerSchema>;
export const trainerListSchema = z.array(trainerSchema);
/** A trainer's own places and applications (the trainer area): where each stands, at which gym. */
export const myTrainerPlaceSchema = trainerSchema.extend({ gymName: z.string() });
export const myTrainerPlacesSchema = z.array(myTrainerPlaceSchema);
export type MyTrainerPlace = z.infer<typeof myTrainerPlaceSchema>;

/** What the form edits: specialities and facilities typed as comma-separated text. */
const commaList = z
  .string()
  .transform((text) => text.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(tagListSchema);
export const trainerFormSchema = z.object({ ...trainerFields, categories: commaList, facilities: commaList });
export type TrainerFormInput = z.input<typeof trainerFormSchema>;
export type TrainerFormValues = z.output<typeof trainerFormSchema>;

/** The first step of /trainer-registration: the number to verify, and the terms. */
export const trainerMobileFormSchema = z.object({
  mobile: mobileSchema,
  acceptTerms: z.literal(true, { error: messages.termsRequired }),
});
export type TrainerMobileForm = z.infer<typeof trainerMobileFormSchema>;
