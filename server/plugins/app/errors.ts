import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrors } from '@contract/common';

/** The one way a service says "no": an HTTP status and the message the user reads. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new HttpError(400, message, fields ? { fields } : undefined);
export const unauthorized = (message = 'Unauthorized access') => new HttpError(401, message);
export const forbidden = (message = 'Access forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { retryAfter: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });

function fieldErrors(issues: { instancePath: string; message?: string; params?: unknown }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    fields[field] ??= issue.message ?? 'Validation error';
  }
  return fields;
}

/** Every error leaves as the envelope {status:'Error', message, data?}; a 500 never carries internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.headers(error.headers).status(error.statusCode).send({ status: 'Error', message: error.message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(error.validation);
      return reply.status(400).send({ status: 'Error', message: Object.values(fields)[0] ?? 'Validation error', data: { fields } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ status: 'Error', message: 'Server error. Please try again later.' });
    }
    if (status === 429) return reply.status(429).send({ status: 'Error', message: 'Too many requests. Please try again later.' });
    if (status === 413) return reply.status(413).send({ status: 'Error', message: 'Request too large' });
    if (status === 415) return reply.status(415).send({ status: 'Error', message: 'Requests must be JSON' });
    return reply.status(status).send({ status: 'Error', message: status === 400 ? 'Validation error' : error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ status: 'Error', message: 'Not found' }));
}
