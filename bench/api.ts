// API benchmark: requests per second and latency of the real search, profile and reviews routes over
// loopback HTTP, beside a bare Fastify route served by the same process in the same run.
// `npm run bench:api [-- --gyms 100000 --seconds 5 --concurrency 8 --data-dir ./data/pgdata]`: PGlite in memory
// unless --data-dir names a PGlite directory to reuse (seeded once: 100k gyms take minutes); DATABASE_URL for
// PostgreSQL. A database already seeded with at least --gyms gyms is used as it is.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { testConfig } from '../tests/utils/test-config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { gyms } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';

const { values } = parseArgs({
  options: {
    gyms: { type: 'string', default: '264' },
    seconds: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '8' },
    'data-dir': { type: 'string' },
    /** search scenarios only (the list), not profile and reviews */
    'search-only': { type: 'boolean', default: false },
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
  const cpuBefore = process.cpuUsage();
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
  // CPU this process spent (every thread: the clients, the app, PGlite's thread) per request: unlike latency,
  // it hardly moves when other work shares the machine's cores.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { rps: latencies.length / seconds, p50: pct(50), p95: pct(95), p99: pct(99), errors, cpuMs };
}

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: values['data-dir'] ?? 'memory://' });
await migrate(handle);
await seedDemo(handle.db, { gyms: Number(values.gyms) });
const [{ count: gymCount } = { count: 0 }] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(gyms);
// All bench clients share 127.0.0.1: the per-client cap on heavy calls would answer most of them 429.
// The search rows ask the database every time (testConfig keeps no answers); one row asks an app that keeps them.
const startApp = async (searchCacheTtlMs: number) => {
  const started = await buildApp({ config: { ...testConfig(), MAX_HEAVY_PER_CLIENT: 0, SEARCH_CACHE_TTL_MS: searchCacheTtlMs }, db: handle.db });
  await started.listen({ host: '127.0.0.1', port: 0 });
  return { app: started, port: (started.server.address() as { port: number }).port };
};
const { app, port: appPort } = await startApp(0);
const { app: cachingApp, port: cachingPort } = await startApp(loadConfig({}).SEARCH_CACHE_TTL_MS);

