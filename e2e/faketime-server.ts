import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { faketimeEnv, offsetTo, suiteOffsetSeconds, writeOffset } from './clock';
import { E2E_DATA_DIR, E2E_SPA_DIR, serverEnv } from './env';

/**
 * A second e2e server whose clock a spec moves on its own, apart from the suite's: the same build (the copy
 * start-server.ts serves) under libfaketime (e2e/clock.ts), starting on the suite's clock.
 */

export type FaketimeServer = {
  url: string;
  /** its own SMS outbox (JSON lines) */
  outboxFile: string;
  /** moves its wall clock so that it now reads `at` (and runs on from there) */
  setNow(at: Date): void;
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFaketimeServer({ port, workerIntervalMs = 2_000 }: { port: number; workerIntervalMs?: number }): Promise<FaketimeServer> {
  const serverJs = join(E2E_SPA_DIR, 'server', 'server.js');
  if (!existsSync(serverJs)) throw new Error(`${serverJs} is missing: the e2e webServer (start-server.ts) copies the build there`);

  const dataDir = join(E2E_DATA_DIR, `faketime-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const clockFile = join(dataDir, 'faketime');
  const outboxFile = join(dataDir, 'sms-outbox.jsonl');
  writeOffset(clockFile, suiteOffsetSeconds());

  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [serverJs], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      ...serverEnv({ port, dataDir, outboxFile }),
      // A config knob production has too: the worker looks for due messages every couple of seconds.
      MESSAGE_WORKER_INTERVAL_MS: String(workerIntervalMs),
      ...faketimeEnv(clockFile),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
    if (!killed) child.kill('SIGKILL');
    await exit;
  };

  // Up to two minutes to answer, looked for every half second.
  for (let tries = 240; ; tries--) {
    if (exited) throw new Error(`the faketime server on port ${port} exited while starting:\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then((res) => res.ok, () => false);
    if (ok) break;
    if (tries === 0) {
      await stop();
      throw new Error(`the faketime server on port ${port} did not answer /api/health:\n${stderr}`);
    }
    await sleep(500);
  }

  return {
    url,
    outboxFile,
    // The server's clock keeps running from `at`.
    setNow: (at) => writeOffset(clockFile, offsetTo(at)),
    stop,
  };
}
