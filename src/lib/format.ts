/**
 * An Intl formatter made on its first use, not when its module loads: the first one a page makes costs tens of
 * milliseconds on a phone (the locale's data), which a screen that never formats that kind of value should not pay.
 */
export function formatter<F extends { format: (value: never) => string }>(make: () => F): F['format'] {
  let made: F | undefined;
  return ((value: never) => (made ??= make()).format(value)) as F['format'];
}

/** "1234567" → "12,34,567": the last three digits, then pairs (Indian grouping). */
const groupIndian = (digits: string) => (digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`);

/**
 * "₹12,34,567", what Intl.NumberFormat('en-IN', INR, no decimals) writes, by hand: making that formatter costs ~40 ms
 * on a phone (its locale data), in one piece in the middle of the gym list's hydration (the price on every card).
 */
function rupees(amount: number): string {
  // Halves away from zero, as Intl rounds.
  const whole = Math.round(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}₹${groupIndian(String(whole))}`;
}

/** A non-breaking space: "6:00 AM" must never wrap between the time and its AM/PM. */
const NBSP = '\u00A0';

/** Money travels as integer paise; people read rupees. */
export function formatPaise(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '—';
  return rupees(paise / 100);
}

/** "06:00" → "6:00 AM" (joined by a non-breaking space) */
export function formatTimeOfDay(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')}${NBSP}${suffix}`;
}

/** Free text such as "Mon–Sat, 6:00 AM – 11:00 AM": glue each AM/PM to its time so a line never breaks inside one. */
export function keepTimesTogether(text: string): string {
  return text.replace(/(\d)[ \t]+([AaPp]\.?[Mm]\b\.?)/g, `$1${NBSP}$2`);
}

/**
 * A contact number as people read it: an Indian mobile ("+917031852950", "917031852950", "7031852950") as
 * "+91 70318 52950". Anything else is shown as stored: landlines, and 0-prefixed numbers, which may be either.
 */
export function formatPhoneNumber(raw: string): string {
  const compact = raw.replace(/[\s()-]/g, '');
  const mobile = /^(?:\+?91)?([6-9]\d{4})(\d{5})$/.exec(compact);
  return mobile ? `+91 ${mobile[1]} ${mobile[2]}` : raw.trim();
}

/** A sign-in number, which is always a mobile: "098123-45678", "+919812345678" → "+91 98123 45678". */
export function formatMobile(raw: string): string {
  const mobile = /^(?:\+91|0)?([6-9]\d{4})(\d{5})$/.exec(raw.replace(/[\s().-]/g, ''));
  return mobile ? `+91 ${mobile[1]} ${mobile[2]}` : raw.trim();
}

/** The number a tel: link dials: digits and a leading plus only. */
export function telHref(raw: string): string {
  return `tel:${raw.replace(/[^\d+]/g, '')}`;
}

/**
 * "06:30 pm" in the visitor's time zone, as Intl's en-IN 2-digit 12-hour clock writes it, by hand for the same reason as
 * rupees: the busy line on every card draws a time as the readings arrive.
 */
export function formatClock(date: Date): string {
  const hours = date.getHours();
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Intl's en-IN short month names (September is "Sept"). */
export const INDIA_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** India's clock: UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000;

/**
 * "6 Sept 2026", the day on India's clock, as Intl.DateTimeFormat('en-IN', day numeric, month short, year numeric,
 * Asia/Kolkata) writes it, by hand: making that formatter costs ~50 ms on a phone, in the middle of the gym profile's
 * hydration (its reviews' dates), and the server's ICU and the browser's must not write a different day into the HTML.
 */
export function formatIndianDate(date: Date): string {
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  return `${india.getUTCDate()} ${INDIA_MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
