import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppDeps } from '@server/app';
import { type Config } from '@server/config';
import { testConfig } from '@tests/utils/test-config';
import type { DbHandle } from '@server/db/client';
import { openTestDatabase, resetDatabase } from './test-db';

/** Real time plus an offset the test controls: move time forward instead of sleeping. */
export type TestClock = {
  now(): Date;
  /** moves the clock forward by ms (or back, if negative) */
  advance(ms: number): void;
  /** jumps to a given instant; time keeps flowing from there */
  set(at: Date): void;
  /** back to real time (done before every test) */
  reset(): void;
};

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => void (offset += ms),
    set: (at) => void (offset = at.getTime() - Date.now()),
    reset: () => void (offset = 0),
  };
}

export type TestServer = { app: FastifyInstance; handle: DbHandle; config: Config; clock: TestClock };

/** Uploaded photos go with the rows that named them. */
async function emptyFolder(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  await Promise.all(names.map((name) => rm(join(dir, name), { recursive: true, force: true })));
}

const clocks = new WeakMap<FastifyInstance, TestClock>();
/** The clock an app built by useTestServer reads (test helpers use it to skip cooldowns). */
export const clockOf = (app: FastifyInstance): TestClock | undefined => clocks.get(app);

/**
 * Registers hooks for one test file: one database and app for the file (PGlite takes ~3 s to
 * start), emptied before every test, with the clock back at real time. Read `.current` inside
 * tests. Each file gets its own SMS outbox file (config.SMS_OUTBOX_FILE), so signIn() from
 * tests/utils/auth.ts never reads another file's codes.
 */
export function useTestServer(overrides: Partial<Config> = {}, deps: Pick<AppDeps, 'payments' | 'channels'> = {}): { current: TestServer } {
  const ref = {} as { current: TestServer };
  beforeAll(async () => {
    const handle = await openTestDatabase({ statementTimeoutMs: overrides.DB_TIMEOUT_MS ?? 0 });
    // Uploads land in a folder of this file's own, never in the checkout's ./data.
    const config = testConfig({
      SMS_OUTBOX_FILE: join(tmpdir(), `gymkhana-outbox-${randomUUID()}.jsonl`),
      DATA_DIR: join(tmpdir(), `gymkhana-data-${randomUUID()}`),
      ...overrides,
    });
    const clock = createTestClock();
    const app = await buildApp({ config, db: handle.db, listen: handle.listen, now: clock.now, ...deps });
    await app.ready();
    clocks.set(app, clock);
    ref.current = { app, handle, config, clock };
  });
  beforeEach(async () => {
    ref.current.clock.reset();
    await resetDatabase(ref.current.handle);
    await emptyFolder(ref.current.app.images.dir);
  });
  afterAll(async () => {
    await ref.current?.app.close();
    await ref.current?.handle.close();
    if (ref.current && !overrides.SMS_OUTBOX_FILE) await rm(ref.current.config.SMS_OUTBOX_FILE, { force: true });
    if (ref.current && !overrides.DATA_DIR) await rm(ref.current.config.DATA_DIR, { recursive: true, force: true });
  });
  return ref;
}
