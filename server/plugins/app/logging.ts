import fp from 'fastify-plugin';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../../config';

type Writable = { write: (text: string) => unknown };
type Entry = { level: number; time: number; msg?: string; reqId?: string; err?: { message?: string; stack?: string } };

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: '', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);

/** One pino entry as a person reads it: "14:02:11 GET /api/health 200 3 ms"; errors keep their stack. */
export function readableLine(json: string): string {
  const entry = JSON.parse(json) as Entry;
  const level = LEVELS[entry.level] ?? String(entry.level);
  const error = entry.err ? `\n  ${entry.err.stack ?? entry.err.message ?? ''}` : '';
  // A warning or an error names its request, to find the balancer's line for it; the request lines stay short.
  const request = entry.reqId && entry.level >= 40 ? ` (request ${entry.reqId})` : '';
  return `${clock(entry.time)} ${level ? `${level} ` : ''}${entry.msg ?? ''}${request}${error}\n`;
}

/** A pino destination that prints readable lines; JSON stays for LOG_FORMAT=json (what a collector wants). */
export const readableStream = (out: Writable): Writable => ({ write: (json) => out.write(readableLine(json)) });

export function loggerOptions(config: Config, out: Writable = process.stdout): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.LOG_LEVEL === 'silent') return { logger: false };
  if (config.LOG_FORMAT === 'json') return { logger: { level: config.LOG_LEVEL, stream: out } };
  // Fastify's own two entries per request give way to one short line (requestLinesPlugin).
  return { logger: { level: config.LOG_LEVEL, stream: readableStream(out) }, logController: new LogController({ disableRequestLogging: true }) };
}

/** Readable format only: one line per API call, with its status and time; static files stay quiet. */
export const requestLinesPlugin = fp(
  async (app: FastifyInstance) => {
    const { LOG_LEVEL, LOG_FORMAT } = app.config;
    if (LOG_LEVEL === 'silent' || LOG_FORMAT === 'json') return;
    app.addHook('onResponse', async (request, reply) => {
      if (!request.originalUrl.startsWith('/api/')) return;
      request.log.info(`${request.method} ${request.originalUrl} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
    });
  },
  { name: 'request-lines', dependencies: ['context'] },
);

// What a balancer sends (nginx's $request_id is 32 hex digits, others a UUID): short, and nothing that could forge a log line.
const REQUEST_ID = /^[\w.:@=+/-]{1,128}$/;

/** The request's id: the balancer's X-Request-Id when it is a sane one, else a fresh UUID. Every log line of the request carries it. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export const requestIdOptions: Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'> = { requestIdHeader: false, genReqId: requestIdOf };

/** The id goes back in X-Request-Id, so a client's report or the balancer's log finds the server's lines. */
export const requestIdEchoPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id));
  },
  { name: 'request-id-echo' },
);
