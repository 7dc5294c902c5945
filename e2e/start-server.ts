import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { E2E_DATA_DIR, E2E_SPA_DIR, SPA_INDEX } from './env';

// Every e2e run starts from an empty database: the server creates, migrates and seeds it.
if (!existsSync(SPA_INDEX)) {
  console.error(`e2e: ${SPA_INDEX} is missing; run \`npm run build\` before \`npm run test:e2e\`.`);
  process.exit(1);
}
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
// A private copy of the build: a `vite build` run while the tests run must not swap files under the server.
cpSync(dirname(SPA_INDEX), E2E_SPA_DIR, { recursive: true });
await import('../server/server');
