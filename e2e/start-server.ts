import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_DATA_DIR, E2E_SPA_DIR, ROOT_DIR, SPA_INDEX } from './env';

// The server as `npm run serve` runs it: the build's JavaScript, not the TypeScript sources.
const BUILT_SERVER = join(ROOT_DIR, 'dist', 'server', 'server.js');

// Every e2e run starts from an empty database: the server creates, migrates and seeds it.
for (const file of [SPA_INDEX, BUILT_SERVER]) {
  if (!existsSync(file)) {
    console.error(`e2e: ${file} is missing; run \`npm run build\` before \`npm run test:e2e\`.`);
    process.exit(1);
  }
}
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
// A private copy of the build: a `vite build` run while the tests run must not swap files under the server.
cpSync(dirname(SPA_INDEX), E2E_SPA_DIR, { recursive: true });
// The copy's server, beside the copy's migrations.
await import(pathToFileURL(join(E2E_SPA_DIR, 'server', 'server.js')).href);
