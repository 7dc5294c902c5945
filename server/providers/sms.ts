import { randomUUID } from 'node:crypto';
import type { Language } from '@contract/constants';
import { templateFor, type Config, type Templates } from '../config';
import { answerError, PROVIDER_TIMEOUT_MS } from './delivery-errors';
import { jsonLinesOutbox } from './file-outbox';

/**
 * `id` is the outbox message's (a fresh one for sign-in codes), `kind` what it is about, `language` the one its text is
 * in (English when not said), `waitMs` how long a real gateway may take.
 */
export type SmsMessage = { mobile: string; text: string; id?: string; kind?: string; language?: Language; waitMs?: number };
export type SmsProvider = { send(message: SmsMessage): Promise<void> };

/** Development: the message is printed where `npm start` runs. */
export function consoleSms(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): SmsProvider {
  return { send: async ({ mobile, text }) => write(`[sms] to ${mobile}: ${text}`) };
}

/** Tests and e2e: one JSON line {mobile, text, at, id, kind} per message, appended to the outbox file; an id already there is skipped. */
export function fileSms(outboxFile: string, now: () => Date = () => new Date()): SmsProvider {
  const outbox = jsonLinesOutbox(outboxFile);
  return {
    send: ({ mobile, text, id = randomUUID(), kind = 'sign_in_code' }) => outbox.append({ mobile, text, at: now().toISOString(), id, kind }),
  };
}

/**
 * A real gateway: POST {to, message, id, kind, templateId} as JSON with a bearer key, the message id as Idempotency-Key;
 * templateId is the DLT template registered for the kind in the text's language (SMS_DLT_TEMPLATES; the kind-only form
 * is English's), left out when that language has none. Anything but 2xx is a failure (429: RateLimited);
 * a resend after a timeout or a crash carries the same key, so the gateway drops the copy.
 */
export function httpSms(url: string, key: string | undefined, fetchImpl: typeof fetch = fetch, dltTemplates: Templates = {}): SmsProvider {
  return {
    send: async ({ mobile, text, id = randomUUID(), kind = 'sign_in_code', language = 'en', waitMs = PROVIDER_TIMEOUT_MS }) => {
      const templateId = templateFor(dltTemplates, kind, language)?.id;
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': id, ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify({ to: mobile, message: text, id, kind, ...(templateId ? { templateId } : {}) }),
        signal: AbortSignal.timeout(waitMs),
      });
      if (!response.ok) throw await answerError('SMS gateway', response);
    },
  };
}

export function createSmsProvider(config: Config, now?: () => Date): SmsProvider {
  if (config.SMS_PROVIDER === 'file') return fileSms(config.SMS_OUTBOX_FILE, now);
  if (config.SMS_PROVIDER === 'http') return httpSms(config.SMS_HTTP_URL!, config.SMS_HTTP_KEY, fetch, config.SMS_DLT_TEMPLATES);
  return consoleSms();
}
