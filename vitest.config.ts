import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Vitest's default on two cores is one file at a time; a server file waits on its database thread half the time.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'spa',
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost/' } },
          include: ['tests/spa/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          // One module graph per worker, not per file: importing the server for each of 60 files cost CI about 2 minutes a leg.
          isolate: false,
          environment: 'node',
          // Tests of a real PostgreSQL or Redis are collected only when one is named, never skipped.
          include: [
            'tests/server/**/*.test.ts',
            'tests/guards/**/*.test.ts',
            ...(process.env.TEST_DATABASE_URL ? ['tests/server-postgres/**/*.test.ts'] : []),
            ...(process.env.TEST_REDIS_URL ? ['tests/server-redis/**/*.test.ts'] : []),
          ],
          setupFiles: ['tests/server-setup.ts'],
          globalSetup: ['tests/server-global-setup.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
