import { z } from 'zod';
import { languageSchema, loginUserTypeSchema, messages, mobileSchema, otpSchema, userTypeSchema } from '../common';

export { OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '../constants';

export const userSchema = z.object({
  id: z.string(),
  mobile: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  userType: userTypeSchema,
  profileComplete: z.boolean(),
  hasPassword: z.boolean(),
  // Optional: a session persisted before these existed has none (the profile form reads the defaults).
  marketingOptIn: z.boolean().optional(),
  whatsappMessages: z.boolean().optional(),
  emailMessages: z.boolean().optional(),
  /** the language every message to this person is written in (issue 37) */
  language: languageSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

// Missing fields get the spec's combined message; a malformed number gets the mobile rule's.
export const sendOtpBodySchema = z
  .object({
    mobile: z.string({ error: messages.mobileAndTypeRequired }).min(1, messages.mobileAndTypeRequired),
    userType: loginUserTypeSchema.or(z.string()).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.userType) ctx.addIssue({ code: 'custom', path: ['userType'], message: messages.mobileAndTypeRequired });
    else if (!loginUserTypeSchema.safeParse(body.userType).success)
      ctx.addIssue({ code: 'custom', path: ['userType'], message: 'Unknown user type' });
    const mobile = mobileSchema.safeParse(body.mobile);
    if (!mobile.success) ctx.addIssue({ code: 'custom', path: ['mobile'], message: mobile.error.issues[0]!.message });
  })
  .transform((body) => ({ mobile: body.mobile.trim(), userType: loginUserTypeSchema.parse(body.userType) }));
export type SendOtpBody = z.input<typeof sendOtpBodySchema>;

/** The server says how long until a resend is allowed; the SPA counts that down. */
export const sendOtpDataSchema = z.object({ resendAfter: z.number().int(), expiresIn: z.number().int() });
export type SendOtpData = z.infer<typeof sendOtpDataSchema>;

export const verifyOtpBodySchema = z
  .object({
    mobile: z.string({ error: messages.missingOtpContext }).min(1, messages.missingOtpContext),
    otp: z.string({ error: messages.missingOtpContext }).min(1, messages.missingOtpContext),
    userType: loginUserTypeSchema,
    /** the sign-in form's "send me offers" box: ticked gives consent; withdrawing it is the profile's */
    marketingOptIn: z.boolean().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const mobile = mobileSchema.safeParse(body.mobile);
    if (!mobile.success) ctx.addIssue({ code: 'custom', path: ['mobile'], message: mobile.error.issues[0]!.message });
    const otp = otpSchema.safeParse(body.otp);
    if (!otp.success) ctx.addIssue({ code: 'custom', path: ['otp'], message: otp.error.issues[0]!.message });
  });
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const verifyOtpDataSchema = z.object({ token: z.string(), user: userSchema });
export type VerifyOtpData = z.infer<typeof verifyOtpDataSchema>;

export const loginFormSchema = z.object({
  mobile: mobileSchema,
  isGymOwner: z.boolean(),
  acceptTerms: z.literal(true, { error: messages.termsRequired }),
  acceptPrivacy: z.literal(true, { error: messages.privacyRequired }),
  marketingOptIn: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
export const otpFormSchema = z.object({ otp: otpSchema });
export type OtpForm = z.infer<typeof otpFormSchema>;
