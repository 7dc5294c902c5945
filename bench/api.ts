// API benchmark: requests per second and latency of the real search, profile and reviews routes over
// loopback HTTP, beside a bare Fastify route served by the same process in the same run.
// `npm run bench:api [-- --gyms 5000 --seconds 5 --concurrency 8]` (PGlite in memory; DATABASE_URL for PostgreSQL).
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { gyms } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';

const { values } = parseArgs({
  options: {
    gyms: { type: 'string', default: '264' },
    seconds: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '8' },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

function get(port: number, path: string): Promise<number> {
  return new Promise((resolveStatus, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: keepAlive }, (res) => {
      res.resume();
      res.on('end', () => resolveStatus(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}
const keepAlive = new Agent({ keepAlive: true, maxSockets: 64 });

/** A bounded closed loop: `concurrency` clients, each sending the next request when the last answers. */
async function load(port: number, paths: string[]) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const client = async (offset: number) => {
    for (let i = offset; performance.now() < until; i += concurrency) {
      const started = performance.now();
      const status = await get(port, paths[i % paths.length]!);
      latencies.push(performance.now() - started);
      if (status !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => client(i)));
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { rps: latencies.length / seconds, p50: pct(50), p95: pct(95), p99: pct(99), errors };
}

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
await migrate(handle);
const seeded = await seedDemo(handle.db, { gyms: Number(values.gyms) });
const app = await buildApp({ config: testConfig(), db: handle.db });
await app.listen({ host: '127.0.0.1', port: 0 });
const appPort = (app.server.address() as { port: number }).port;

const bare = Fastify();
bare.get('/ping', async () => ({ status: 'Success', message: 'ok' }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const barePort = (bare.server.address() as { port: number }).port;

const gymIds = (await handle.db.select({ id: gyms.id }).from(gyms).orderBy(gyms.id).limit(20)).map((g) => g.id);
const scenarios: [string, number, string[]][] = [
  ['reference: bare Fastify route', barePort, ['/ping']],
  ['health (our app, no database)', appPort, ['/api/health']],
  ['search by city (q=mumbai)', appPort, ['/api/gyms.php?action=search&q=mumbai']],
  ['search by area, filtered, by rating', appPort, ['/api/gyms.php?action=search&q=andheri&amenities=parking&sort=rating']],
  ['search with a typo (q=mumbia)', appPort, ['/api/gyms.php?action=search&q=mumbia']],
  ['gym profile', appPort, gymIds.map((id) => `/api/gyms.php?action=get&id=${id}`)],
  ['reviews of a gym', appPort, gymIds.map((id) => `/api/reviews.php?action=list&gymId=${id}`)],
];

console.log(`${handle.kind}, ${seeded.gyms} gyms seeded, ${concurrency} concurrent clients, ${seconds} s per scenario, loopback HTTP\n`);
console.log('scenario'.padEnd(40), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-200'.padStart(8));
for (const [name, port, paths] of scenarios) {
  await load(port, paths.slice(0, 1)); // warm-up pass, not counted
  const r = await load(port, paths);
  console.log(name.padEnd(40), r.rps.toFixed(0).padStart(8), r.p50.toFixed(1).padStart(8), r.p95.toFixed(1).padStart(8), r.p99.toFixed(1).padStart(8), String(r.errors).padStart(8));
}
await app.close();
await bare.close();
await handle.close();
keepAlive.destroy();
