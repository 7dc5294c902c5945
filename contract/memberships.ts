import { z } from 'zod';
import { dateOnlySchema } from './bookings';
import { idSchema, paiseSchema } from './common';
import { passTypes } from './constants';

export const membershipMessages = {
  renewQuoted: 'Renewal quoted',
  notRenewable: 'Only a confirmed or completed pass can be renewed',
  frozen: 'Pass frozen',
  unfrozen: 'Freeze ended',
  notFreezable: 'Only a confirmed pass, paid or to be paid at the gym, can be frozen',
  freezeNotOffered: 'This pass cannot be frozen at this gym',
  freezeDaysInvalid: 'Freeze for at least 1 day',
  freezeTooLong: 'This pass can be frozen for {days} more days',
  freezeTooSoon: 'A freeze can start on {date} at the earliest',
  freezeOutsidePass: 'A freeze must start on a day of the pass, by {date}',
  freezeOverlaps: 'This pass is already frozen on some of those days',
  noFreezeToEnd: 'This pass has no current or coming freeze to end',
  frozenPassNoReschedule: 'A pass with a freeze cannot be rescheduled',
} as const;

/** {bookingId, startDate, days}: the pass is paused from startDate for days days, both ends inclusive. */
export const freezeBodySchema = z
  .object({
    bookingId: idSchema,
    startDate: dateOnlySchema,
    days: z.number({ error: membershipMessages.freezeDaysInvalid }).int(membershipMessages.freezeDaysInvalid).min(1, membershipMessages.freezeDaysInvalid).max(365, membershipMessages.freezeDaysInvalid),
  })
  .strict();
export type FreezeBody = z.infer<typeof freezeBodySchema>;
/** Ends the pass's current or next freeze: today is no longer frozen, and the days not used return. */
export const unfreezeBodySchema = z.object({ bookingId: idSchema }).strict();

/** The same pass at the same gym from the day after it ends (today if it has ended), at today's price. */
export const renewQuoteSchema = z.object({
  bookingId: z.string(),
  gymId: z.string(),
  gymName: z.string(),
  passType: z.enum(passTypes),
  startDate: z.string(),
  endDate: z.string(),
  amountPaise: paiseSchema,
  /** the first day the renewal can be booked (a pass that ends beyond the booking horizon waits until then) */
  bookableFrom: z.string(),
  /** the member's booking screen with gym, pass and start date filled in, relative to the site's origin */
  link: z.string(),
});
export type RenewQuote = z.infer<typeof renewQuoteSchema>;

export const renewQuoteQuerySchema = z.object({ bookingId: idSchema }).strict();

