import { dateFormat, DEFAULT_GYM_TIME_ZONE, numberFormat } from '@contract/calendar';
import { languageLocales } from '@contract/constants';
import { currentLanguage } from './i18n';

export { DEFAULT_GYM_TIME_ZONE };

/** The locale Intl formats in: the language shown, with India's conventions (en-IN, hi-IN, ta-IN: lakh grouping, ₹). */
export const appLocale = (): string => languageLocales[currentLanguage()];

// Formatters come from the calendar's one cache, made on first use: a screen that never formats a value pays nothing.
const rupees = (value: number) => numberFormat(appLocale(), { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(value);

/** A non-breaking space: "6:00 AM" must never wrap between the time and its AM/PM. */
const NBSP = '\u00A0';

/** Money travels as integer paise; people read rupees. */
export function formatPaise(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '—';
  return rupees(paise / 100);
}

// English keeps the spec's "6:00 AM"; Hindi and Tamil say it their way ("6:00 am", "முற்பகல் 6:00").
const hourMinute = (at: number) =>
  dateFormat(currentLanguage() === 'en' ? 'en-US' : appLocale(), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);

/** "06:00" (a wall-clock time, no zone) → "6:00 AM", joined by a non-breaking space */
export function formatTimeOfDay(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return hourMinute(Date.UTC(1970, 0, 1, h, m)).replace(/\s/g, NBSP);
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

/** "06:30 pm" on the visitor's clock: when a reading was taken, as they live it. */
export const formatClock = (date: Date) => dateFormat(appLocale(), { hour: '2-digit', minute: '2-digit', hour12: true }).format(date);

/** A date formatter of these options on a zone's clock (the gym's by default), in the app's locale unless one is named. */
export const zonedIn =
  (options: Intl.DateTimeFormatOptions, locale?: string) =>
  (date: Date | number, timeZone = DEFAULT_GYM_TIME_ZONE): string =>
    dateFormat(locale ?? appLocale(), { ...options, timeZone }).format(date);
const zoned = (options: Intl.DateTimeFormatOptions) => zonedIn(options);

/** An instant's day on a gym's clock: "6 Sept 2026". */
export const formatDate = zoned({ day: 'numeric', month: 'short', year: 'numeric' });
/** An instant on a gym's clock: "24 Nov, 5:00 am". */
export const formatDateTime = zoned({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
/** An instant on a gym's clock with its year: "24 Nov 2026, 5:00 am". */
export const formatFullDateTime = zoned({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
/** An instant on a gym's clock with its weekday: "Sat, 28 Nov, 6:30 pm". */
export const formatWeekdayDateTime = zoned({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const weekdayDate = zoned({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

const midnightUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** A calendar day (no zone), "2026-11-24" → "24 Nov 2026". */
export const formatCalendarDay = (day: string) => formatDate(midnightUtc(day), 'UTC');
/** A calendar day (no zone), "2026-11-24" → "Tue, 24 Nov, 2026". */
export const formatCalendarDayLong = (day: string) => weekdayDate(midnightUtc(day), 'UTC');

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
