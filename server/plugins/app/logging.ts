import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '../../config';

type Writable = { write: (text: string) => unknown };
type Entry = { level: number; time: number; msg?: string; err?: { message?: string; stack?: string } };

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: '', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);

/** One pino entry as a person reads it: "14:02:11 GET /api/health 200 3 ms"; errors keep their stack. */
export function readableLine(json: string): string {
  const entry = JSON.parse(json) as Entry;
  const level = LEVELS[entry.level] ?? String(entry.level);
  const error = entry.err ? `\n  ${entry.err.stack ?? entry.err.message ?? ''}` : '';
  return `${clock(entry.time)} ${level ? `${level} ` : ''}${entry.msg ?? ''}${error}\n`;
}

/** A pino destination that prints readable lines; JSON stays for LOG_FORMAT=json (what a collector wants). */
export const readableStream = (out: Writable): Writable => ({ write: (json) => out.write(readableLine(json)) });

export function loggerOptions(config: Config, out: Writable = process.stdout): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.LOG_LEVEL === 'silent') return { logger: false };
  if (config.LOG_FORMAT === 'json') return { logger: { level: config.LOG_LEVEL, stream: out } };
  // Fastify's own two entries per request give way to one short line (registerRequestLines).
  return { logger: { level: config.LOG_LEVEL, stream: readableStream(out) }, logController: new LogController({ disableRequestLogging: true }) };
}

/** Readable format only: one line per API call, with its status and time; static files stay quiet. */
export function registerRequestLines(app: FastifyInstance, config: Config): void {
  if (config.LOG_LEVEL === 'silent' || config.LOG_FORMAT === 'json') return;
  app.addHook('onResponse', async (request, reply) => {
    if (!request.originalUrl.startsWith('/api/')) return;
    request.log.info(`${request.method} ${request.originalUrl} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
  });
}
