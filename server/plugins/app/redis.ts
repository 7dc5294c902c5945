import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createMemoryCounters, createRedisCounters, type CounterStore } from '../../shared/counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** the one Redis connection of this app (REDIS_URL), or null: every limit then counts in this process */
    redis: Redis | null;
    /** per-client counts shared by every replica when Redis is configured */
    counters: CounterStore;
  }
}

/** Logs Redis trouble at most once per interval: a dead Redis under load must not flood the log. */
function throttledWarn(app: FastifyInstance, message: string, everyMs = 10_000): (err: unknown) => void {
  let last = 0;
  return (err) => {
    const at = Date.now();
    if (at - last < everyMs) return;
    last = at;
    app.log.warn({ err }, message);
  };
}

/** Resolves once connected, or after waitMs either way (a Redis that is away must not stop the start). */
function connected(redis: Redis, waitMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    redis.once('ready', done);
  });
}

/**
 * Fails fast rather than queueing when Redis is away (no offline queue, short connect and command timeouts):
 * the limits then let traffic through and log, and the service keeps answering.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const { REDIS_URL } = app.config;
    const redis = REDIS_URL ? new Redis(REDIS_URL, { connectTimeout: 500, commandTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
    const onError = throttledWarn(app, 'Redis unavailable: shared limits let requests through');
    if (redis) {
      redis.on('error', onError);
      // Without an offline queue a command before the connection is up fails open: start connected when Redis answers.
      app.addHook('onReady', () => connected(redis, 2000));
      app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
      app.readinessChecks.set('redis', () => redis.ping());
    }
    app.decorate('redis', redis);
    app.decorate('counters', redis ? createRedisCounters(redis, onError) : createMemoryCounters());
  },
  { name: 'redis', dependencies: ['context', 'readiness'] },
);
