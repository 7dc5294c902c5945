import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { DbHandle } from './client';
import { gyms } from './schema';
import { seedDemo } from './seed';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every committed migration not yet applied; safe to run at each start; outside the time budget. */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.adminDb, { migrationsFolder });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- same builder, other driver type
  else await migratePg(handle.adminDb as any, { migrationsFolder });
}

/** Fixed key of the start-up lock: every replica of every version asks for the same one. */
export const MIGRATION_LOCK_KEY = 720_020;

/**
 * Runs `work` while holding a session advisory lock on its own connection, so replicas started at
 * once on one PostgreSQL database migrate and seed one after another (the later ones find nothing
 * to do). A process that dies holding it drops its connection, and with it the lock. PGlite has
 * one process and needs no lock.
 */
export async function underMigrationLock<T>(handle: DbHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  const pool = (handle.adminDb as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    // Unlock failing (connection gone) drops the lock anyway; the connection is discarded then.
    const unlocked = await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(() => true, () => false);
    client.release(!unlocked);
  }
}

/** Demo gyms into an empty database; the count seeded, 0 when it held gyms already. */
export async function seedIfEmpty(handle: DbHandle): Promise<number> {
  const existing = await handle.adminDb.select({ id: gyms.id }).from(gyms).limit(1);
  if (existing.length > 0) return 0;
  return (await seedDemo(handle.adminDb)).gyms;
}

/** What every start does before listening: migrate, then seed when asked, one replica at a time. */
export function prepareDatabase(handle: DbHandle, { seed }: { seed: boolean }): Promise<number> {
  return underMigrationLock(handle, async () => {
    await migrate(handle);
    return seed ? seedIfEmpty(handle) : 0;
  });
}
