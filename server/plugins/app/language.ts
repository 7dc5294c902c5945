import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@contract/constants';
import { languageOf, translateApiText, translateFieldErrors } from '../../shared/api-language';

declare module 'fastify' {
  interface FastifyRequest {
    /** the language this request's Accept-Language prefers among ours (issue 37); English otherwise */
    language: Language;
  }
}

type Envelope = { status?: unknown; message?: unknown; data?: unknown };

/** The envelope with its `message` and `data.fields` in the request's language; English answers leave untouched. */
export function translatedEnvelope(payload: unknown, language: Language): unknown {
  if (language === 'en' || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const envelope = payload as Envelope;
  if (typeof envelope.message !== 'string') return payload;
  const data = envelope.data as { fields?: unknown } | undefined;
  const fields = typeof data === 'object' && data !== null && typeof data.fields === 'object' && data.fields !== null ? data.fields : undefined;
  return {
    ...envelope,
    message: translateApiText(envelope.message, language),
    ...(fields ? { data: { ...data, fields: translateFieldErrors(fields as Record<string, unknown>, language) } } : {}),
  };
}

/**
 * Reads Accept-Language once per request, and translates at the edge: every envelope an answer carries (a route's
 * success, the error handler's refusals and field errors, the 404) passes preSerialization on its way out, so rules
 * and routes keep their English. English answers keep their bytes; each says it varies by Accept-Language.
 */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', async (request) => {
      request.language = languageOf(request.headers['accept-language']);
    });
    app.addHook('preSerialization', async (request, reply, payload) => {
      // Any cache between here and the person keeps one answer per language.
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-language/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
      return translatedEnvelope(payload, request.language);
    });
  },
  { name: 'language' },
);
