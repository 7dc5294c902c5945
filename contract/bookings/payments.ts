import { z } from 'zod';
import { bookingSchema, dateOnlySchema } from './bookings';
import { recordedBySchema } from '../gyms/staff-roles';
import { idSchema, pagedSchema, pageQuerySchema, paiseSchema, passTypes, timeZoneSchema } from '../common';

export const paymentProviders = ['test', 'razorpay'] as const;
export const paymentRecordStatuses = ['created', 'paid', 'failed', 'refund_pending', 'refunded'] as const;
export const deskMethods = ['cash', 'upi', 'card'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];
export type DeskMethod = (typeof deskMethods)[number];

/** SAC of "physical well-being services including health club and fitness centre" (GST 5% since 22 Sep 2025). */
export const GYM_SAC = '999723';

export const paymentMessages = {
  paid: 'Booking confirmed successfully!',
  failed: 'Booking failed. Please try again.',
  orderNotFound: 'Payment order not found',
  notFound: 'Payment not found',
  testOnly: 'Test payments are available only with the test gateway',
  razorpayOnly: 'Checkout verification is available only with Razorpay',
  signatureInvalid: 'Payment could not be verified',
  alreadyPaid: 'This booking is already paid',
  notPayableAtDesk: 'Only a confirmed booking chosen to pay at the gym can be marked paid',
  markedPaid: 'Payment recorded',
  historyLoaded: 'Payments loaded',
  receiptLoaded: 'Receipt loaded',
  earningsLoaded: 'Earnings loaded',
  webhookApplied: 'Event applied',
  webhookDuplicate: 'Event already applied',
  refundFailed: 'The refund could not be started. Please try again.',
  deskMethodRequired: 'Choose cash, UPI or card',
} as const;

export const testPayBodySchema = z.object({ orderId: idSchema, outcome: z.enum(['success', 'failure']) }).strict();
/** Razorpay Checkout's answer, as its handler receives it. */
export const verifyBodySchema = z
  .object({ orderId: idSchema, paymentId: idSchema, signature: z.string().regex(/^[0-9a-f]{64}$/, paymentMessages.signatureInvalid) })
  .strict();
/** Webhook bodies are the gateway's own; the signature over the raw bytes is what is checked. */
export const webhookBodySchema = z.looseObject({});
export const markPaidBodySchema = z.object({ bookingId: idSchema, deskMethod: z.enum(deskMethods, { error: paymentMessages.deskMethodRequired }) }).strict();
export const paymentIdQuerySchema = z.object({ paymentId: idSchema }).strict();

export const paymentSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  bookingCode: z.string(),
  gymId: z.string(),
  gymName: z.string(),
  /** the gym's zone: the payment's dates are its days */
  timeZone: timeZoneSchema,
  passType: z.enum(passTypes),
  amountPaise: paiseSchema,
  method: z.enum(['online', 'at_gym']),
  deskMethod: z.enum(deskMethods).nullable(),
  status: z.enum(paymentRecordStatuses),
  provider: z.string(),
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentResultSchema = z.object({ booking: bookingSchema, payment: paymentSchema.optional() });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

const ownerFilters = {
  /** omitted: every gym of the owner */
  gymId: idSchema.optional(),
  from: dateOnlySchema,
  to: dateOnlySchema,
};
export const earningsQuerySchema = z
  .object(ownerFilters)
  .strict()
  .refine((q) => q.from <= q.to, { message: 'Start date must be before or equal to end date.', path: ['from'] });
export const gymPaymentsQuerySchema = pageQuerySchema
  .extend({ ...ownerFilters, status: z.enum(paymentRecordStatuses).optional(), method: z.enum(['online', 'at_gym']).optional() })
  .strict()
  .refine((q) => q.from <= q.to, { message: 'Start date must be before or equal to end date.', path: ['from'] });

const earningSchema = z.object({ paise: z.number().int(), count: z.number().int() });
export const earningsSchema = z.object({
  /** money taken (paid, not refunded), by the day it was paid, in the gym's zone */
  today: earningSchema,
  month: earningSchema,
  range: earningSchema,
  refunds: earningSchema,
  perGym: z.array(earningSchema.extend({ gymId: z.string(), gymName: z.string() })),
  perPass: z.array(earningSchema.extend({ passType: z.enum(passTypes) })),
  daily: z.array(z.object({ date: z.string(), paise: z.number().int() })),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** recordedBy: who took a payment at the desk; null for one paid online. */
export const ownerPaymentSchema = paymentSchema.extend({ memberName: z.string(), memberMobile: z.string(), recordedBy: recordedBySchema.nullable().optional() });

export const paymentHistoryQuerySchema = pageQuerySchema.strict();
export const paymentPageSchema = pagedSchema(paymentSchema);
export const ownerPaymentPageSchema = pagedSchema(ownerPaymentSchema);
export type OwnerPayment = z.infer<typeof ownerPaymentSchema>;

export const taxLinesSchema = z.object({
  gstin: z.string(),
  sac: z.string(),
  rateBp: z.number().int(),
  taxablePaise: paiseSchema,
  cgstPaise: paiseSchema,
  sgstPaise: paiseSchema,
});
export type TaxLines = z.infer<typeof taxLinesSchema>;

export const receiptSchema = z.object({
  receiptNumber: z.string(),
  issuedAt: z.string(),
  /** the gym's zone: the receipt's dates are its days */
  timeZone: timeZoneSchema,
  gym: z.object({ name: z.string(), address: z.string(), area: z.string(), city: z.string(), state: z.string(), pincode: z.string(), contactNumber: z.string() }),
  member: z.object({ name: z.string(), mobile: z.string() }),
  booking: z.object({ code: z.string(), passType: z.enum(passTypes), startDate: z.string(), endDate: z.string(), slotTime: z.string() }),
  amountPaise: paiseSchema,
  /** a promo code's line: the pass's price, the code and what it took off (amountPaise is what is left) */
  discount: z.object({ code: z.string(), listPricePaise: paiseSchema, discountPaise: paiseSchema }).nullable(),
  /** an upgrade's line: the new pass's price, the pass it replaced and the credit of that pass's unused days (amountPaise is what is left) */
  upgrade: z.object({ fromCode: z.string(), fromPassType: z.enum(passTypes), listPricePaise: paiseSchema, creditPaise: paiseSchema }).nullable(),
  method: z.enum(['online', 'at_gym']),
  deskMethod: z.enum(deskMethods).nullable(),
  status: z.enum(paymentRecordStatuses),
  refundedAt: z.string().nullable(),
  /** only when the gym holds a GSTIN: the amount paid (after any discount or upgrade credit) includes GST, split into taxable value and CGST + SGST halves */
  tax: taxLinesSchema.nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** Price includes GST at rateBp (500 = 5%): taxable value and two equal halves, which add up to the price exactly. */
export function taxLines(amountPaise: number, rateBp: number): Pick<TaxLines, 'taxablePaise' | 'cgstPaise' | 'sgstPaise'> {
  const taxablePaise = Math.round((amountPaise * 10_000) / (10_000 + rateBp));
  const tax = amountPaise - taxablePaise;
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise };
}
