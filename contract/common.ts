import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  FIRST_ESTABLISHED_YEAR,
  loginUserTypes,
  MAX_PAGE_SIZE,
  messages,
  MOBILE_PATTERN,
  userTypes,
} from './constants';

export * from './constants';

/** +91XXXXXXXXXX: the one stored form of a mobile number. */
export function normaliseMobile(raw: string): string {
  const digits = raw.trim().replace(/^\+91|^0/, '');
  return `+91${digits}`;
}

export const mobileSchema = z
  .string({ error: messages.mobileRequired })
  .trim()
  .min(1, messages.mobileRequired)
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

/** Session roles as the spec names them; trainer exists only as a user type. */
export const loginUserTypeSchema = z.enum(loginUserTypes);
export type LoginUserType = z.infer<typeof loginUserTypeSchema>;
export const userTypeSchema = z.enum(userTypes);
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
