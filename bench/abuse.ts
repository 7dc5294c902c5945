// Abuse benchmark (issue 11): what one hostile client can do to everyone else, before and after.
// `npm run bench:abuse [-- --data-dir /path/pgdata] [--gyms 264]`: PGlite (in memory, seeded with --gyms,
// unless --data-dir names a seeded PGlite directory); DATABASE_URL for PostgreSQL.
//  1. /api/health p99 while 20 worst-case searches run at once: "before" is PGlite on the server's
//     own thread with no per-client cap (how main was), "after" the database thread and the cap.
//  2. how long a request body that never finishes holds its connection (BODY_TIMEOUT_MS).
//  3. the lock-out scenario: 2 sends and 10 wrong codes from one address, then the owner signs in.
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { type Config } from '../server/config';
import { testConfig } from '../tests/utils/test-config';
import { openDatabase, type Db } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { gyms } from '../server/db/schema';
import * as schema from '../server/db/schema';
import { seedDemo } from '../server/db/seed';

const { values } = parseArgs({ options: { gyms: { type: 'string', default: '264' }, 'data-dir': { type: 'string' } } });
const WORST = '/api/gyms.php?action=search&q=ss%20tt%20nn%20ll%20mm%20rr';
const outbox = join(tmpdir(), `gymkhana-abuse-${randomUUID()}.jsonl`);

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Health asked every 10 ms while 20 worst-case searches from one client stay in flight for 5 s. */
async function healthUnderSearches(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  await get(port, WORST); // warm
  const started = performance.now();
  let running = true;
  // 20 searches kept in flight for 5 s (each client asks again as soon as it is answered).
  const until = started + 5000;
  const statuses: number[] = [];
  const client = async () => {
    while (performance.now() < until) statuses.push(await get(port, WORST));
  };
  const searches = Promise.all(Array.from({ length: 20 }, client)).finally(() => (running = false));
  const health: number[] = [];
  while (running) {
    const t = performance.now();
    await get(port, '/api/health');
    health.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 10));
  }
  await searches;
  await app.close();
  health.sort((a, b) => a - b);
  const counts = Object.entries(statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}));
  return { p50: pct(health, 50), p99: pct(health, 99), max: health.at(-1) ?? 0, seconds: (performance.now() - started) / 1000, searches: counts.map(([s, n]) => `${n}×${s}`).join(' ') };
}

/** Seconds until the server closes a connection whose JSON body never finishes. */
async function halfOpenHeld(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () =>
      socket.write('POST /api/auth-otp.php?action=send-otp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mobile":'),
    );
    socket.on('data', () => undefined);
    socket.once('close', () => resolve());
    socket.on('error', () => undefined);
  });
  await app.close();
  return (performance.now() - started) / 1000;
}

/** The attack run's lock-out: can the owner still sign in from their own address? */
async function lockOut(app: FastifyInstance): Promise<string> {
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const post = (action: string, payload: object, remoteAddress: string) => app.inject({ method: 'POST', url: `/api/auth-otp.php?action=${action}`, payload, remoteAddress });
  const lastCode = async () => ((await readFile(outbox, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { text: string }).at(-1)!.text.slice(0, 6));
  for (let round = 0; round < 2; round += 1) {
    await post('send-otp', { mobile, userType: 'member' }, '203.0.113.9');
    const code = await lastCode();
    for (let i = 0; i < 5; i += 1) await post('verify-otp-login', { mobile, userType: 'member', otp: String((Number(code) + 1) % 1e6).padStart(6, '0') }, '203.0.113.9');
  }
  const send = await post('send-otp', { mobile, userType: 'member' }, '198.51.100.4');
  if (send.statusCode !== 200) return `owner's send refused: ${send.statusCode} ${send.json().message}`;
  const verify = await post('verify-otp-login', { mobile, userType: 'member', otp: await lastCode() }, '198.51.100.4');
  return verify.statusCode === 200 ? 'owner signs in (200)' : `owner refused: ${verify.statusCode} ${verify.json().message}`;
}

const base: Partial<Config> = { SMS_OUTBOX_FILE: outbox, OTP_IP_HOURLY_MAX: 20, LOG_LEVEL: 'silent' };
const makeApp = (db: Db, extra: Partial<Config>) => buildApp({ config: testConfig({ ...base, ...extra }), db });

const dataDir = values['data-dir'] ?? 'memory://';
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, statementTimeoutMs: 5000 });
await migrate(handle);
const have = (await handle.adminDb.select({ id: gyms.id }).from(gyms).limit(Number(values.gyms))).length;
if (have < Number(values.gyms)) await seedDemo(handle.adminDb, { gyms: Number(values.gyms) });
const total = (await handle.adminDb.$count(gyms)) as number;
console.log(`${handle.kind}, ${total} gyms; worst-case search ${WORST}\n`);

const rows: [string, Awaited<ReturnType<typeof healthUnderSearches>>][] = [];
rows.push(['after: database thread, 5 s budget, 4 per client', await healthUnderSearches(await makeApp(handle.db, {}))]);
rows.push(['after, without the per-client cap', await healthUnderSearches(await makeApp(handle.db, { MAX_HEAVY_PER_CLIENT: 0 }))]);
const held = await halfOpenHeld(await makeApp(handle.db, {}));
const lock = await lockOut(await makeApp(handle.db, {}));
await handle.close();

// Before: PGlite on the server's own thread (as main was), no cap, no budget.
if (handle.kind === 'pglite') {
  const direct = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle(direct, { schema }) as unknown as Db;
  if (dataDir === 'memory://') {
    await migratePglite(db, { migrationsFolder: fileURLToPath(new URL('../server/db/migrations', import.meta.url)) });
    await seedDemo(db, { gyms: Number(values.gyms) });
  }
  rows.unshift(['before: PGlite on the server thread, no cap', await healthUnderSearches(await makeApp(db, { MAX_HEAVY_PER_CLIENT: 0, DB_TIMEOUT_MS: 0 }))]);
  await direct.close();
}

console.log('health, 20 worst-case searches in flight for 5 s'.padEnd(50), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'max ms'.padStart(8), 'wall s'.padStart(7), '  searches');
for (const [name, r] of rows)
  console.log(name.padEnd(50), r.p50.toFixed(1).padStart(8), r.p99.toFixed(1).padStart(8), r.max.toFixed(1).padStart(8), r.seconds.toFixed(1).padStart(7), ` ${r.searches}`);
console.log(`\nhalf-open JSON body held for ${held.toFixed(1)} s (BODY_TIMEOUT_MS ${testConfig().BODY_TIMEOUT_MS}; before: until Node's 300 s requestTimeout)`);
console.log(`lock-out (2 sends + 10 wrong codes from 203.0.113.9, then the owner from 198.51.100.4): ${lock}; before: 429 for the hour`);
await rm(outbox, { force: true });
process.exit(0);
