import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startPgliteWorker, type PgliteLike } from './pglite-proxy';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** Calls onNotify after each commit that ran NOTIFY on the channel (and after a lost connection is back); resolves to the unsubscribe. */
export type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
export type DbHandle = {
  /** what the app uses: every statement within the time budget */
  db: Db;
  /** the same database without the budget: migrations (an index on a big table takes long), seeding, tests */
  adminDb: Db;
  close: () => Promise<void>;
  listen: Listen;
  kind: 'pglite' | 'postgres';
  /** PGlite only: its data directory as a gzipped tar, consistent at one instant (backup.ts) */
  dumpDataDir?: () => Promise<Uint8Array>;
};

/**
 * statementTimeoutMs: how long one statement may run before it fails with code 57014 (0 or unset: no limit).
 * loadDataDir (PGlite): a data directory as a tar to start from instead of an empty one.
 */
export type DbOptions = { statementTimeoutMs?: number; loadDataDir?: Uint8Array };

const overPglite = (client: PgliteLike) => drizzlePglite(client as unknown as PGlite, { schema });

/**
 * dataDir 'memory://' keeps everything in memory (tests); a path keeps it on disk. PGlite runs in
 * a worker thread (pglite-worker.ts), so its queries never block the server's own thread.
 */
export async function openPglite(dataDir: string, options: DbOptions = {}): Promise<DbHandle> {
  const worker = await startPgliteWorker(dataDir, { loadDataDir: options.loadDataDir });
  return {
    db: overPglite(worker.client(options.statementTimeoutMs ?? 0)),
    adminDb: overPglite(worker.client(0)),
    close: () => worker.close(),
    listen: worker.listen,
    kind: 'pglite',
    dumpDataDir: worker.dump,
  };
}

/**
 * A request never waits long for a connection: a database that is down or restarting fails the wait within
 * connectionTimeoutMillis (answered 503), idle connections are dropped before a firewall or restart cuts them,
 * and keep-alive notices a dead peer; each new request connects afresh, so the service is back as soon as the database is.
 */
export const POOL_TIMEOUTS = { connectionTimeoutMillis: 1500, idleTimeoutMillis: 10_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 } as const;

export async function openPostgres(url: string, options: DbOptions = {}): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, statement_timeout: options.statementTimeoutMs || undefined, ...POOL_TIMEOUTS });
  // Connects only when used (migrations at start, seeding, tests).
  // Its connect may wait longer: no person waits on a migration, and a database still starting must not fail the start.
  const adminPool = options.statementTimeoutMs ? new pg.Pool({ connectionString: url, max: 2, ...POOL_TIMEOUTS, connectionTimeoutMillis: 10_000 }) : pool;
  // Both drivers expose the same query builder; the PGlite type stands for both.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const adminDb = adminPool === pool ? db : (drizzlePg(adminPool, { schema }) as unknown as Db);
  // A connection the server ends (restart, dropped test database) must not crash the process: the pool replaces an idle
  // one, and one checked out between two queries (inside a transaction) fails its next query, answered 503.
  for (const p of new Set([pool, adminPool])) {
    p.on('error', () => undefined);
    p.on('connect', (client) => client.on('error', () => undefined));
  }
  const close = async () => {
    await pool.end();
    if (adminPool !== pool) await adminPool.end();
  };
  return { db, adminDb, close, listen: postgresListen(url), kind: 'postgres' };
}

const RELISTEN_MS = 1000;

/** LISTEN on a connection of its own (a pool hands its connections to others); when it drops, connect and LISTEN again. */
function postgresListen(url: string): Listen {
  return async (channel, onNotify) => {
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    let closed = false;
    const again = () => {
      if (closed || retry) return;
      void client?.end().catch(() => undefined);
      retry = setTimeout(() => ((retry = undefined), void connect().catch(again)), RELISTEN_MS);
      retry.unref();
    };
    async function connect(): Promise<void> {
      const c = (client = new pg.Client({ connectionString: url }));
      c.on('notification', (n) => n.channel === channel && onNotify());
      c.on('error', again);
      c.on('end', again);
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      // What was written while the connection was down was not heard: look now.
      onNotify();
    }
    await connect().catch(again);
    return async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  };
}

export function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string } & DbOptions): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir, opts);
}
