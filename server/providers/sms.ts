import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Config } from '../config';

export type SmsMessage = { mobile: string; text: string };
export type SmsProvider = { send(message: SmsMessage): Promise<void> };

/** Development: the message is printed where `npm start` runs. */
export function consoleSms(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): SmsProvider {
  return { send: async ({ mobile, text }) => write(`[sms] to ${mobile}: ${text}`) };
}

/** Tests and e2e: one JSON line {mobile, text, at} per message, appended to the outbox file. */
export function fileSms(outboxFile: string, now: () => Date = () => new Date()): SmsProvider {
  let ready: Promise<unknown> | null = null;
  return {
    send: async ({ mobile, text }) => {
      ready ??= mkdir(dirname(outboxFile), { recursive: true });
      await ready;
      await appendFile(outboxFile, `${JSON.stringify({ mobile, text, at: now().toISOString() })}\n`, 'utf8');
    },
  };
}

/** A real gateway: POST {to, message} as JSON with a bearer key; anything but 2xx is a failure. */
export function httpSms(url: string, key: string | undefined, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    send: async ({ mobile, text }) => {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify({ to: mobile, message: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function createSmsProvider(config: Config, now?: () => Date): SmsProvider {
  if (config.SMS_PROVIDER === 'file') return fileSms(config.SMS_OUTBOX_FILE, now);
  if (config.SMS_PROVIDER === 'http') return httpSms(config.SMS_HTTP_URL!, config.SMS_HTTP_KEY);
  return consoleSms();
}
