// Collected only when TEST_REDIS_URL names a Redis (vitest.config.ts): CI's PostgreSQL leg sets it.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { type Config } from '@server/config';
import { testConfig } from '@tests/utils/test-config';
import type { DbHandle } from '@server/db/client';
import type { GymSearchResult } from '@contract/gyms/gyms';
import { signIn } from '@tests/utils/auth';
import { createGym } from '@tests/utils/factories';
import { openTestDatabase } from '@tests/utils/test-db';

const redisUrl = process.env.TEST_REDIS_URL!;
const SEARCH = '/api/gyms.php?action=search&q=mumbai';
// A client address of this run only: Redis keys never meet another run's.
const clientAddress = () => `203.0.113.${randomInt(1, 255)}, 10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

describe('two replicas on one Redis behind a proxy (TRUST_PROXY)', () => {
  let handle: DbHandle;
  const apps: FastifyInstance[] = [];
  const replicas = async (overrides: Partial<Config>, logTo?: { write: (text: string) => unknown }) => {
    const config = testConfig({ REDIS_URL: redisUrl, TRUST_PROXY: true, ...overrides });
    const built = await Promise.all([1, 2].map(() => buildApp({ config, db: handle.db, logTo })));
    apps.push(...built);
    // Ready first: their start-up jobs must not meet the table lock below.
    await Promise.all(built.map((app) => app.ready()));
    return built as [FastifyInstance, FastifyInstance];
  };
  beforeAll(async () => {
    handle = await openTestDatabase({ statementTimeoutMs: 300 });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await handle.close();
  });

  it('counts one client\'s heavy calls in flight once across both, keyed on X-Forwarded-For', async () => {
    const [a, b] = await replicas({ MAX_HEAVY_PER_CLIENT: 4 });
    const client = clientAddress();
    const search = (app: FastifyInstance, forwardedFor: string) => app.inject({ url: SEARCH, headers: { 'x-forwarded-for': forwardedFor } });
    let answers: number[] = [];
    let other = 0;
    // The lock keeps the searches in flight until the statement budget ends them (503).
    await handle.adminDb.transaction(async (tx) => {
      await tx.execute(sql`lock table gyms in access exclusive mode`);
      const settled = Promise.all([a, a, a, b, b].map((app) => search(app, client)));
      other = (await search(b, clientAddress())).statusCode;
      answers = (await settled).map((res) => res.statusCode);
    });
    expect(answers.filter((status) => status === 429)).toHaveLength(1);
    expect(other).not.toBe(429);
    expect((await search(b, client)).statusCode).toBe(200);
  });

  it('counts the API rate limit once across both', async () => {
    const [a, b] = await replicas({ RATE_LIMIT_MAX: 3 });
    const client = clientAddress();
    const health = (app: FastifyInstance, forwardedFor: string) => app.inject({ url: '/api/health', headers: { 'x-forwarded-for': forwardedFor } });
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await health(app, client)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await health(a, clientAddress())).statusCode).toBe(200);
  });

  it("forgets kept search answers on every replica when a write lands on one (Redis pub/sub), long before their TTL", async () => {
    const [a, b] = await replicas({ SEARCH_CACHE_TTL_MS: 10 * 60_000 });
    const owner = await signIn(a, { userType: 'gym_owner' });
    const gym = await createGym(handle.db, { ownerId: owner.user.id, name: 'Plain Gym', area: 'Juhu' });
    const word = `kettle${randomInt(1e6)}`;
    const found = async () => ((await b.inject({ url: `/api/gyms.php?action=search&q=${word}` })).json().data as GymSearchResult).items.map((g) => g.id);
    expect(await found()).toEqual([]);
    const res = await a.inject({ method: 'POST', url: '/api/gyms.php?action=update', headers: owner.headers, payload: { gymId: gym.id, name: `${word} Club` } });
    expect(res.statusCode).toBe(200);
    // The message crosses Redis on its own schedule: ask again a bounded number of times, far fewer than the TTL allows.
    let seen: string[] = [];
    for (let i = 0; i < 100 && seen.length === 0; i++) {
      seen = await found();
      if (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toEqual([gym.id]);
  });

  it('counts on each replica alone and logs when Redis is away', async () => {
    const lines: string[] = [];
    const [a] = await replicas({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: 1, MAX_HEAVY_PER_CLIENT: 1, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' }, { write: (text) => lines.push(text) });
    const client = clientAddress();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await a.inject({ url: SEARCH, headers: { 'x-forwarded-for': client } })).statusCode);
    expect(statuses).toEqual([200, 429, 429]);
    expect(lines.join('')).toContain('Redis unavailable');
  });
});
