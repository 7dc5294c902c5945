import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany } from '../app/errors';
import { looksLikeFile } from './static';

/** Static files are cheap and many per page; the API and every page navigation (drawn or looked up per request) are counted. */
function uncounted(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0]!;
  return !pathname.startsWith('/api') && looksLikeFile(pathname);
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
    // The app's one Redis connection (plugins/app/redis.ts fails fast and logs); skipOnError lets traffic through when it is away.
    const { redis } = app;
    await app.register(rateLimit, {
      global: true,
      max: RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      nameSpace: 'gymkhana-rl-',
      skipOnError: true,
      allowList: uncounted,
      ...(redis ? { redis } : {}),
      errorResponseBuilder: (_request, context) => tooMany('Too many requests. Please try again later.', Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limit', dependencies: ['context', 'redis'] },
);
