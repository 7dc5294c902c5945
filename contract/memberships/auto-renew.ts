// Memberships that renew themselves (issue 39): an e-mandate (UPI AutoPay or a card) debited once per cycle under the
// RBI's e-mandate rules: a notice before every debit, one tap to skip or stop, retries and a clear end when it fails.
import { z } from 'zod';
import { idSchema, paiseSchema } from '../common';

import { autoRenewPassTypes, autoRenewStatuses } from './auto-renew-rules';

export * from './auto-renew-rules';

export const autoRenewMessages = {
  started: 'Authorise the mandate to renew this pass automatically',
  alreadyOn: 'This pass already renews automatically',
  notRenewable: 'Only a paid monthly, quarterly or yearly pass that has not ended can renew automatically',
  noAutoRenew: 'This pass does not renew automatically',
  skipped: 'The next renewal of this pass is skipped',
  notSkippable: 'Only a renewal not yet debited can be skipped',
  cancelled: 'Automatic renewal stopped and the mandate cancelled',
  mandateNotFound: 'Mandate not found',
  mandateAuthorised: 'Mandate authorised: this pass renews automatically',
  mandateDeclined: 'The mandate was declined. Nothing will be debited',
  mandateNotPending: 'This mandate is not waiting for authorisation',
  testOnly: 'Test mandates are only available with the test payment gateway',
  mandateFailed: 'The mandate could not be registered. Please try again',
  renewalsLoaded: 'Renewals loaded',
} as const;

/** What a pass shows of its renewal: `amount` in paise, `nextDebitOn` a day on the gym's calendar (null once nothing is due). */
export const autoRenewSchema = z.object({
  status: z.enum(autoRenewStatuses),
  nextDebitOn: z.string().nullable(),
  amount: paiseSchema,
  mandateId: z.string(),
});
export type AutoRenew = z.infer<typeof autoRenewSchema>;

export const autoRenewBodySchema = z.object({ bookingId: idSchema }).strict();

/** The mandate to authorise; razorpay: the order its Checkout authorises the mandate with (recurring), and the key id. */
export const mandateSchema = z.object({
  mandateId: z.string(),
  maxAmount: paiseSchema,
  frequency: z.enum(['monthly', 'quarterly', 'yearly']),
  validUntil: z.string(),
  checkout: z.object({ orderId: z.string(), keyId: z.string(), customerId: z.string() }).optional(),
});
export type Mandate = z.infer<typeof mandateSchema>;

/** The test gateway's authorisation screen: authorise or decline; with debits: "fail", every debit of it fails. */
export const testMandateBodySchema = z
  .object({ mandateId: idSchema, outcome: z.enum(['authorise', 'decline']), debits: z.enum(['succeed', 'fail']).optional() })
  .strict();
export type TestMandateBody = z.infer<typeof testMandateBodySchema>;

/** One pass that renews itself at the owner's gyms. */
export const renewalRowSchema = z.object({
  bookingId: z.string(),
  bookingCode: z.string(),
  memberName: z.string(),
  memberMobile: z.string(),
  gymId: z.string(),
  gymName: z.string(),
  passType: z.enum(autoRenewPassTypes),
  status: z.enum(autoRenewStatuses),
  nextDebitOn: z.string().nullable(),
  amount: paiseSchema,
  /** failed: the day the last try failed (the pass was not extended) */
  failedOn: z.string().nullable(),
});
export type RenewalRow = z.infer<typeof renewalRowSchema>;

/** The owner's renewals: active ones with their next debit, the sum due in the coming 30 days, failed ones to follow up. */
export const ownerRenewalsSchema = z.object({
  renewing: z.array(renewalRowSchema),
  next30DaysPaise: paiseSchema,
  failed: z.array(renewalRowSchema),
});
export type OwnerRenewals = z.infer<typeof ownerRenewalsSchema>;
export const ownerRenewalsQuerySchema = z.object({ gymId: idSchema.optional() }).strict();
