import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { tooMany } from '../app/errors';
import { looksLikeFile } from './static';

/** Static files are cheap and many per page; the API and every page navigation (drawn or looked up per request) are counted. */
function uncounted(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0]!;
  return !pathname.startsWith('/api') && looksLikeFile(pathname);
}

/** Counts in Redis; a count Redis cannot take (away, timed out) is taken in this process instead, so each replica still caps on its own. */
function sharedOrOwnStore(redis: Redis, nameSpace: string, onError: (err: unknown) => void): FastifyRateLimitStoreCtor {
  const both = (shared: FastifyRateLimitStore, own: FastifyRateLimitStore): FastifyRateLimitStore => ({
    incr: (key, callback, timeWindow, max) =>
      shared.incr(key, (error, result) => (error ? (onError(error), own.incr(key, callback, timeWindow, max)) : callback(null, result)), timeWindow, max),
    child: (routeOptions) => both(shared.child(routeOptions), own.child(routeOptions)),
  });
  return class {
    constructor({ continueExceeding = false, exponentialBackoff = false }) {
      return both(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * A generous per-IP cap over the whole API and the page navigations (finer OTP caps live in the OTP service). Counters
 * live in Redis when REDIS_URL is set, so every replica shares them; in memory otherwise. The IP is request.ip: the
 * client from X-Forwarded-For when TRUST_PROXY is set.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { RATE_LIMIT_MAX } = app.config;
    if (RATE_LIMIT_MAX === 0) return;
    // The app's one Redis connection (plugins/app/redis.ts fails fast and logs); away, each replica counts on its own.
    const { redis } = app;
    const nameSpace = 'gymkhana-rl-';
    await app.register(rateLimit, {
      global: true,
      max: RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      nameSpace,
      allowList: uncounted,
      ...(redis ? { store: sharedOrOwnStore(redis, nameSpace, app.redisTrouble) } : {}),
      errorResponseBuilder: (_request, context) => tooMany('Too many requests. Please try again later.', Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limit', dependencies: ['context', 'redis'] },
);
