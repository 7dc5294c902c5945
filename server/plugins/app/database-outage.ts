import type { FastifyBaseLogger } from 'fastify';
import { outageLog } from '../../shared/outage-log';

/**
 * The database's outage, logged once each way (shared/outage-log.ts). Nothing tells us it is back, so while it is
 * away a ping every probeMs (failing fast: the pool's connect timeout) notices its return.
 */
export function databaseOutageLog(ping: () => Promise<unknown>, log: FastifyBaseLogger, probeMs = 2_000) {
  let timer: NodeJS.Timeout | undefined;
  const outage = outageLog(log, {
    down: 'database unavailable: requests answer 503 with Retry-After until it returns',
    back: (refused) => `database answers again; ${refused} requests were answered 503 meanwhile`,
  });
  const back = () => (clearInterval(timer), outage.recovered());
  return {
    refused(err: unknown): void {
      if (outage.failed(err)) timer = setInterval(() => void ping().then(back, () => undefined), probeMs).unref();
    },
    stop: () => clearInterval(timer),
  };
}
