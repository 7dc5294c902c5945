// The real server as `npm start` runs it (production, demo seed, the built SPA), started by the benches that need one.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** The server on a fresh DATA_DIR; OTPs go to DATA_DIR/sms-outbox.jsonl so a bench can sign in. */
export function startProductionServer(options: { port: number; dataDir: string; spaDir?: string }): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SEED_DEMO: 'true',
      SMS_PROVIDER: 'file',
      SMS_OUTBOX_FILE: smsOutboxOf(options.dataDir),
      SERVE_SPA: 'true',
      SPA_DIR: options.spaDir ?? join(ROOT, 'dist'),
      LOG_LEVEL: 'warn',
    },
  });
}

export const smsOutboxOf = (dataDir: string) => join(dataDir, 'sms-outbox.jsonl');

/** Resolves once /api/health answers; fails early when the server (if we started it) has exited. */
export async function waitForHealth(baseUrl: string, server: ChildProcess | null, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    if (await fetch(`${baseUrl}/api/health`).then((res) => res.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${baseUrl}/api/health did not answer within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after 10 s, so a bench never leaves a server behind. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
