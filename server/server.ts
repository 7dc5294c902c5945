import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig, openUrl, type Config } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { migrate } from './db/migrate';
import { gyms } from './db/schema';
import { seedDemo } from './db/seed';

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

async function seedIfEmpty(handle: DbHandle): Promise<void> {
  const existing = await handle.adminDb.select({ id: gyms.id }).from(gyms).limit(1);
  if (existing.length > 0) return;
  const { gyms: count } = await seedDemo(handle.adminDb);
  console.log(`Seeded ${count} demo gyms`);
}

async function main(): Promise<void> {
  const env = loadConfig();
  await mkdir(env.DATA_DIR, { recursive: true });
  const config = { ...env, APP_SECRET: await resolveAppSecret(env) };
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, 'pgdata'),
    statementTimeoutMs: config.DB_TIMEOUT_MS,
  });
  await migrate(handle);
  if (config.SEED_DEMO) await seedIfEmpty(handle);
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.NODE_ENV === 'production' && config.SMS_PROVIDER === 'console')
    console.warn('SMS_PROVIDER=console: sign-in codes are printed here, not texted (set SMS_PROVIDER=http)');
  // Last, so it is the line a person sees when the start-up output stops.
  console.log(`\nGymkhana is running: open ${openUrl(config)}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    // In-flight requests finish first; a stuck close must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
