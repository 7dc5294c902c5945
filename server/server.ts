import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig, openUrl, type Config } from './config';
import { refuseIfServerRunning, serveBackups } from './db/backup';
import { openDatabase, type DbHandle } from './db/client';
import { prepareDatabase } from './db/migrate';

/** The secret from the environment, else the one kept in DATA_DIR, created on first start. */
async function resolveAppSecret(config: Config): Promise<string> {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = join(config.DATA_DIR, 'app-secret');
  const fresh = randomBytes(32).toString('base64url');
  // 'wx' never overwrites: two processes starting at once both end up reading the first secret.
  await writeFile(file, `${fresh}\n`, { flag: 'wx', mode: 0o600 }).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  const kept = (await readFile(file, 'utf8')).trim();
  if (kept.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to get a new one`);
  return kept;
}

async function main(): Promise<void> {
  const env = loadConfig();
  await mkdir(env.DATA_DIR, { recursive: true });
  const config = { ...env, APP_SECRET: await resolveAppSecret(env) };
  if (!config.DATABASE_URL) await refuseIfServerRunning(config.DATA_DIR, 'a second server on the same PGlite directory would corrupt it');
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, 'pgdata'),
    statementTimeoutMs: config.DB_TIMEOUT_MS,
  });
  // Replicas started at once on one PostgreSQL database take turns: one migrates and seeds, the rest find it done.
  const seeded = await prepareDatabase(handle, { seed: config.SEED_DEMO });
  if (seeded > 0) console.log(`Seeded ${seeded} demo gyms`);
  const app = await buildApp({ config, db: handle.db, listen: handle.listen });
  // Only this process may open PGlite's directory, so `npm run db:backup` asks it for the copy.
  const backups = handle.dumpDataDir ? await serveBackups(config.DATA_DIR, handle.dumpDataDir) : null;
  await app.listen({ host: config.HOST, port: config.PORT });
  // Every replica sends the outbox; row locks keep two from sending one message.
  app.messageWorker.start();
  // Last, so it is the line a person sees when the start-up output stops.
  console.log(`\nGymkhana is running: open ${openUrl(config)}\n`);

  const shutdown = gracefulShutdown(app, handle, config.SHUTDOWN_GRACE_MS, () => backups?.close());
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * SIGTERM (a rolling restart) or SIGINT: /api/ready answers 503 and no connection is accepted any more (app.close),
 * requests in flight finish, then the app's Redis client and the database close and the process exits 0. Past
 * graceMs it exits 1 anyway: a stuck request must not keep a replica that is being replaced alive forever.
 */
function gracefulShutdown(app: FastifyInstance, handle: DbHandle, graceMs: number, closeBackups: () => void) {
  let closing = false;
  return async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing the requests in flight (up to ${graceMs} ms), then closing`);
    const overdue = setTimeout(() => {
      console.error(`${signal}: requests still in flight after SHUTDOWN_GRACE_MS=${graceMs}; exiting anyway`);
      process.exit(1);
    }, graceMs).unref();
    try {
      await app.close();
      closeBackups();
      await handle.close();
    } catch (error) {
      console.error(`${signal}: closing failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    clearTimeout(overdue);
    process.exit(0);
  };
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
