import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type FieldErrors } from '@contract/common';
import { isDatabaseUnavailable, isStatementTimeout } from '../../db/pg-errors';
import { pingDatabase } from '../../shared/health-service';
import { databaseOutageLog } from './database-outage';
import { Refusal, type RefusalKind } from '../../shared/refusals';

/** How a route or a plugin says "no" in HTTP's words (a status, the message the user reads); rules throw a Refusal instead. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: unknown,
    readonly headers: Record<string, string> = {},
    /** what went wrong underneath (a gateway's error): logged, never sent */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
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

/** The HTTP status of each kind of refusal: the only place a rule's "no" becomes a status code. */
const statusOf: Record<RefusalKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  'too-many': 429,
  'upstream-failed': 502,
  unavailable: 503,
};

/** A refusal as the API says it: a too-many tells when to try again in Retry-After as well. */
export function httpErrorOf(refusal: Refusal): HttpError {
  const retryAfter = (refusal.data as { retryAfter?: number } | undefined)?.retryAfter;
  const headers: Record<string, string> = refusal.kind === 'too-many' && retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : {};
  return new HttpError(statusOf[refusal.kind], refusal.message, refusal.data, headers, refusal.cause);
}

export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client waits before trying again when the database is busy or away. */
const RETRY_AFTER_SECONDS = '5';

type ValidationIssue = { instancePath: string; message?: string; params?: unknown };
const specMessages = new Set<string>(Object.values(messages));

/** Unknown keys are reported under their own name; an issue with no path under the part it came from. */
function issueField(issue: ValidationIssue, context: string): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const keys = (issue.params as { keys?: string[] } | undefined)?.keys;
  if (keys?.length) return [path, keys[0]].filter(Boolean).join('.');
  return path || context;
}

// The spec's own words stand alone; a library default names its field so a person knows what to fix.
function issueMessage(issue: ValidationIssue, field: string): string {
  const text = issue.message ?? 'Validation error';
  if (specMessages.has(text) || !/expected|Unrecognized|Invalid (input|option)|Too (big|small)/.test(text)) return text;
  return /Unrecognized/.test(text) ? `Unknown field: ${field}` : `${field}: ${text}`;
}

// A Map, not an object: keys like toString, constructor or __proto__ are names like any other.
function fieldErrors(issues: ValidationIssue[], context: string): FieldErrors {
  const fields = new Map<string, string>();
  for (const issue of issues) {
    const field = issueField(issue, context);
    if (!fields.has(field)) fields.set(field, issueMessage(issue, field));
  }
  return Object.fromEntries(fields);
}

/**
 * At most `perMinute` full error logs a minute; past that, one line a minute says how many were
 * left out, so a client that triggers the same failure in a loop cannot flood the log.
 */
export function errorLogSampler(perMinute: number, now: () => number = Date.now) {
  let windowStart = now();
  let logged = 0;
  let skipped = 0;
  return (log: () => void, summary: (skipped: number) => void): void => {
    if (now() - windowStart >= 60_000) {
      if (skipped > 0) summary(skipped);
      windowStart = now();
      logged = 0;
      skipped = 0;
    }
    if (logged < perMinute) {
      logged += 1;
      log();
    } else skipped += 1;
  };
}

/** Every error leaves as the envelope {status:'Error', message, data?}; a 500 never carries internals. */
export const errorHandlingPlugin = fp(
  async (app: FastifyInstance) => {
    const sampled = errorLogSampler(20);
    const databaseDown = databaseOutageLog(() => pingDatabase(app.db), app.log);
    app.addHook('onClose', async () => databaseDown.stop());
    app.setErrorHandler((thrown: FastifyError | HttpError | Refusal, request, reply) => {
      const error = thrown instanceof Refusal ? httpErrorOf(thrown) : thrown;
      if (error instanceof HttpError) {
        if (error.cause !== undefined) request.log.warn({ err: error.cause }, error.message);
        return reply.headers(error.headers).status(error.statusCode).send({ status: 'Error', message: error.message, data: error.data });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = fieldErrors(error.validation, error.validationContext ?? 'body');
        return reply.status(400).send({ status: 'Error', message: Object.values(fields)[0] ?? 'Validation error', data: { fields } });
      }
      if (isStatementTimeout(error)) {
        request.log.warn({ url: request.url }, 'database time budget exceeded');
        return reply.header('retry-after', RETRY_AFTER_SECONDS).status(503).send({ status: 'Error', message: BUSY_MESSAGE });
      }
      if (isDatabaseUnavailable(error)) {
        databaseDown.refused(error);
        return reply.header('retry-after', RETRY_AFTER_SECONDS).status(503).send({ status: 'Error', message: UNAVAILABLE_MESSAGE });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        sampled(
          () => request.log.error({ err: error }, 'request failed'),
          (skipped) => request.log.error({ skipped }, `request failed: ${skipped} more errors in the last minute not logged`),
        );
        return reply.status(500).send({ status: 'Error', message: 'Server error. Please try again later.' });
      }
      if (status === 429) return reply.status(429).send({ status: 'Error', message: 'Too many requests. Please try again later.' });
      if (status === 413) return reply.status(413).send({ status: 'Error', message: 'Request too large' });
      if (status === 415) return reply.status(415).send({ status: 'Error', message: 'Requests must be JSON' });
      return reply.status(status).send({ status: 'Error', message: status === 400 ? 'Validation error' : error.message });
    });
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ status: 'Error', message: 'Not found' }));
  },
  { name: 'error-handling', dependencies: ['db'] },
);
