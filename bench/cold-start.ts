// Cold start: how long the first page requests after a server start take, beside the same request made again (warm)
// in the same run. The real server (production mode, the demo seed, a private copy of the build) is started afresh for
// each round; the database is seeded once before the rounds, so a round's start is migrations plus the app.
// Run after `npm run build`: `npm run bench:cold-start` [--rounds 3] [--dist other-build-dir] [--settle ms].
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { seedGymId } from '../server/db/seed';
import { startProductionServer, stopServer, waitForHealth } from './production-server';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = 3301;
const BASE = `http://127.0.0.1:${PORT}`;

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, dist: { type: 'string', default: 'dist' }, settle: { type: 'string', default: '0' } },
});
const ROUNDS = Math.max(1, Number(args.rounds));
// 0: the first page is asked for the moment /api/health answers (the worst case); more: a server that has had a moment.
const SETTLE_MS = Number(args.settle);

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

/** One server start: the time to a healthy /api/health, then one page twice (first = cold, second = warm). */
async function round(dataDir: string, spaDir: string, path: string): Promise<Row> {
  const started = performance.now();
  const server = startProductionServer({ port: PORT, dataDir, spaDir });
  try {
    await waitForHealth(BASE, server);
    const startMs = performance.now() - started;
    if (SETTLE_MS) await new Promise((done) => setTimeout(done, SETTLE_MS));
    const first = await timed(path);
    return { startMs, first, second: await timed(path) };
  } finally {
    await stopServer(server);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);

async function main(): Promise<void> {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(ROOT, '.tmp', 'cold-start-'));
  const spaDir = join(dataDir, 'spa');
  cpSync(resolve(ROOT, args.dist), spaDir, { recursive: true });
  try {
    // Seeds the database; not measured.
    await round(dataDir, spaDir, '/api/health');
    // Each page on servers of its own: the first request of one page would warm the other's renderer.
    const rows = new Map<string, Row[]>(Object.keys(PAGES).map((name) => [name, []]));
    for (let n = 0; n < ROUNDS; n++) for (const [name, path] of Object.entries(PAGES)) rows.get(name)!.push(await round(dataDir, spaDir, path));
    const all = [...rows.values()].flat();
    console.log(`\nCold start (${args.dist}), median of ${ROUNDS} server starts; first page ${SETTLE_MS ? `${SETTLE_MS} ms after` : 'as soon as'} /api/health answers\n`);
    console.log(`${'start → /api/health'.padEnd(52)}${ms(median(all.map((r) => r.startMs)))}`);
    console.log(`\n${'page'.padEnd(52)}${'first'.padStart(9)}${'second'.padStart(9)}  (the second request is the reference: same page, warm)`);
    for (const [name, path] of Object.entries(PAGES)) {
      const runs = rows.get(name)!;
      console.log(`${`${name} ${path}`.padEnd(52)}${ms(median(runs.map((r) => r.first)))}${ms(median(runs.map((r) => r.second)))}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
