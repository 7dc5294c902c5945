import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { PROVIDER_TIMEOUT_MS } from './delivery-errors';
import { jsonLinesOutbox } from './file-outbox';

export type EmailMessage = { id: string; kind: string; email: string; subject: string; text: string };
export type EmailProvider = { send(message: EmailMessage): Promise<void> };

/** Tests and e2e: one JSON line {email, kind, id, subject, text, at} per message; an id already written is skipped. */
export function fileEmail(outboxFile: string, now: () => Date): EmailProvider {
  const outbox = jsonLinesOutbox(outboxFile);
  return { send: ({ id, kind, email, subject, text }) => outbox.append({ email, kind, id, subject, text, at: now().toISOString() }) };
}

/**
 * SMTP through nodemailer; the message id becomes the Message-ID, so a resend after a crash is recognisably the same mail.
 * Every wait is capped (nodemailer's socket default is 10 min), so a send never outlives the worker's lease.
 */
export function smtpEmail(smtpUrl: string, from: string): EmailProvider {
  const limit = PROVIDER_TIMEOUT_MS;
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: limit, greetingTimeout: limit, socketTimeout: limit });
  return {
    send: async ({ id, email, subject, text }) => {
      await transport.sendMail({ from, to: email, subject, text, messageId: `<${id}@gymkhana>` });
    },
  };
}

export function createEmailProvider(config: Config, now: () => Date): EmailProvider | null {
  if (config.EMAIL_PROVIDER === 'file') return fileEmail(config.EMAIL_OUTBOX_FILE, now);
  if (config.EMAIL_PROVIDER === 'smtp') return smtpEmail(config.SMTP_URL!, config.EMAIL_FROM);
  return null;
}
