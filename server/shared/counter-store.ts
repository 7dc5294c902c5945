import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Gives back a slot taken with take(). */
export type Release = () => Promise<void>;

/**
 * Per-client counts that every replica must share: in memory for one process, in Redis when
 * REDIS_URL is set. take() holds one of `max` slots of `key` until released, or for holdMs at
 * most (a replica that dies mid-request must not keep the slot forever).
 */
export type CounterStore = {
  take: (key: string, max: number, holdMs: number) => Promise<Release | null>;
};

export function createMemoryCounters(): CounterStore {
  const held = new Map<string, number>();
  return {
    // Synchronous inside: two requests of one client never both see the last free slot.
    take: async (key, max) => {
      const now = held.get(key) ?? 0;
      if (now >= max) return null;
      held.set(key, now + 1);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        const left = (held.get(key) ?? 1) - 1;
        if (left <= 0) held.delete(key);
        else held.set(key, left);
      };
    },
  };
}

// One sorted set per key: member = ticket, score = when its hold runs out (Redis's own clock, the same for every replica).
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** Shared by every replica on one Redis. Redis away: this process counts on its own (own) and onError is told. */
export function createRedisCounters(redis: Redis, onError: (err: unknown) => void, prefix = 'gymkhana:slots:', own = createMemoryCounters()): CounterStore {
  return {
    take: async (key, max, holdMs) => {
      const id = `${prefix}${key}`;
      const ticket = randomUUID();
      try {
        const granted = await redis.eval(TAKE_SCRIPT, 1, id, max, holdMs, ticket);
        if (granted !== 1) return null;
      } catch (err) {
        onError(err);
        return own.take(key, max, holdMs);
      }
      return async () => void (await redis.zrem(id, ticket).catch(onError));
    },
  };
}
