// Cold start: how long a server start takes to its first 200s, for each way of starting it, in the same run: the build
// through `npm run serve` (what production runs), `npm start` with the build up to date (the newcomer's command: its
// freshness check, then the same server), and the sources through tsx (how `npm start` ran the server before the build
// compiled it). Then the first page requests after a start, beside the same request made again (warm). The real server
// (production mode, the demo seed, a private copy of the build) is started afresh for each round; the database is
// seeded once before the rounds, so a round's start is migrations plus the app.
// Run after `npm run build`: `npm run bench:cold-start` [--rounds 3] [--dist other-build-dir] [--settle ms] [--port 3301].
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { seedGymId } from '../server/db/seed';
import { staleReason } from '../scripts/build-if-stale';
import { startProductionServer, stopServer, waitForHealth, type StartCommand } from './production-server';

const ROOT = resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, dist: { type: 'string', default: 'dist' }, settle: { type: 'string', default: '0' }, port: { type: 'string', default: '3301' } },
});
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = Math.max(1, Number(args.rounds));
// 0: the first page is asked for the moment /api/health answers (the worst case); more: a server that has had a moment.
const SETTLE_MS = Number(args.settle);
const COMMANDS: StartCommand[] = ['npm run serve', 'npm start', 'tsx server/server.ts'];

// A gym the demo seed always holds, so no API call (which would warm the database path) comes before the first page.
const PAGES = { 'gym profile': `/gym-profile/${seedGymId(0)}`, 'gym list': '/view-all-gyms' };
type Row = { startMs: number; first: number; second: number };

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return performance.now() - started;
}

/** One server start: the time to the first 200 of /api/health, then one page twice (first = cold, second = warm). */
async function round(dataDir: string, spaDir: string, path: string, command: StartCommand): Promise<Row> {
  const started = performance.now();
  const server = startProductionServer({ port: PORT, dataDir, spaDir, command });
  try {
    await waitForHealth(BASE, server, 120_000, 20);
    const startMs = performance.now() - started;
    if (SETTLE_MS) await new Promise((done) => setTimeout(done, SETTLE_MS));
    const first = await timed(path);
    return { startMs, first, second: await timed(path) };
  } finally {
    await stopServer(server);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(11);
const cells = (values: number[]) => values.map(ms).join('');

async function main(): Promise<void> {
  const stale = staleReason();
  // `npm start` would rebuild in the middle of the run (and time the build).
  if (stale) throw new Error(`the build is not up to date (${stale}): run \`npm run build\` first`);
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(ROOT, '.tmp', 'cold-start-'));
  const spaDir = join(dataDir, 'spa');
  cpSync(resolve(ROOT, args.dist), spaDir, { recursive: true });
  try {
    // Seeds the database; not measured.
    await round(dataDir, spaDir, '/api/health', 'node');
    // Each page on servers of its own: the first request of one page would warm the other's renderer. Commands take turns.
    const rows = new Map<string, Row[]>();
    for (let n = 0; n < ROUNDS; n++)
      for (const command of COMMANDS)
        for (const [name, path] of Object.entries(PAGES)) {
          const key = `${command}|${name}`;
          rows.set(key, [...(rows.get(key) ?? []), await round(dataDir, spaDir, path, command)]);
        }
    const of = (command: StartCommand, name?: string) => [...rows].filter(([key]) => key.startsWith(`${command}|`) && (!name || key.endsWith(`|${name}`))).flatMap(([, r]) => r);
    console.log(`\nCold start (${args.dist}), median of ${ROUNDS} server starts per page and command; first page ${SETTLE_MS ? `${SETTLE_MS} ms after` : 'as soon as'} /api/health answers\n`);
    console.log(`${''.padEnd(46)}${COMMANDS.map((c) => c.padStart(22)).join('')}`);
    console.log(`${'start → first 200 of /api/health'.padEnd(46)}${COMMANDS.map((c) => ms(median(of(c).map((r) => r.startMs))).padStart(22)).join('')}`);
    console.log(`\n${'page (first, second: same page warm)'.padEnd(46)}${COMMANDS.map(() => `${'first'.padStart(11)}${'second'.padStart(11)}`).join('')}`);
    for (const [name, path] of Object.entries(PAGES)) {
      const row = COMMANDS.flatMap((c) => [median(of(c, name).map((r) => r.first)), median(of(c, name).map((r) => r.second))]);
      console.log(`${`${name} ${path}`.padEnd(46)}${cells(row)}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
