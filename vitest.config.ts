import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
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
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/server-setup.ts'],
          // A fresh PGlite per file costs ~3 s; two cores means two files at a time.
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
