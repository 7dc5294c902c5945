import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { tooMany } from '../app/errors';

/**
 * A generous per-IP cap over the whole API (finer OTP caps live in the OTP service). Counters
 * live in Redis when REDIS_URL is set, so every replica shares them; in memory otherwise.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { RATE_LIMIT_MAX, REDIS_URL } = app.config;
  if (RATE_LIMIT_MAX === 0) return;
  // Fail fast per request rather than queueing when Redis is away; skipOnError then lets traffic through.
  const redis = REDIS_URL ? new Redis(REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis unavailable'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  await app.register(rateLimit, {
    global: true,
    max: RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    nameSpace: 'gymkhana-rl-',
    skipOnError: true,
    // Static files of the SPA are cheap and many per page; the cap guards the API.
    allowList: (request) => !request.url.startsWith('/api'),
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) => tooMany('Too many requests. Please try again later.', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
