import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { DEFAULT_SEED_GYMS, seedDemo } from './seed';

/** `npm run db:seed -- --gyms 100000`: the same database the server opens, migrated, then seeded. */
function parseGyms(argv: string[]): number {
  const at = argv.findIndex((a) => a === '--gyms' || a.startsWith('--gyms='));
  if (at < 0) return DEFAULT_SEED_GYMS;
  const raw = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new Error(`--gyms needs a whole number from 1 to 1000000 (got ${raw})`);
  return n;
}

async function main(): Promise<void> {
  const gyms = parseGyms(process.argv.slice(2));
  const config = loadConfig();
  await mkdir(config.DATA_DIR, { recursive: true });
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pgdata') });
  try {
    await migrate(handle);
    console.log(`Seeding ${gyms} gyms into ${handle.kind === 'pglite' ? join(config.DATA_DIR, 'pgdata') : 'PostgreSQL (DATABASE_URL)'}`);
    let lastPrinted = 0;
    const result = await seedDemo(handle.adminDb, {
      gyms,
      onProgress: (done, total) => {
        // Every 10% at most, so 100k gyms print ten lines, not a hundred.
        if (done === total || done - lastPrinted >= Math.max(1000, total / 10)) {
          lastPrinted = done;
          console.log(`  ${done}/${total} gyms (${((performance.now() - started) / 1000).toFixed(1)} s)`);
        }
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(result.gyms > 0 ? `Inserted ${result.gyms} gyms in ${seconds} s` : `Already seeded: nothing to do (${seconds} s)`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  // drizzle's "Failed query" carries the whole batch; the database's reason is its cause.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
  console.error(cause ? `${err instanceof Error ? err.message.slice(0, 200) : ''}…\n${cause}` : err instanceof Error ? err.message : err);
  process.exit(1);
});
