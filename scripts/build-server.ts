// The server as plain JavaScript in dist/server (no tsx or TypeScript when it runs): the entry, the PGlite worker it
// starts as a file of its own, the seed CLI, and the migrations beside them (migrate.ts finds them next to itself).
// Runs last in `npm run build`: dist/server/server.js exists only when every step before it succeeded.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_OUT = join(ROOT, 'dist', 'server');

rmSync(SERVER_OUT, { recursive: true, force: true });
await build({
  entryPoints: ['server/server.ts', 'server/db/pglite-worker.ts', 'server/db/seed-cli.ts'].map((file) => join(ROOT, file)),
  absWorkingDir: ROOT,
  outdir: SERVER_OUT,
  // Flat: server.js, pglite-worker.js and migrations/ side by side, as pglite-proxy.ts and migrate.ts look for them.
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // node_modules stay where they are (native sharp, PGlite's wasm files found through their own import.meta.url).
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
cpSync(join(ROOT, 'server', 'db', 'migrations'), join(SERVER_OUT, 'migrations'), { recursive: true });
console.log(`server built into ${SERVER_OUT}`);
