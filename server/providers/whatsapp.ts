import type { Config } from '../config';
import { jsonLinesOutbox } from './file-outbox';

export type WhatsappMessage = { id: string; kind: string; mobile: string; text: string };
export type WhatsappProvider = { send(message: WhatsappMessage): Promise<void> };

/** Tests and e2e: one JSON line {mobile, kind, id, text, at} per message; an id already written is skipped. */
export function fileWhatsapp(outboxFile: string, now: () => Date): WhatsappProvider {
  const outbox = jsonLinesOutbox(outboxFile);
  return { send: ({ id, kind, mobile, text }) => outbox.append({ mobile, kind, id, text, at: now().toISOString() }) };
}

export type CloudOptions = { phoneNumberId: string; token: string; templates: Record<string, string>; language: string };

/**
 * The WhatsApp Business Cloud API: business-initiated messages must be approved templates, so each
 * kind names one (WHATSAPP_TEMPLATES, else gymkhana_<kind>) whose body has one parameter, the text.
 * The API takes no idempotency key; the message id rides along as biz_opaque_callback_data.
 */
export function cloudWhatsapp(options: CloudOptions, fetchImpl: typeof fetch = fetch): WhatsappProvider {
  return {
    send: async ({ id, kind, mobile, text }) => {
      const response = await fetchImpl(`https://graph.facebook.com/v21.0/${options.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: mobile.replace(/^\+/, ''),
          type: 'template',
          biz_opaque_callback_data: id,
          template: {
            name: options.templates[kind] ?? `gymkhana_${kind}`,
            language: { code: options.language },
            components: [{ type: 'body', parameters: [{ type: 'text', text }] }],
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`WhatsApp Cloud API answered ${response.status}: ${(await response.text().catch(() => '')).slice(0, 200)}`);
    },
  };
}

export function createWhatsappProvider(config: Config, now: () => Date): WhatsappProvider | null {
  if (config.WHATSAPP_PROVIDER === 'file') return fileWhatsapp(config.WHATSAPP_OUTBOX_FILE, now);
  if (config.WHATSAPP_PROVIDER === 'cloud')
    return cloudWhatsapp({ phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!, token: config.WHATSAPP_TOKEN!, templates: config.WHATSAPP_TEMPLATES, language: config.WHATSAPP_TEMPLATE_LANGUAGE });
  return null;
}
