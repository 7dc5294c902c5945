import type { FastifyInstance } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { endpoints } from '@contract/endpoints';
import type { Db } from '../../db/client';
import { routePath } from '../../routes/define-route';
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
