import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '@server/app';
import { testConfig, type Config } from '@server/config';
import type { DbHandle } from '@server/db/client';
import { openTestDatabase, resetDatabase } from './test-db';

export type TestServer = { app: FastifyInstance; handle: DbHandle; config: Config };

/**
 * Registers hooks for one test file: one database and app for the file (PGlite takes ~3 s to
 * start), emptied before every test. Read `.current` inside tests.
 */
export function useTestServer(overrides: Partial<Config> = {}): { current: TestServer } {
  const ref = {} as { current: TestServer };
  beforeAll(async () => {
    const handle = await openTestDatabase();
    const config = testConfig(overrides);
    const app = await buildApp({ config, db: handle.db });
    await app.ready();
    ref.current = { app, handle, config };
  });
  beforeEach(async () => {
    await resetDatabase(ref.current.handle);
  });
  afterAll(async () => {
    await ref.current?.app.close();
    await ref.current?.handle.close();
  });
  return ref;
}
