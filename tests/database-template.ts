import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { openPglite, openPostgres } from '@server/db/client';
import { migrate } from '@server/db/migrate';

/** PGlite: a tar of a data directory with every migration applied; PostgreSQL: a migrated database to copy. */
export type DatabaseTemplate = { kind: 'pglite'; tarFile: string } | { kind: 'postgres'; name: string };

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated database that each test file's starts as a copy of (the 21 migrations cost a file about 3 s): on
 * PostgreSQL when `serverUrl` names one, else PGlite's data directory as a tar. `drop` removes it.
 */
export async function createTemplate(serverUrl: string | undefined): Promise<{ template: DatabaseTemplate; drop: () => Promise<void> }> {
  if (serverUrl) {
    const name = `gymkhana_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const handle = await openPostgres(databaseUrl(serverUrl, name));
    await migrate(handle).finally(() => handle.close());
    return { template: { kind: 'postgres', name }, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'gymkhana-test-db-'));
  const handle = await openPglite('memory://');
  const tarFile = join(dir, 'migrated.tar');
  try {
    await migrate(handle);
    // PGlite dumps gzipped (backups); a tar loads without the unzip.
    writeFileSync(tarFile, gunzipSync(await handle.dumpDataDir!()));
  } finally {
    await handle.close();
  }
  return { template: { kind: 'pglite', tarFile }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
