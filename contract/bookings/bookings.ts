import { z } from 'zod';
import { daysBetween, isCalendarDay } from '../calendar';
import { idSchema, pagedSchema, pageQuerySchema, paiseSchema, passTypes, plainTextSchema, timeZoneSchema } from '../common';

export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const bookingPaymentStatuses = ['unpaid', 'paid', 'refunded', 'failed'] as const;
export const paymentMethods = ['online', 'at_gym'] as const;
export const bookingScopes = ['all', 'upcoming', 'past'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export type BookingPaymentStatus = (typeof bookingPaymentStatuses)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type BookingScope = (typeof bookingScopes)[number];

/** A pending online booking holds its place this long; then it is cancelled and the place freed. */
export const PENDING_HOLD_MINUTES = 15;
/** Cancel or reschedule freely until this long before the booked slot starts. */
export const CHANGE_WINDOW_HOURS = 2;
import { recordedBySchema } from '../gyms/staff-roles';
import { BOOKING_HORIZON_DAYS } from '../memberships/renewal';
import { autoRenewSchema } from '../memberships/auto-renew';

export { BOOKING_HORIZON_DAYS };
export const CANCEL_REASON_MAX = 200;
/** The Idempotency-Key header: a client-made random id (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export const bookingMessages = {
  confirmed: 'Booking confirmed successfully!',
  failed: 'Booking failed. Please try again.',
  loadFailed: 'Failed to load bookings',
  awaitingPayment: `Booking held for ${PENDING_HOLD_MINUTES} minutes: complete the payment to confirm it.`,
  loaded: 'Bookings loaded',
  slotsLoaded: 'Slots loaded',
  found: 'Booking found',
  cancelled: 'Booking cancelled',
  cancelledRefunded: 'Booking cancelled. Your payment will be refunded.',
  rescheduled: 'Booking rescheduled',
  completed: 'Booking marked completed',
  notFound: 'Booking not found',
  gymNotFound: 'Gym not found',
  passNotOffered: 'This gym does not offer this pass',
  slotFull: 'This slot is full. Please choose another time.',
  slotClosed: 'The gym has no slot at this time. Please choose a time from the list.',
  weeklyOff: 'The gym is closed on this day (weekly off). Please choose another date.',
  slotEnded: 'This slot has already ended. Please choose a later time.',
  pastDate: 'The start date cannot be in the past.',
  tooFarAhead: `Bookings open up to ${BOOKING_HORIZON_DAYS} days ahead.`,
  sameSlot: 'Choose a different date or time to reschedule.',
  changeWindow: `Bookings can be cancelled or rescheduled only until ${CHANGE_WINDOW_HOURS} hours before the slot starts.`,
  expired: `This booking was not paid within ${PENDING_HOLD_MINUTES} minutes, so its place was released. Please book again.`,
  cancelOnlyLive: 'Only a pending or confirmed booking can be cancelled.',
  completeOnlyConfirmed: 'Only a confirmed booking can be marked completed.',
  rescheduleOnlyLive: 'Only a pending or confirmed booking can be rescheduled.',
  dateInvalid: 'Choose a date as YYYY-MM-DD',
  timeInvalid: 'Choose a time as HH:MM',
  passRequired: 'Choose a pass',
  methodRequired: 'Choose how to pay',
  idempotencyRequired: 'An Idempotency-Key header (8–100 letters, digits, _ . : -) is required',
  idempotencyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyInFlight: 'This request is still being processed. Please try again in a moment.',
  paymentNotStarted: 'The payment could not be started, so the booking was cancelled and its place released. Please try again.',
  codeInvalid: 'Enter a booking code',
} as const;

/** "2026-11-22": a calendar day, checked to exist. */
export const dateOnlySchema = z
  .string({ error: bookingMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, bookingMessages.dateInvalid)
  .refine(isCalendarDay, bookingMessages.dateInvalid);
export const slotTimeSchema = z.string({ error: bookingMessages.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, bookingMessages.timeInvalid);
export const bookingPassTypeSchema = z.enum(passTypes, { error: bookingMessages.passRequired });
export const paymentMethodSchema = z.enum(paymentMethods, { error: bookingMessages.methodRequired });

export const slotsQuerySchema = z.object({ gymId: idSchema, date: dateOnlySchema }).strict();
export const slotSchema = z.object({
  slotTime: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  available: z.number().int(),
});
export type Slot = z.infer<typeof slotSchema>;
export const slotListSchema = z.array(slotSchema);

/** What a member sends; the amount comes from the gym's plan price, never from here. */
export const bookingCreateBodySchema = z
  .object({
    gymId: idSchema,
    passType: bookingPassTypeSchema,
    startDate: dateOnlySchema,
    slotTime: slotTimeSchema,
    paymentMethod: paymentMethodSchema,
    /** a gym's promo code: the server checks it and takes its discount off the pass's price */
    promoCode: z.string().trim().toUpperCase().max(40).optional(),
  })
  .strict();
export type BookingCreateBody = z.infer<typeof bookingCreateBodySchema>;

export const bookingFreezeSchema = z.object({ startDate: z.string(), endDate: z.string() });
export type BookingFreeze = z.infer<typeof bookingFreezeSchema>;

/** Days frozen in all: each freeze counts both its ends. */
export const frozenDays = (freezes: BookingFreeze[]) =>
  freezes.reduce((sum, f) => sum + daysBetween(f.startDate, f.endDate) + 1, 0);

export const bookingSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(bookingStatuses),
  paymentStatus: z.enum(bookingPaymentStatuses),
  paymentMethod: z.enum(paymentMethods),
  passType: z.enum(passTypes),
  startDate: z.string(),
  endDate: z.string(),
  slotTime: z.string(),
  /** what the member pays: the pass's price less a promo code's discount, GST included */
  amountPaise: paiseSchema,
  /** the promo code applied at booking, and what it took off */
  promoCode: z.string().nullable(),
  discountPaise: paiseSchema,
  gymId: z.string(),
  gymName: z.string(),
  gymArea: z.string(),
  gymCity: z.string(),
  /** the gym's zone: the booking's instants are shown on its clock */
  timeZone: timeZoneSchema,
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** pending only: when the unpaid hold lapses */
  holdExpiresAt: z.string().nullable(),
  /** until when cancel and reschedule are allowed (2 h before the slot) */
  changeDeadline: z.string(),
  /** live (pending or confirmed) and before changeDeadline */
  canChange: z.boolean(),
  /** pay at the gym, unpaid, at a gym with a UPI ID: upi://pay?pa=…&pn=…&am=…&cu=INR&tn=<code>; else null */
  upiLink: z.string().nullable(),
  /** the pass's freezes, both ends inclusive; its endDate already moved by their days */
  freezes: z.array(bookingFreezeSchema),
  /** how many more days this pass may be frozen */
  freezeDaysLeft: z.number().int(),
  /** an upgrade: the pass it replaces (held while its online payment is due: it can be paid or abandoned) */
  upgradedFromId: z.string().nullable(),
  /** issue 39: the pass's automatic renewal, or null when it has none */
  autoRenew: autoRenewSchema.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** What the owner sees: the booking and who made it. */
/**
 * recordedBy: who did the last desk action on it (walk-in, check-in, paid at the desk, status); null when none was.
 * paidBy: who took its payment at the desk (marked paid, or a walk-in paid in cash, UPI or card); null when none did.
 */
export const ownerBookingSchema = bookingSchema.extend({
  memberName: z.string(),
  memberMobile: z.string(),
  recordedBy: recordedBySchema.nullable().optional(),
  paidBy: recordedBySchema.nullable().optional(),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

export const paymentOrderSchema = z.object({
  orderId: z.string(),
  provider: z.enum(['test', 'razorpay']),
  amountPaise: paiseSchema,
  currency: z.literal('INR'),
  /** Razorpay's public key id, for its checkout; absent with the test gateway */
  keyId: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const bookingCreatedSchema = z.object({ booking: bookingSchema, payment: paymentOrderSchema.optional() });
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

export const myBookingsQuerySchema = pageQuerySchema.extend({ scope: z.enum(bookingScopes).default('all') }).strict();
export const bookingPageSchema = pagedSchema(bookingSchema);
export const bookingIdQuerySchema = z.object({ bookingId: idSchema }).strict();
/** A booking with its open payment order, so a failed payment can be retried on the same booking. */
export const bookingDetailSchema = z.object({ booking: bookingSchema, payment: paymentOrderSchema.optional() });

const reasonSchema = plainTextSchema({ max: CANCEL_REASON_MAX }).optional();
export const bookingCancelBodySchema = z.object({ bookingId: idSchema, reason: reasonSchema }).strict();
export const bookingRescheduleBodySchema = z.object({ bookingId: idSchema, startDate: dateOnlySchema, slotTime: slotTimeSchema }).strict();

export const gymBookingsQuerySchema = pageQuerySchema
  .extend({
    gymId: idSchema,
    from: dateOnlySchema.optional(),
    to: dateOnlySchema.optional(),
    status: z.enum(bookingStatuses).optional(),
    payment: z.enum(bookingPaymentStatuses).optional(),
    q: z.string().trim().max(60).optional(),
    /** "1": only passes frozen today or with a freeze to come (the members the desk should not expect) */
    frozen: z.enum(['1']).optional(),
  })
  .strict();
export const ownerBookingPageSchema = pagedSchema(ownerBookingSchema);

/** The owner's moves: confirmed → completed, pending/confirmed → cancelled (with a reason). */
export const bookingSetStatusBodySchema = z
  .object({ bookingId: idSchema, status: z.enum(['completed', 'cancelled']), reason: reasonSchema })
  .strict();
export const bookingCodeQuerySchema = z.object({ code: z.string().trim().min(1, bookingMessages.codeInvalid).max(40) }).strict();

/** The member dashboard: the next upcoming booking, how many are upcoming, how many visits (check-ins) so far. */
export const bookingSummarySchema = z.object({ next: bookingSchema.nullable(), upcomingCount: z.number().int(), visitCount: z.number().int() });
export type BookingSummary = z.infer<typeof bookingSummarySchema>;
