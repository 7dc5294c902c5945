import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type DbHandle = { db: Db; close: () => Promise<void>; kind: 'pglite' | 'postgres' };

/** dataDir 'memory://' keeps everything in memory (tests); a path keeps it on disk. */
export async function openPglite(dataDir: string): Promise<DbHandle> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return { db, close: () => client.close(), kind: 'pglite' };
}

export async function openPostgres(url: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Both drivers expose the same query builder; the PGlite type stands for both.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, close: () => pool.end(), kind: 'postgres' };
}

export function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
