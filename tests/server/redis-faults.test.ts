import { describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { createRedisCounters } from '@server/shared/counter-store';
import type { Redis } from 'ioredis';
import { useTestServer } from '@tests/utils/build-server';
import { testConfig } from '@tests/utils/test-config';

const server = useTestServer();

describe('Redis away (nothing listens on port 1)', () => {
  it('each replica caps the API on its own count, and the outage is logged once, not per request', async () => {
    const lines: string[] = [];
    const config = testConfig({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: 2, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' });
    const app = await buildApp({ config, db: server.current.handle.db, logTo: { write: (text) => lines.push(text) } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await app.inject({ url: '/api/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect(lines.filter((line) => line.includes('Redis unavailable'))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('counters fall back to this process: its slots still run out', async () => {
    const failing = { eval: () => Promise.reject(new Error('Connection is closed.')) } as unknown as Redis;
    const errors: unknown[] = [];
    const counters = createRedisCounters(failing, (err) => errors.push(err));
    const first = await counters.take('heavy:a', 1, 1000);
    expect(first).not.toBeNull();
    expect(await counters.take('heavy:a', 1, 1000)).toBeNull();
    await first!();
    expect(await counters.take('heavy:a', 1, 1000)).not.toBeNull();
    expect(errors).toHaveLength(3);
  });
});
