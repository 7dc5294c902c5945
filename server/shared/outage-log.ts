import type { FastifyBaseLogger } from 'fastify';

/**
 * One warning when a dependency (the database, Redis) goes away and one line when it is back, however many
 * failures came between: an outage under load must not write a line per request. `failed` is true for an outage's first.
 */
export function outageLog(log: FastifyBaseLogger, words: { down: string; back: (failures: number) => string }) {
  let since: number | null = null;
  let failures = 0;
  return {
    failed(err: unknown): boolean {
      failures += 1;
      if (since !== null) return false;
      since = Date.now();
      log.warn({ err }, words.down);
      return true;
    },
    recovered(): void {
      if (since === null) return;
      log.info({ failures, downMs: Date.now() - since }, words.back(failures));
      since = null;
      failures = 0;
    },
  };
}
