// Where a member reads a payment's receipt, the same on both sides; no zod, so the SPA's paths can read it on first load.
import { AREA_ROOTS } from '../gyms/areas';

/** The member's payments, every one with its receipt. */
export const PAYMENTS_HISTORY_PATH = `${AREA_ROOTS.member}/payments-history` as const;

/** The page that opens the printable receipt of one payment (messages link to it). */
export const receiptLink = (paymentId: string): string => `${PAYMENTS_HISTORY_PATH}?receipt=${encodeURIComponent(paymentId)}`;
