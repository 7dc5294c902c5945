import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createGymSearch } from '../../services/gym-search-service';
import { withAnswerCache, type CachedSearcher } from '../../services/search-answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** gym search with its answers kept for SEARCH_CACHE_TTL_MS */
    gymSearch: CachedSearcher;
  }
}

/** Writes that change what search shows: a gym, its plans (price), photos (cover) or reviews (rating). */
const CHANGES_SEARCH = /^\/api\/(gyms|plans|reviews)\.php\//;

/**
 * One search for the app. A write to gyms, plans or reviews that succeeds forgets every kept answer
 * before its answer is sent, so whoever made it sees it in their next search.
 */
export function registerGymSearch(app: FastifyInstance, db: Db): void {
  const { SEARCH_CACHE_TTL_MS: ttlMs, SEARCH_CACHE_MAX: maxEntries } = app.config;
  app.decorate('gymSearch', withAnswerCache(createGymSearch(db), { ttlMs, maxEntries, now: () => app.now() }));
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300 && CHANGES_SEARCH.test(request.routeOptions.url ?? '')) app.gymSearch.forget();
  });
}
