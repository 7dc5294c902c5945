// `npm run serve`: the built server (dist/server/server.js), never a build; a missing build is named, not a module-not-found trace.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/server/server.js', import.meta.url);
if (!existsSync(entry)) {
  console.error(`${fileURLToPath(entry)} is missing: run \`npm run build\` first (or \`npm start\`, which builds when needed).`);
  process.exit(1);
}
// Stack traces in the log point at server/*.ts lines, through the build's .map files.
process.setSourceMapsEnabled(true);
await import(entry.href);
