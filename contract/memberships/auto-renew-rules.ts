// Issue 39's plain values, no zod: the SPA's My bookings reads them on its first render (zod loads with the forms).

export const autoRenewStatuses = ['pending', 'active', 'skipped', 'cancelled', 'failed'] as const;
export type AutoRenewStatus = (typeof autoRenewStatuses)[number];
/** the passes that can renew themselves, and the mandate's frequency for each */
export const autoRenewPassTypes = ['monthly', 'quarterly', 'yearly'] as const;
export type AutoRenewPassType = (typeof autoRenewPassTypes)[number];
/** a debit up to this runs without the member's authentication (₹15,000); above it the notice carries a payment link instead */
export const AUTO_DEBIT_LIMIT_PAISE = 1_500_000;
/** how long a registered mandate is valid for */
export const MANDATE_VALID_YEARS = 5;

/** The member's screen that confirms skipping the next debit or stopping, linked from the notice (relative to the origin). */
export const autoRenewLink = (bookingId: string, action: 'skip' | 'stop') => `/member/auto-renew?bookingId=${encodeURIComponent(bookingId)}&action=${action}`;
