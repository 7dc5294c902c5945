import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { endpoints } from '@contract/endpoints';
import { isDatabaseUnavailable } from '../../db/pg-errors';
import { routePath } from '../../routes/define-route';
import { createGymSearch } from '../../domains/gyms';
import { withAnswerCache, type CachedSearcher } from '../../domains/gyms';

declare module 'fastify' {
  interface FastifyInstance {
    /** gym search with its answers kept for SEARCH_CACHE_TTL_MS, and served past it while the database is away */
    gymSearch: CachedSearcher;
  }
}

/** Writes that change what search shows: a gym, its plans (price), photos (cover), reviews (rating), classes (classCategory) or an admin's decision (badge, suspension). */
const CHANGES_SEARCH = /^\/api\/(gyms|plans|reviews|classes|admin)\.php\//;

/** The Redis channel on which a replica tells the others that search answers changed. */
const FORGET_CHANNEL = 'gymkhana:search-forget';

/**
 * With Redis, a write on any replica makes every replica forget its kept answers (pub/sub); a lost
 * message costs at most the answers' lifetime (SEARCH_CACHE_TTL_MS), never a wrong answer for longer.
 */
function forgetAcrossReplicas(app: FastifyInstance): () => void {
  const { redis } = app;
  if (!redis || app.config.SEARCH_CACHE_TTL_MS === 0) return () => undefined;
  // A subscribed connection can do nothing else; it queues SUBSCRIBE until connected and resubscribes after a drop.
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', () => undefined);
  subscriber.on('message', () => app.gymSearch.forget());
  void subscriber.subscribe(FORGET_CHANNEL).catch((err: unknown) => app.log.warn({ err }, 'search cache: no Redis subscription, answers expire by their TTL'));
  app.addHook('onClose', async () => void (await subscriber.quit().catch(() => subscriber.disconnect())));
  return () => void redis.publish(FORGET_CHANNEL, '1').catch(() => undefined);
}

/**
 * One search for the app. A write to gyms, plans or reviews that succeeds forgets every kept answer
 * before its answer is sent, so whoever made it sees it in their next search; other replicas forget
 * theirs when told through Redis, else their answers expire within SEARCH_CACHE_TTL_MS.
 */
export const gymSearchPlugin = fp(
  async (app: FastifyInstance) => {
    const { SEARCH_CACHE_TTL_MS: ttlMs, SEARCH_CACHE_MAX: maxEntries } = app.config;
    const options = { ttlMs, maxEntries, now: () => app.now(), serveStaleWhen: isDatabaseUnavailable };
    app.decorate('gymSearch', withAnswerCache(createGymSearch(app.db), options));
    const tellOthers = forgetAcrossReplicas(app);
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 300 && CHANGES_SEARCH.test(request.routeOptions.url ?? '')) {
        app.gymSearch.forget();
        tellOthers();
      }
    });
  },
  { name: 'gym-search', dependencies: ['context', 'db', 'redis'] },
);

const SEARCH_URL = routePath(endpoints.searchGyms);

/**
 * A kept search answer is checked and encoded once: a search envelope whose data is the very object sent
 * before (a kept answer is never changed), with the same status and message, reuses that JSON.
 */
export function encodingKeptAnswersOnce<S>(compile: FastifySerializerCompiler<S>): FastifySerializerCompiler<S> {
  return (route) => {
    const serialize = compile(route);
    if (route.url !== SEARCH_URL) return serialize;
    const encoded = new WeakMap<object, { status: unknown; message: unknown; json: string }>();
    return (payload) => {
      const { status, message, data } = (payload ?? {}) as { status?: unknown; message?: unknown; data?: unknown };
      if (typeof data !== 'object' || data === null) return serialize(payload);
      const kept = encoded.get(data);
      if (kept && kept.status === status && kept.message === message) return kept.json;
      const json = serialize(payload);
      encoded.set(data, { status, message, json });
      return json;
    };
  };
}
