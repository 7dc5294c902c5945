import type { FastifyBaseLogger } from 'fastify';

/**
 * One warning when the database goes away and one line when it answers again, however many requests
 * were refused between: an outage under load must not write a 500 and a stack per request. While it is
 * away a ping every probeMs (failing fast: the pool's connect timeout) notices its return.
 */
export function databaseOutageLog(ping: () => Promise<unknown>, log: FastifyBaseLogger, probeMs = 2_000) {
  let since: number | null = null;
  let refused = 0;
  let timer: NodeJS.Timeout | undefined;
  const back = () => {
    clearInterval(timer);
    log.info({ refused, downMs: Date.now() - since! }, `database answers again; ${refused} requests were answered 503 meanwhile`);
    since = null;
    refused = 0;
  };
  return {
    refused(err: unknown): void {
      refused += 1;
      if (since !== null) return;
      since = Date.now();
      log.warn({ err }, 'database unavailable: requests answer 503 with Retry-After until it returns');
      timer = setInterval(() => void ping().then(() => since !== null && back(), () => undefined), probeMs).unref();
    },
    stop: () => clearInterval(timer),
  };
}
