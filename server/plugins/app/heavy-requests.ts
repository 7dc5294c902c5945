import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { routePath } from '../../routes/define-route';
import type { Release } from '../../shared/counter-store';
import { DRAWN_PAGE_ROUTES } from '../external/pages';
import { tooMany } from './errors';

/** Calls whose database work grows with the data (search over every gym, compare), and the pages that run one and draw it: capped per client. */
const HEAVY_ROUTES = new Set([routePath(endpoints.searchGyms), routePath(endpoints.compareGyms), ...Object.values(DRAWN_PAGE_ROUTES)]);
/** A slot outlives its request only when a replica dies mid-request; far above any statement's budget. */
const HOLD_MS = 60_000;

/**
 * At most `max` heavy calls in flight per client address (request.ip: the real client behind a proxy
 * when TRUST_PROXY is set), counted across replicas when Redis is configured; one more answers 429 at
 * once instead of queueing behind them, so one client cannot fill the database's queue for everyone else.
 */
export const heavyRequestCapPlugin = fp(
  async (app: FastifyInstance) => {
    const max = app.config.MAX_HEAVY_PER_CLIENT;
    if (max === 0) return;
    const held = new WeakMap<FastifyRequest, Release>();
    // Once per request, whether it was answered or its client went away.
    const release = async (request: FastifyRequest) => {
      const give = held.get(request);
      held.delete(request);
      await give?.();
    };
    app.addHook('onRequest', async (request) => {
      if (!HEAVY_ROUTES.has(request.routeOptions.url ?? '')) return;
      const give = await app.counters.take(`heavy:${request.ip}`, max, HOLD_MS);
      if (!give) throw tooMany('Too many requests. Please try again later.', 1);
      // The client may have gone while Redis answered: its abort hook has run already.
      if (request.raw.destroyed) return give();
      held.set(request, give);
    });
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);
  },
  { name: 'heavy-request-cap', dependencies: ['context', 'redis'] },
);
