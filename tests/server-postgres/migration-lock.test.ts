// Collected only when TEST_DATABASE_URL names a PostgreSQL (vitest.config.ts): the row lock lives there.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type DbHandle } from '@server/db/client';
import { prepareDatabase } from '@server/db/migrate';

const serverUrl = process.env.TEST_DATABASE_URL!;
const countGyms = async (handle: DbHandle) => {
  const result = await handle.adminDb.execute(sql`select count(*)::int as n from gyms`);
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]!.n);
};

describe('PostgreSQL: replicas started at the same moment', () => {
  const name = `gymkhana_lock_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('exactly one migrates and seeds; the others wait, then find it done; none fails', async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    // Each replica has its own pools, as separate processes would; the statement budget is on, as in production.
    const replicas = await Promise.all([1, 2, 3].map(() => openPostgres(url.toString(), { statementTimeoutMs: 5000 })));
    try {
      const outcomes = await Promise.allSettled(replicas.map((handle) => prepareDatabase(handle, { seed: true })));
      const rejected = outcomes.filter((o) => o.status === 'rejected');
      expect(rejected).toEqual([]);
      const seeded = outcomes.map((o) => (o as PromiseFulfilledResult<number>).value);
      expect(seeded.filter((n) => n > 0)).toHaveLength(1);
      expect(await countGyms(replicas[0]!)).toBe(Math.max(...seeded));
    } finally {
      await Promise.all(replicas.map((handle) => handle.close()));
    }
  });
});
