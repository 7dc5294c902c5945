import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * The API speaks JSON only (uploads add their own parser): text/plain gets 415 like any other
 * type. An empty POST body counts as `{}`, so bodiless calls (logout) work with or without a
 * JSON content type, and a missing payload meets the schema's own message, not a generic one.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, {});
      // Malformed JSON and __proto__ keys alike get one message that says what is wrong.
      return parseJson(request, text, (err, parsed) => (err ? done(badRequest('Request body is not valid JSON')) : done(null, parsed)));
    });
    app.addHook('preValidation', async (request) => {
      if (request.method === 'POST' && request.body === undefined) request.body = {};
    });
  },
  { name: 'json-body' },
);
