/**
 * Backups of a PostgreSQL database (DATABASE_URL) with the server's own tools from Debian's postgresql-client:
 * `pg_dump -Fc` takes a consistent snapshot while the replicas run; `pg_restore --single-transaction` puts it back
 * all or nothing. Both read the password from the URL, never from an argument another user could see in `ps`.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The URL's password in PGPASSWORD, the rest as the connection string: a password in argv shows in `ps`. */
function connectionOf(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The tool's own words when it fails (its stderr), not node's "Command failed" with the whole command line. */
async function tool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(command, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string | number };
    if (code === 'ENOENT') throw new Error(`${command} is not installed: apt-get install postgresql-client (the server's major version or newer)`);
    throw new Error(`${command} failed: ${(stderr ?? String(error)).trim()}`);
  }
}

/** `pg_dump -Fc` into `out`, written under a temporary name and renamed when complete. */
export async function backupPostgres(databaseUrl: string, out: string): Promise<{ bytes: number }> {
  const { dbname, env } = connectionOf(databaseUrl);
  await mkdir(dirname(out), { recursive: true });
  const partial = `${out}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await tool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${dbname}`], env);
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { bytes: (await stat(out)).size };
}

/** Other sessions on the database: replicas still running would write between the restore's drop and its load. */
async function otherSessions(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Replaces the database's contents with a `pg_dump -Fc` file in one transaction: a bad file changes nothing. */
export async function restorePostgres(databaseUrl: string, file: string, { force = false } = {}): Promise<void> {
  await stat(file).catch(() => {
    throw new Error(`No backup file at ${file}`);
  });
  const sessions = await otherSessions(databaseUrl);
  if (sessions > 0 && !force) throw new Error(`${sessions} other session(s) are connected to this database: stop the replicas first, or pass --force`);
  const { dbname, env } = connectionOf(databaseUrl);
  await tool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file], env);
}
