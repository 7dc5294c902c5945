import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { routePath } from '../../routes/define-route';
import { tooMany } from './errors';

/** Calls whose database work grows with the data (search over every gym, compare): capped per client. */
const HEAVY_ROUTES = new Set([routePath(endpoints.searchGyms), routePath(endpoints.compareGyms)]);

/**
 * At most `max` heavy calls in flight per client address; one more answers 429 at once instead of
 * queueing behind them, so one client cannot fill the database's queue for everyone else.
 */
export function registerHeavyRequestCap(app: FastifyInstance): void {
  const max = app.config.MAX_HEAVY_PER_CLIENT;
  if (max === 0) return;
  const inFlight = new Map<string, number>();
  const counted = new WeakSet<FastifyRequest>();
  // Once per request, whether it was answered or its client went away.
  const release = async (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    const left = (inFlight.get(request.ip) ?? 1) - 1;
    if (left <= 0) inFlight.delete(request.ip);
    else inFlight.set(request.ip, left);
  };
  app.addHook('onRequest', async (request) => {
    if (!HEAVY_ROUTES.has(request.routeOptions.url ?? '')) return;
    const now = inFlight.get(request.ip) ?? 0;
    if (now >= max) throw tooMany('Too many requests. Please try again later.', 1);
    inFlight.set(request.ip, now + 1);
    counted.add(request);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
