import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createMemoryCounters, createRedisCounters, type CounterStore } from '../../shared/counter-store';
import { outageLog } from '../../shared/outage-log';

declare module 'fastify' {
  interface FastifyInstance {
    /** the one Redis connection of this app (REDIS_URL), or null: every limit then counts in this process */
    redis: Redis | null;
    /** per-client counts shared by every replica when Redis is configured */
    counters: CounterStore;
    /** tells the operator, once per outage, that a Redis command failed */
    redisTrouble: (err: unknown) => void;
  }
}

/** Redis trouble is logged once per outage and its end once (ioredis reconnects by itself, retrying every 2 s at most). */
function redisOutageLog(app: FastifyInstance, redis: Redis): (err: unknown) => void {
  const outage = outageLog(app.log, {
    down: 'Redis unavailable: each replica counts limits on its own until it returns',
    back: () => 'Redis answers again: limits are shared across replicas again',
  });
  redis.on('ready', outage.recovered);
  return (err) => void outage.failed(err);
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
 * each replica then counts the limits on its own and logs once, and the service keeps answering.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const { REDIS_URL } = app.config;
    const redis = REDIS_URL ? new Redis(REDIS_URL, { connectTimeout: 500, commandTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
    const onError = redis ? redisOutageLog(app, redis) : () => undefined;
    if (redis) {
      redis.on('error', onError);
      // Without an offline queue a command before the connection is up fails open: start connected when Redis answers.
      app.addHook('onReady', () => connected(redis, 2000));
      app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
      app.readinessChecks.set('redis', () => redis.ping());
    }
    app.decorate('redis', redis);
    app.decorate('redisTrouble', onError);
    app.decorate('counters', redis ? createRedisCounters(redis, onError) : createMemoryCounters());
  },
  { name: 'redis', dependencies: ['context', 'readiness'] },
);
