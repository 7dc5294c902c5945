import { z } from 'zod';
import { emailSchema, plainTextSchema } from '../common';

export const CONTACT_LIMITS = { name: [2, 80], subject: [3, 120], message: [10, 2000] } as const;
/** messages per IP per hour (DESIGN §7) */
export const CONTACT_HOURLY_MAX = 5;

export const contactMessages = {
  sent: 'Message sent successfully!',
  nameRequired: 'Name is required',
  nameLength: `Name must be ${CONTACT_LIMITS.name[0]} to ${CONTACT_LIMITS.name[1]} characters`,
  subjectRequired: 'Subject is required',
  subjectLength: `Subject must be ${CONTACT_LIMITS.subject[0]} to ${CONTACT_LIMITS.subject[1]} characters`,
  messageRequired: 'Message is required',
  messageLength: `Message must be ${CONTACT_LIMITS.message[0]} to ${CONTACT_LIMITS.message[1]} characters`,
  tooMany: 'You have sent several messages in the last hour. Please try again later.',
} as const;

const lengthChecked = (min: number, max: number, required: string, length: string) =>
  plainTextSchema({ max, required, tooLong: length }).pipe(z.string().min(1, required).min(min, length));

export const contactBodySchema = z
  .object({
    name: lengthChecked(...CONTACT_LIMITS.name, contactMessages.nameRequired, contactMessages.nameLength),
    email: emailSchema,
    subject: lengthChecked(...CONTACT_LIMITS.subject, contactMessages.subjectRequired, contactMessages.subjectLength),
    message: lengthChecked(...CONTACT_LIMITS.message, contactMessages.messageRequired, contactMessages.messageLength),
  })
  .strict();
export type ContactForm = z.input<typeof contactBodySchema>;
