// `npm start`'s first step: `npm run build` when the build is missing or older than any source, else nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
/** Written last by `npm run build` (scripts/build-server.ts), so its age is the whole build's. */
export const BUILT_SERVER = join(ROOT, 'dist', 'server', 'server.js');
const SOURCE_DIRS = ['src', 'server', 'contract', 'public', 'scripts'];
const SOURCE_FILES = ['index.html', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'tailwind.config.ts'];

function newestSourceMs(): number {
  const files = [
    ...SOURCE_FILES.map((file) => join(ROOT, file)),
    ...SOURCE_DIRS.flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))),
  ];
  return Math.max(...files.filter((file) => existsSync(file)).map((file) => statSync(file).mtimeMs));
}

/** Why the build must be made again, or null when it is up to date. */
export function staleReason(): string | null {
  if (!existsSync(BUILT_SERVER)) return 'no build yet';
  return newestSourceMs() > statSync(BUILT_SERVER).mtimeMs ? 'sources changed since the last build' : null;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const reason = staleReason();
  if (reason) {
    console.log(`Building (${reason}) …`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
    process.exit(build.status ?? 1);
  }
}
