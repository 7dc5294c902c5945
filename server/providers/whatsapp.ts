import type { Language } from '@contract/constants';
import { templateFor, type Config, type Templates } from '../config';
import { answerError, isTimeout, OutcomeUnknown, PROVIDER_TIMEOUT_MS } from './delivery-errors';
import { jsonLinesOutbox } from './file-outbox';

/** `language`: the one the text is in (English when not said), which picks the template. */
export type WhatsappMessage = { id: string; kind: string; mobile: string; text: string; language?: Language };
export type WhatsappProvider = { send(message: WhatsappMessage): Promise<void> };

/** Tests and e2e: one JSON line {mobile, kind, id, text, at} per message; an id already written is skipped. */
export function fileWhatsapp(outboxFile: string, now: () => Date): WhatsappProvider {
  const outbox = jsonLinesOutbox(outboxFile);
  return { send: ({ id, kind, mobile, text }) => outbox.append({ mobile, kind, id, text, at: now().toISOString() }) };
}

/**
 * apiUrl: the Graph API's base (WHATSAPP_API_URL), so a fake provider can stand in; language: the code sent with a
 * kind-only template or the default one (WHATSAPP_TEMPLATE_LANGUAGE).
 */
export type CloudOptions = { apiUrl: string; phoneNumberId: string; token: string; templates: Templates; language: string };

/**
 * The template a message goes as: the kind's in the text's language with that language's code; else its English one
 * (the text, the only parameter, is still in the person's language); a kind-only or unnamed template (gymkhana_<kind>)
 * goes with the configured code, as before templates were per language.
 */
export function whatsappTemplate(options: Pick<CloudOptions, 'templates' | 'language'>, kind: string, language: Language = 'en'): { name: string; code: string } {
  const template = templateFor(options.templates, kind, language) ?? templateFor(options.templates, kind, 'en');
  return { name: template?.id ?? `gymkhana_${kind}`, code: template?.language ?? options.language };
}

/**
 * The WhatsApp Business Cloud API: business-initiated messages must be approved templates, so each
 * kind names one (WHATSAPP_TEMPLATES, per language or kind only, else gymkhana_<kind>) whose body has one parameter, the text.
 * The API takes no idempotency key; the message id rides along as biz_opaque_callback_data. A timeout may hide an
 * accepted message, so it is OutcomeUnknown (not resent); a refused connection or a 5xx is a plain failure; 429 is RateLimited.
 */
export function cloudWhatsapp(options: CloudOptions, fetchImpl: typeof fetch = fetch): WhatsappProvider {
  return {
    send: async ({ id, kind, mobile, text, language }) => {
      const template = whatsappTemplate(options, kind, language);
      const response = await fetchImpl(`${options.apiUrl.replace(/\/$/, '')}/${options.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: mobile.replace(/^\+/, ''),
          type: 'template',
          biz_opaque_callback_data: id,
          template: {
            name: template.name,
            language: { code: template.code },
            components: [{ type: 'body', parameters: [{ type: 'text', text }] }],
          },
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw isTimeout(error) ? new OutcomeUnknown(`WhatsApp Cloud API did not answer within ${PROVIDER_TIMEOUT_MS / 1000} s`) : error;
      });
      if (!response.ok) throw await answerError('WhatsApp Cloud API', response);
    },
  };
}

export function createWhatsappProvider(config: Config, now: () => Date): WhatsappProvider | null {
  if (config.WHATSAPP_PROVIDER === 'file') return fileWhatsapp(config.WHATSAPP_OUTBOX_FILE, now);
  if (config.WHATSAPP_PROVIDER === 'cloud')
    return cloudWhatsapp({ apiUrl: config.WHATSAPP_API_URL, phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!, token: config.WHATSAPP_TOKEN!, templates: config.WHATSAPP_TEMPLATES, language: config.WHATSAPP_TEMPLATE_LANGUAGE });
  return null;
}
