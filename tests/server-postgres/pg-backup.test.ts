// Collected only when TEST_DATABASE_URL names a PostgreSQL (vitest.config.ts): pg_dump and pg_restore need a real server.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '@server/db/migrate';
import { openPostgres } from '@server/db/client';
import { backupPostgres, restorePostgres } from '@server/db/pg-backup';

const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `gymkhana_backup_${randomBytes(6).toString('hex')}`;
const dir = join(tmpdir(), `gymkhana-pg-backup-${randomUUID()}`);
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function query<T>(connection: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}
const subjects = async () => (await query<{ subject: string }>(url, 'select subject from contact_messages order by subject')).map((r) => r.subject);
const write = (subject: string) => query(url, `insert into contact_messages (id, name, email, subject, message) values (gen_random_uuid(), 'Asha', 'asha@example.in', '${subject}', 'Hello')`);

describe('npm run db:backup / db:restore with DATABASE_URL: pg_dump -Fc and pg_restore', () => {
  beforeAll(async () => {
    await mkdir(dir, { recursive: true });
    await query(serverUrl, `create database ${name}`);
    const handle = await openPostgres(url);
    await prepareDatabase(handle, { seed: false });
    await handle.close();
    await write('Before');
  });
  afterAll(async () => {
    await query(serverUrl, `drop database if exists ${name} with (force)`);
    await rm(dir, { recursive: true, force: true });
  });

  it('backs up to a complete custom-format file and restores the database as it was, in one transaction', async () => {
    const file = join(dir, 'copy.dump');
    const { bytes } = await backupPostgres(url, file);
    expect(bytes).toBeGreaterThan(0);
    await query(url, "delete from contact_messages where subject = 'Before'");
    await write('After');
    await restorePostgres(url, file);
    expect(await subjects()).toEqual(['Before']);
  });

  it('refuses to restore while another session is connected, unless forced', async () => {
    const file = join(dir, 'held.dump');
    await backupPostgres(url, file);
    const replica = new pg.Client({ connectionString: url });
    await replica.connect();
    try {
      await expect(restorePostgres(url, file)).rejects.toThrow('1 other session(s) are connected to this database: stop the replicas first, or pass --force');
      await restorePostgres(url, file, { force: true });
    } finally {
      await replica.end();
    }
    expect(await subjects()).toEqual(['Before']);
  });

  it('a file that is not a dump changes nothing and says pg_restore refused it', async () => {
    const bad = join(dir, 'bad.dump');
    await writeFile(bad, 'not a dump');
    await expect(restorePostgres(url, bad)).rejects.toThrow(/^pg_restore failed: /);
    expect(await subjects()).toEqual(['Before']);
  });

  it('a backup that fails leaves no file under the final name', async () => {
    const out = join(dir, 'never.dump');
    const missing = Object.assign(new URL(serverUrl), { pathname: '/gymkhana_no_such_database' }).toString();
    await expect(backupPostgres(missing, out)).rejects.toThrow(/^pg_dump failed: .*gymkhana_no_such_database/);
    await expect(import('node:fs/promises').then((fs) => fs.stat(out))).rejects.toThrow('ENOENT');
  });
});
