import { z } from 'zod';
import { bookingPassTypeSchema, dateOnlySchema, paymentMethodSchema } from '../bookings/bookings';
import { idSchema, paiseSchema } from '../common';
import { passTypes } from '../constants';

export const membershipMessages = {
  renewQuoted: 'Renewal quoted',
  notRenewable: 'Only a confirmed or completed pass can be renewed',
  frozen: 'Pass frozen',
  unfrozen: 'Freeze ended',
  notFreezable: 'Only a confirmed pass, paid or to be paid at the gym, can be frozen',
  freezeNotOffered: 'This pass cannot be frozen at this gym',
  freezeDaysInvalid: 'Freeze for at least 1 day',
  freezeTooLong: 'This pass can be frozen for {{days}} more days',
  freezeTooSoon: 'A freeze can start on {{date}} at the earliest',
  freezeOutsidePass: 'A freeze must start on a day of the pass, by {{date}}',
  freezeOverlaps: 'This pass is already frozen on some of those days',
  noFreezeToEnd: 'This pass has no current or coming freeze to end',
  frozenPassNoReschedule: 'A pass with a freeze cannot be rescheduled',
  upgradeQuoted: 'Upgrade quoted',
  upgradedAtGym: 'Pass upgraded. Pay the rest at the gym',
  upgradedPaid: 'Pass upgraded',
  notUpgradable: 'Only a running pass can be upgraded',
  upgradeUnpaid: 'Pay for this pass before upgrading it',
  upgradeNotLonger: 'Upgrade to a longer pass',
  upgradeNothingLonger: 'This gym offers no longer pass to upgrade to',
  upgradeFrozen: 'End the freeze on this pass before upgrading it',
  upgradeInProgress: 'This pass already has an upgrade waiting for payment',
  upgradeNoChange: 'An upgraded pass cannot be cancelled or rescheduled',
  upgradeHeldNoCancel: 'This pass has an online upgrade waiting for payment: it can be cancelled once the upgrade is paid or abandoned',
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


/** {bookingId, passType?}: what each longer pass the gym offers would cost today, less the credit of the running pass; passType asks for one. */
export const upgradeQuoteQuerySchema = z.object({ bookingId: idSchema, passType: bookingPassTypeSchema.optional() }).strict();

export const upgradeOptionSchema = z.object({
  passType: z.enum(passTypes),
  /** today, and the new pass's last day */
  startDate: z.string(),
  endDate: z.string(),
  /** the new pass's price today */
  pricePaise: paiseSchema,
  /** the old pass's unused days at its daily price, rounded down to the paisa, never more than the price */
  creditPaise: paiseSchema,
  /** what the member pays: price less credit, GST included */
  amountPaise: paiseSchema,
});
export type UpgradeOption = z.infer<typeof upgradeOptionSchema>;

export const upgradeQuoteSchema = z.object({
  bookingId: z.string(),
  gymId: z.string(),
  gymName: z.string(),
  fromPassType: z.enum(passTypes),
  /** the old pass's days from today to its last day, both inclusive */
  unusedDays: z.number().int(),
  options: z.array(upgradeOptionSchema),
});
export type UpgradeQuote = z.infer<typeof upgradeQuoteSchema>;

/** As bookings.php?action=create takes payment: online (a gateway order follows) or at the gym; amounts come from the server. */
export const upgradeBodySchema = z.object({ bookingId: idSchema, passType: bookingPassTypeSchema, paymentMethod: paymentMethodSchema }).strict();
export type UpgradeBody = z.infer<typeof upgradeBodySchema>;
