import { z } from 'zod';
import { userSchema } from './auth';
import { emailSchema, messages, mobileSchema, personNameSchema } from '../common';
import { gymCreateBodySchema, gymFieldsSchema, passesFormSchema, withGymRules } from '../gyms/owner-gyms';

export const ownerMessages = {
  registered: 'Registration successful!',
  failed: 'Registration failed',
  memberNumber:
    'This mobile number belongs to a member account. Member and gym owner accounts are kept apart: register your gym with another mobile number.',
  trainerNumber: 'This mobile number belongs to a trainer account: register your gym with another mobile number.',
  alreadyRegistered: 'You have already registered a gym. Add more gyms from Manage gyms.',
} as const;

/** The owner's own details, asked once at registration so the owner area opens without a further step. */
export const ownerDetailsShape = {
  firstName: personNameSchema(messages.namesRequired),
  lastName: personNameSchema(messages.namesRequired),
  email: emailSchema,
};

/** owners.php?action=register: the signed-in owner's details and their first gym with its passes. */
export const ownerRegistrationBodySchema = z.object({ owner: z.object(ownerDetailsShape).strict(), gym: gymCreateBodySchema }).strict();
export type OwnerRegistrationBody = z.input<typeof ownerRegistrationBodySchema>;
export type OwnerRegistration = z.output<typeof ownerRegistrationBodySchema>;

export const ownerRegistrationDataSchema = z.object({ user: userSchema, gymId: z.string() });
export type OwnerRegistrationData = z.infer<typeof ownerRegistrationDataSchema>;

/** The registration form: the owner's details beside the gym's fields (ownerEmail: the gym has an email too). */
export const ownerRegistrationFormSchema = withGymRules(
  gymFieldsSchema.extend({
    plans: passesFormSchema,
    ownerFirstName: ownerDetailsShape.firstName,
    ownerLastName: ownerDetailsShape.lastName,
    ownerEmail: ownerDetailsShape.email,
  }),
).transform(({ ownerFirstName, ownerLastName, ownerEmail, ...gym }) => ({
    owner: { firstName: ownerFirstName, lastName: ownerLastName, email: ownerEmail },
    gym,
  }));
export type OwnerRegistrationFormValues = z.input<typeof ownerRegistrationFormSchema>;

/** Step one of registration: the number to verify, and the terms accepted. */
export const ownerTermsFormSchema = z.object({
  mobile: mobileSchema,
  acceptTerms: z.literal(true, { error: messages.termsRequired }),
});
export type OwnerTermsForm = z.infer<typeof ownerTermsFormSchema>;