const bare = Fastify();
bare.get('/ping', async () => ({ status: 'Success', message: 'ok' }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const barePort = (bare.server.address() as { port: number }).port;

const gymIds = (await handle.db.select({ id: gyms.id }).from(gyms).orderBy(gyms.id).limit(20)).map((g) => g.id);
const search = (params: string) => `/api/gyms.php?action=search&${params}`;
/** The searches (p50 targets: 15 ms on PostgreSQL, 40 ms on PGlite), then the ones that must stay bounded. */
const searches: [string, string][] = [
  ['city (q=mumbai)', 'q=mumbai'],
  ['area (q=andheri)', 'q=andheri'],
  ['gym name (q=strive fitness)', 'q=strive%20fitness'],
  ['pincode (q=400058)', 'q=400058'],
  ['typo (q=mumbia)', 'q=mumbia'],
  ['typo (q=koramangla)', 'q=koramangla'],
  ['city + filters, by price', 'q=mumbai&amenities=parking&minRating=3.5&sort=price'],
  ['page 20 of a city', 'q=mumbai&page=20'],
  ['city and state (Pune, Maharashtra)', 'q=Pune%2C%20Maharashtra'],
  ['near me (Bandra, 5 km)', 'near=19.0596,72.8295&radiusKm=5'],
  ['short words (ss tt nn ll mm rr)', 'q=ss%20tt%20nn%20ll%20mm%20rr'],
  ['many words (6 common ones)', 'q=fit%20ness%20club%20power%20studio%20zone'],
  ['long words (2 x 40 letters)', `q=${'qwertyuiopasdfghjklzxcvbnmqwertyuiopasdf'.repeat(1)}%20${'mnbvcxzlkjhgfdsapoiuytrewqmnbvcxzlkjhgfd'}`],
];
const scenarios: [string, number, string[]][] = [
  ['reference: bare Fastify route', barePort, ['/ping']],
  ['health (our app, no database)', appPort, ['/api/health']],
  ...searches.map(([name, params]): [string, number, string[]] => [`search: ${name}`, appPort, [search(params)]]),
  ['search: city, answers kept (SEARCH_CACHE_TTL_MS)', cachingPort, [search(searches[0]![1])]],
  ...(values['search-only']
    ? []
    : ([
        ['gym profile', appPort, gymIds.map((id) => `/api/gyms.php?action=get&id=${id}`)],
        ['reviews of a gym', appPort, gymIds.map((id) => `/api/reviews.php?action=list&gymId=${id}`)],
      ] as [string, number, string[]][])),
];

const results: Record<string, { rps: number; p50: number; cpuMs?: number }> = {};
console.log(`${handle.kind}, ${gymCount} gyms, ${concurrency} concurrent clients, ${seconds} s per scenario, loopback HTTP\n`);
console.log('scenario'.padEnd(48), 'req/s'.padStart(8), '× bare'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-200'.padStart(8), 'cpu ms/req'.padStart(11));
let bareRps = 0;
for (const [name, port, paths] of scenarios) {
  await load(port, paths.slice(0, 1)); // warm-up pass, not counted
  const r = await load(port, paths);
  if (port === barePort) bareRps = r.rps;
  const ratio = bareRps ? (r.rps / bareRps).toFixed(3) : '';
  results[name] = { rps: r.rps, p50: r.p50, cpuMs: r.cpuMs };
  console.log(name.padEnd(48), r.rps.toFixed(0).padStart(8), ratio.padStart(8), r.p50.toFixed(1).padStart(8), r.p95.toFixed(1).padStart(8), r.p99.toFixed(1).padStart(8), String(r.errors).padStart(8), r.cpuMs.toFixed(2).padStart(11));
}
await app.close();
await cachingApp.close();
await bare.close();
await handle.close();
keepAlive.destroy();

// Growth with the data: this run beside the last run on the same database kind at another size (bench/results).
const resultsDir = new URL('./results/', import.meta.url);
await mkdir(resultsDir, { recursive: true });
const mode = values['search-only'] ? 'search' : 'all';
await writeFile(new URL(`api-${handle.kind}-${mode}-${gymCount}.json`, resultsDir), JSON.stringify({ gyms: gymCount, results }, null, 2));
const smaller = gymCount >= 100_000 ? 10_000 : undefined;
const before = smaller
  ? await readFile(new URL(`api-${handle.kind}-${mode}-${smaller}.json`, resultsDir), 'utf8').then((t) => JSON.parse(t) as { gyms: number; results: typeof results }, () => undefined)
  : undefined;
if (before) {
  // "cost ×": time per request in units of the bare route's, this run over the other: load on a shared machine cancels out.
  const bareOf = (r: typeof results) => r[scenarios[0]![0]]?.rps ?? 1;
  console.log(`\ngrowth ${before.gyms} → ${gymCount} gyms: p50, cost × = (1/req/s in bare-route units) and cpu × = (CPU ms per request) at ${gymCount} over ${before.gyms}`);
  console.log('scenario'.padEnd(48), `p50 ${before.gyms / 1000}k`.padStart(9), `p50 ${gymCount / 1000}k`.padStart(9), 'p50 ×'.padStart(7), 'cost ×'.padStart(7), 'cpu ×'.padStart(7));
  for (const [name, now] of Object.entries(results)) {
    const then = before.results[name];
    if (!then || !name.startsWith('search')) continue;
    const cost = then.rps / bareOf(before.results) / (now.rps / bareOf(results));
    const cpu = then.cpuMs && now.cpuMs ? (now.cpuMs / then.cpuMs).toFixed(2) : '—';
    console.log(name.padEnd(48), then.p50.toFixed(1).padStart(9), now.p50.toFixed(1).padStart(9), (now.p50 / then.p50).toFixed(2).padStart(7), cost.toFixed(2).padStart(7), cpu.padStart(7));
  }
} else if (smaller) console.log(`\n(run it at --gyms ${smaller} on the same database kind to print the growth)`);
