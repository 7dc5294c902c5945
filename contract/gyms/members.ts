import { z } from 'zod';
import { bookingPassTypeSchema, bookingSchema, bookingStatuses, bookingPaymentStatuses, dateOnlySchema } from '../bookings/bookings';
import { idSchema, messages, mobileSchema, pagedSchema, pageQuerySchema, passTypes, personNameSchema } from '../common';
import { deskMethods } from '../bookings/payments';

export const memberSources = ['booking', 'walk_in'] as const;
/** How a walk-in's pass is paid: not yet (at the gym later), or at the desk now by one of the desk methods. */
export const walkInPayments = ['unpaid', ...deskMethods] as const;
export type WalkInPayment = (typeof walkInPayments)[number];
export const MEMBER_SEARCH_MAX = 60;

export const memberMessages = {
  loaded: 'Members loaded',
  loadFailed: 'Failed to load members',
  added: 'Member added',
  addedExisting: 'Member added: this number already had an account, so the pass was booked on it',
  failed: 'Failed to add member',
  notMemberNumber: 'This mobile number belongs to a gym owner or trainer account. Use the member’s own mobile number.',
  paymentRequired: 'Choose whether the member has paid',
} as const;

/** The members screen's query: one of the owner's gyms, an optional search (name, mobile or email), a page. */
export const memberListQuerySchema = pageQuerySchema
  .extend({ gymId: idSchema, q: z.string().trim().max(MEMBER_SEARCH_MAX).optional() })
  .strict();
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

/** The pass that runs today or, if none does, the next one to start. */
export const currentPassSchema = z.object({
  bookingId: z.string(),
  code: z.string(),
  passType: z.enum(passTypes),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(bookingStatuses),
  paymentStatus: z.enum(bookingPaymentStatuses),
});
export type CurrentPass = z.infer<typeof currentPassSchema>;

export const gymMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  /** walk_in when the owner added them at the desk at least once */
  source: z.enum(memberSources),
  joinedAt: z.string(),
  currentPass: currentPassSchema.nullable(),
  lastVisitAt: z.string().nullable(),
  visitsThisMonth: z.number().int(),
});
export type GymMember = z.infer<typeof gymMemberSchema>;
export const gymMemberPageSchema = pagedSchema(gymMemberSchema);

/** Optional: blank means none; otherwise it must be an address. */
const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, messages.emailInvalid)
  .refine((v) => v === '' || z.email().safeParse(v).success, messages.emailInvalid)
  .optional();

/** What the add-member form holds; the gym comes from the gym switcher. */
export const walkInFieldsSchema = z.object({
  firstName: personNameSchema(messages.namesRequired),
  lastName: personNameSchema(messages.namesRequired),
  mobile: mobileSchema,
  email: optionalEmailSchema,
  passType: bookingPassTypeSchema,
  startDate: dateOnlySchema,
  payment: z.enum(walkInPayments, { error: memberMessages.paymentRequired }),
});
export const walkInFormSchema = walkInFieldsSchema.strict();
export type WalkInFormValues = z.input<typeof walkInFormSchema>;

/** members.php?action=add: a walk-in at one of the owner's gyms; header Idempotency-Key. */
export const memberAddBodySchema = walkInFieldsSchema.extend({ gymId: idSchema }).strict();
export type MemberAddBody = z.input<typeof memberAddBodySchema>;

export const memberAddedSchema = z.object({
  member: gymMemberSchema,
  booking: bookingSchema,
  /** false: the number already had a member account, which keeps its own name and email */
  accountCreated: z.boolean(),
});
export type MemberAdded = z.infer<typeof memberAddedSchema>;
