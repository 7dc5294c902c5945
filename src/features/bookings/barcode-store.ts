import type { Booking } from '@contract/bookings/bookings';

/** The spec's storage key: the next upcoming booking's barcode, kept so it shows without a network. */
export const GYM_BARCODE_KEY = 'gymBarcode';

/** What is kept: enough to draw the barcode and say what it is for, with no call to the server. */
export type SavedBarcode = Pick<Booking, 'code' | 'gymName' | 'passType' | 'startDate' | 'endDate' | 'slotTime'>;

export function saveNextBarcode(next: Booking | null | undefined): void {
  try {
    if (!next) localStorage.removeItem(GYM_BARCODE_KEY);
    else {
      const { code, gymName, passType, startDate, endDate, slotTime } = next;
      localStorage.setItem(GYM_BARCODE_KEY, JSON.stringify({ code, gymName, passType, startDate, endDate, slotTime } satisfies SavedBarcode));
    }
  } catch {
    // Private mode or a full disk: the barcode still shows while online.
  }
}

export function readSavedBarcode(): SavedBarcode | null {
  try {
    const raw = localStorage.getItem(GYM_BARCODE_KEY);
    const saved = raw ? (JSON.parse(raw) as Partial<SavedBarcode>) : null;
    return saved && typeof saved.code === 'string' && saved.code ? (saved as SavedBarcode) : null;
  } catch {
    return null;
  }
}
