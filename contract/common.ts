import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  FIRST_ESTABLISHED_YEAR,
  loginUserTypes,
  MAX_PAGE_SIZE,
  messages,
  MOBILE_PATTERN,
  compactMobile,
  userTypes,
  languages,
} from './constants';

export * from './constants';

// The browser's CSP forbids eval: zod's compiled object parsers would only probe with new Function, raise a CSP issue
// and fall back. Every contract file imports this one, so the setting comes before any schema is built.
z.config({ jitless: typeof window !== 'undefined' });

/** +91XXXXXXXXXX: the one stored form of a mobile number. */
export function normaliseMobile(raw: string): string {
  const digits = compactMobile(raw).replace(/^\+91|^0/, '');
  return `+91${digits}`;
}

export const mobileSchema = z
  .string({ error: messages.mobileRequired })
  .trim()
  .min(1, messages.mobileRequired)
  .overwrite(compactMobile)
  .regex(MOBILE_PATTERN, messages.mobileInvalid);

export const otpSchema = z
  .string({ error: messages.otpRequired })
  .trim()
  .min(1, messages.otpRequired)
  .regex(/^\d{6}$/, messages.otpInvalid);

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .pipe(z.email({ error: messages.emailInvalid }));

export const pincodeSchema = z.string().trim().regex(/^\d{6}$/, messages.pincodeInvalid);

export const contactNumberSchema = z
  .string()
  .trim()
  .regex(/^(?:\+91|0)?[6-9]\d{9}$|^0\d{2,4}-?\d{6,8}$/, messages.contactNumberInvalid);

export function yearMessage(current = new Date().getFullYear()): string {
  return messages.yearInvalid.replace('{{current}}', String(current));
}

export function establishedYearSchema(current = new Date().getFullYear()) {
  const message = yearMessage(current);
  return z.coerce.number({ error: message }).int(message).min(FIRST_ESTABLISHED_YEAR, message).max(current, message);
}

export const idSchema = z.string().min(1).max(64);
export type Id = z.infer<typeof idSchema>;

/** Ids as a query string carries them ("a,b,c"), checked one by one, at most `max`. */
export const idListSchema = (max: number, tooMany: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(idSchema).min(1).max(max, tooMany),
  );

/** Session roles as the spec names them; trainer exists only as a user type. */
export const loginUserTypeSchema = z.enum(loginUserTypes);
export type LoginUserType = z.infer<typeof loginUserTypeSchema>;
export const userTypeSchema = z.enum(userTypes);
export const languageSchema = z.enum(languages);
export type UserType = z.infer<typeof userTypeSchema>;


export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
export type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

export const envelopeStatusSchema = z.enum(['Success', 'Error']);
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: envelopeStatusSchema, message: z.string(), data: data.optional() });
}
export type Envelope<T = unknown> = { status: 'Success' | 'Error'; message: string; data?: T };

/** `data.fields` of a 400 answer: field name → the spec's message for it. */
export type FieldErrors = Record<string, string>;

/** Money is integer paise everywhere; ₹ only at the edges of the UI. */
export const paiseSchema = z.number().int().nonnegative();
export const isoDateTimeSchema = z.string();
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

const knownZones = new Set<string>();
/** Intl is the judge of a zone name (it also takes aliases such as "Asia/Calcutta"); each name is tried once. */
export function isTimeZone(name: string): boolean {
  if (knownZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    return false;
  }
  knownZones.add(name);
  return true;
}

/** An IANA time zone ("Asia/Kolkata", "Asia/Dubai"): the zone a gym's times are shown in. */
export const timeZoneSchema = z.string().min(1).max(64).refine(isTimeZone, 'Not a time zone');

// What a person writes, without what only an attacker types: control characters, bidi overrides,
// zero-width characters and broken surrogates (which render as tricks or break other systems).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

/** Trims, normalises to NFC and drops invisible characters; keeps line breaks and tabs. */
export function cleanText(raw: string): string {
  return raw.normalize('NFC').replace(INVISIBLE, '').trim();
}

/** Free text (descriptions, messages, reviews): cleaned, then held to its limits with the given messages. */
export function plainTextSchema({ min = 0, max, required, tooShort, tooLong }: { min?: number; max: number; required?: string; tooShort?: string; tooLong?: string }) {
  return z
    .string({ error: required ?? 'This field is required' })
    .refine(wellFormed, 'contains a character that is not allowed')
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(min, min === 1 ? (required ?? tooShort ?? 'This field is required') : (tooShort ?? `Must be at least ${min} characters`))
        .max(max, tooLong ?? `Must be at most ${max} characters`),
    );
}

/** Letters and marks of any script, spaces and the punctuation names carry (. ' -). */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

/** A person's (or trainer's) name: 1–60 characters of PERSON_NAME_PATTERN after cleaning. */
export function personNameSchema(required: string, invalid = 'Use letters, spaces and . \' - only') {
  return z
    .string({ error: required })
    .refine(wellFormed, invalid)
    .transform((s) => cleanText(s).replace(/\s+/g, ' '))
    .pipe(z.string().min(1, required).max(60, 'Must be at most 60 characters').regex(PERSON_NAME_PATTERN, invalid));
}
