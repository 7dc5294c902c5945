import { sql } from 'drizzle-orm';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type DbHandle, type DbOptions } from '@server/db/client';
import { migrate } from '@server/db/migrate';

/**
 * One database per test file: in-memory PGlite by default, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a fresh database created on it (dropped on close), so files never collide.
 */
export async function openTestDatabase(options: DbOptions = {}): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite('memory://', options);
    await migrate(handle);
    return handle;
  }
  const name = `gymkhana_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), options);
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Empties every table (fast, keeps the schema): call between tests. */
export async function resetDatabase(handle: DbHandle): Promise<void> {
  const result = await handle.adminDb.execute(
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename not like '__drizzle%'`,
  );
  const rows = ((result as unknown as { rows?: { tablename: string }[] }).rows ?? (result as unknown as { tablename: string }[]));
  if (rows.length === 0) return;
  const list = rows.map((r) => `"${r.tablename}"`).join(', ');
  await handle.adminDb.execute(sql.raw(`truncate ${list} restart identity cascade`));
}
