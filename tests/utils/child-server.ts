import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on now, for a server started as a child process. */
export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

export type ChildServer = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

// The child keeps the test's clock: under libfaketime (scripts/test-at-date.sh) a server on the real date refused
// "2 days ahead" as more than 60 days ahead.
const CLOCK_VARIABLES = ['TZ', 'LD_PRELOAD', 'FAKETIME', 'FAKETIME_DONT_FAKE_MONOTONIC'] as const;
const clockEnvironment = () => Object.fromEntries(CLOCK_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));

/** The real server as a child process (what a process manager starts), with only the environment given here, PATH and the clock. */
export function spawnServer(env: Record<string, string>): ChildServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, ...clockEnvironment(), SERVE_SPA: 'false', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}
