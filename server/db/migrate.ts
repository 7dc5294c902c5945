import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DbHandle } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every committed migration not yet applied; safe to run at each start; outside the time budget. */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.adminDb, { migrationsFolder });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- same builder, other driver type
  else await migratePg(handle.adminDb as any, { migrationsFolder });
}
