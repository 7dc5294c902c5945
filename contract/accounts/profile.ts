import { z } from 'zod';
import { emailSchema, languageSchema, messages, PASSWORD_MIN, personNameSchema } from '../common';

// What a person writes: letters, marks, spaces and . ' - (no controls, bidi overrides or zero-width characters).
const nameSchema = personNameSchema(messages.namesRequired);

// A blank password keeps the existing one; a typed one must be 8+ and confirmed.
export const profileUpdateBodySchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    password: z.string().max(128).optional().default(''),
    confirmPassword: z.string().max(128).optional().default(''),
    // Left out, the stored choices stay.
    marketingOptIn: z.boolean().optional(),
    whatsappMessages: z.boolean().optional(),
    emailMessages: z.boolean().optional(),
    language: languageSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.password === '') {
      // A confirmation typed without a password is a slip, not "keep the existing one".
      if (body.confirmPassword !== '') ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordMismatch });
      return;
    }
    if (body.password.length < PASSWORD_MIN)
      ctx.addIssue({ code: 'custom', path: ['password'], message: messages.passwordShort });
    else if (body.password !== body.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordMismatch });
  });
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** The switcher's own save: a language alone, so a profile not yet filled in can still keep it. */
export const languageBodySchema = z.object({ language: languageSchema }).strict();
export type LanguageBody = z.infer<typeof languageBodySchema>;
