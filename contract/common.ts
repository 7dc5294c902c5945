import { z } from 'zod';

// The spec's validation rules live here once; the SPA's forms and the server's schemas both use them.
export const messages = {
  mobileInvalid: 'Enter a valid Indian mobile number (10 digits starting with 6-9; +91 or 0 prefix allowed).',
  mobileRequired: 'Mobile number is required',
  otpInvalid: 'Enter a valid 6-digit numeric OTP',
  otpRequired: 'OTP is required',
  passwordShort: 'Password must be at least 8 characters',
  passwordMismatch: 'Passwords do not match',
  emailInvalid: 'Please enter a valid email address',
  emailFormat: 'Invalid email format',
  emailRequired: 'Email is required',
  pincodeInvalid: 'Pincode must be 6 digits',
  yearInvalid: 'Please enter a valid year between 1900 and {{current}}',
  contactNumberInvalid: 'Invalid contact number format',
  namesRequired: 'First and last name are required',
  trainerRequired: 'Name & experience are required',
  termsRequired: 'Accept Terms to Continue',
  mobileAndTypeRequired: 'Mobile & user type required',
  missingOtpContext: 'Missing OTP or context',
  invalidVerifyResponse: 'Invalid verification response',
  endDateFuture: 'End date cannot be in the future.',
  startAfterEnd: 'Start date must be before or equal to end date.',
} as const;

export const MOBILE_PATTERN = /^(?:\+91|0)?[6-9]\d{9}$/;
export const OTP_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const FIRST_ESTABLISHED_YEAR = 1900;

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
export const loginUserTypes = ['member', 'gym_owner'] as const;
export const loginUserTypeSchema = z.enum(loginUserTypes);
export type LoginUserType = z.infer<typeof loginUserTypeSchema>;
export const userTypes = ['member', 'gym_owner', 'trainer'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;

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
