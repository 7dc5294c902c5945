import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DbHandle, type DbOptions } from '@server/db/client';
import { adminQuery, createTemplate, databaseUrl, type DatabaseTemplate } from '../database-template';

/**
 * One database per test file, a copy of the run's migrated one (tests/server-global-setup.ts): in-memory PGlite by
 * default, or, when TEST_DATABASE_URL names a PostgreSQL server, a fresh database created on it from the template
 * (dropped on close), so files never collide. Outside the test runner (bench/gateway-lock.ts) it makes its own template.
 */
export async function openTestDatabase(options: DbOptions = {}): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const own = process.env.VITEST ? undefined : await createTemplate(serverUrl);
  try {
    return await copyOf(own?.template ?? inject('databaseTemplate'), serverUrl, options);
  } finally {
    await own?.drop();
  }
}

async function copyOf(template: DatabaseTemplate, serverUrl: string | undefined, options: DbOptions): Promise<DbHandle> {
  if (template.kind === 'pglite') return openPglite('memory://', { ...options, loadDataDir: readFileSync(template.tarFile) });
  if (!serverUrl) throw new Error('a PostgreSQL template without TEST_DATABASE_URL');
  const name = `gymkhana_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template.name}`);
  const handle = await openPostgres(databaseUrl(serverUrl, name), options);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

// PGlite's driver answers { rows }, node-postgres's drizzle the rows themselves.
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

const tablesOf = new WeakMap<DbHandle, string[]>();

/** The tables a test can write (not drizzle's own), looked up once per database. */
async function tables(handle: DbHandle): Promise<string[]> {
  const known = tablesOf.get(handle);
  if (known) return known;
  const result = await handle.adminDb.execute(
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename not like '__drizzle%'`,
  );
  const names = rowsOf<{ tablename: string }>(result).map((r) => `"${r.tablename}"`);
  tablesOf.set(handle, names);
  return names;
}

/**
 * Empties every table, keeping the schema: call between tests. Only the tables holding rows are truncated (a test
 * writes a few of 30; truncating all of them cost PGlite about 150 ms a test).
 */
export async function resetDatabase(handle: DbHandle): Promise<void> {
  const all = await tables(handle);
  if (all.length === 0) return;
  const used = await handle.adminDb.execute(sql.raw(all.map((t) => `select '${t}' as t where exists (select from ${t})`).join(' union all ')));
  const list = rowsOf<{ t: string }>(used).map((r) => r.t);
  if (list.length > 0) await handle.adminDb.execute(sql.raw(`truncate ${list.join(', ')} restart identity cascade`));
}
