// The real server as production runs it (the build, NODE_ENV=production, demo seed, the built SPA), started by the benches that need one.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** How the server is started: the build with plain node (what `npm run serve` runs), through npm itself, or from the sources with tsx. */
export const START_COMMANDS = {
  node: [process.execPath, ['scripts/serve.mjs']],
  'npm run serve': ['npm', ['run', '--silent', 'serve']],
  'npm start': ['npm', ['start', '--silent']],
  'tsx server/server.ts': [process.execPath, ['--import', 'tsx', 'server/server.ts']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;
export type StartCommand = keyof typeof START_COMMANDS;

type Options = { port: number; dataDir: string; spaDir?: string; command?: StartCommand };

/** The server on a fresh DATA_DIR; OTPs go to DATA_DIR/sms-outbox.jsonl so a bench can sign in. */
export function startProductionServer({ port, dataDir, spaDir, command = 'node' }: Options): ChildProcess {
  const [file, args] = START_COMMANDS[command];
  return spawn(file, [...args], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: stopServer signals npm, its shell and the server together.
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // A local staging site: production refuses the test gateway, console SMS, a generated secret and no public URL.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      APP_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
      ALLOW_TEST_PAYMENTS: 'true',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SMS_PROVIDER: 'file',
      SMS_OUTBOX_FILE: smsOutboxOf(dataDir),
      SERVE_SPA: 'true',
      SPA_DIR: spaDir ?? join(ROOT, 'dist'),
      LOG_LEVEL: 'warn',
    },
  });
}

export const smsOutboxOf = (dataDir: string) => join(dataDir, 'sms-outbox.jsonl');

/** Resolves once /api/health answers; fails early when the server (if we started it) has exited. */
export async function waitForHealth(baseUrl: string, server: ChildProcess | null, timeoutMs = 120_000, pollMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    if (await fetch(`${baseUrl}/api/health`).then((res) => res.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, pollMs));
  }
  throw new Error(`${baseUrl}/api/health did not answer within ${timeoutMs / 1000} s`);
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to the server's whole process group, SIGKILL after 10 s; returns once none of it is left (the next start reuses its DATA_DIR). */
export async function stopServer(server: ChildProcess): Promise<void> {
  const pid = server.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) process.kill(-pid, 'SIGKILL');
    await new Promise((done) => setTimeout(done, 50));
  }
}
