import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite, type DbHandle } from '@server/db/client';
import { prepareDatabase } from '@server/db/migrate';

const countGyms = async (handle: DbHandle) => {
  const result = await handle.adminDb.execute(sql`select count(*)::int as n from gyms`);
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]!.n);
};

describe('start-up on an empty database', () => {
  it('seeds once however many times it runs (PGlite: one process, no lock)', async () => {
    const handle = await openPglite('memory://');
    try {
      const first = await prepareDatabase(handle, { seed: true });
      expect(first).toBeGreaterThan(0);
      expect(await prepareDatabase(handle, { seed: true })).toBe(0);
      expect(await countGyms(handle)).toBe(first);
    } finally {
      await handle.close();
    }
  });
});
