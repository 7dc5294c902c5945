// Replicas behind nginx: requests per second of the city search and of booking creation through deploy/nginx.conf
// with 1, 2 and 3 replicas on one PostgreSQL database and Redis, beside nginx serving a static file (the ceiling),
// in the same run, with where the CPU went. `npm run build && npm run bench:replicas [-- --seconds 4 --warmup 1.5 --concurrency 16]`.
// Needs PostgreSQL (REPLICAS_PG_URL, a scratch database is made and dropped), Redis (db 6, emptied) and nginx.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { validGymBody } from '../tests/utils/owner-gym-bodies';
import { BASE_PORT, DIST, flushRedis, removeDir, replicaEnv, runDir, scratchDatabase, startNginx, startReplica, stopReplicas, waitHealthy, type Replica } from '../scripts/replicas/cluster';
import { call, mapLimit, signIn, type Member } from '../scripts/replicas/client';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '4' }, warmup: { type: 'string', default: '1.5' }, concurrency: { type: 'string', default: '16' }, max: { type: 'string', default: '3' } },
});
const seconds = Number(values.seconds);
/** Unrecorded first: each round starts fresh processes, whose JIT must not be measured cold. */
const warmupMs = Number(values.warmup) * 1000;
const concurrency = Number(values.concurrency);
const maxReplicas = Number(values.max);
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/6';

type Shot = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
type Row = { name: string; replicas: number | '-'; rps: number; ok: number; other: string; p50: number; p99: number; cpu: string; replicaMsPerReq: number };

/** Jiffies used so far by a process and its children threads (utime + stime), from /proc. */
function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}
/** Every PostgreSQL process on this machine (other users' sessions included: a shared server). */
function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    const comm = (() => {
      try {
        return readFileSync(`/proc/${name}/comm`, 'utf8').trim();
      } catch {
        return '';
      }
    })();
    if (comm === 'postgres') ticks.set(Number(name), cpuTicks(Number(name)));
  }
  return ticks;
}
const ticksSince = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, t]) => sum + t - (before.get(pid) ?? 0), 0);
const machineBusy = () => cpus().reduce((acc, c) => ({ busy: acc.busy + c.times.user + c.times.nice + c.times.sys + c.times.irq, all: acc.all + c.times.user + c.times.nice + c.times.sys + c.times.irq + c.times.idle }), { busy: 0, all: 0 });

/** Closed loop: `concurrency` clients, each sending its next request when the last is answered, for `seconds`. */
async function load(port: number, shot: () => Shot, watch: { replicas: Replica[]; nginxPid: number }): Promise<Omit<Row, 'name' | 'replicas'>> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses = new Map<number, number>();
  const times: number[] = [];
  const fire = (s: Shot) =>
    new Promise<number>((done) => {
      const req = request({ host: '127.0.0.1', port, path: s.path, method: s.method, agent, headers: { ...(s.body ? { 'content-type': 'application/json' } : {}), ...s.headers }, timeout: 20_000 }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      });
      req.on('error', () => done(0));
      req.on('timeout', () => req.destroy());
      req.end(s.body);
    });
  const lane = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const started = performance.now();
      const status = await fire(shot());
      if (!record) continue;
      times.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, () => lane(performance.now() + warmupMs, false)));
  const pids = [...watch.replicas.map((r) => r.child.pid!), watch.nginxPid, ...nginxWorkers(watch.nginxPid)];
  const before = { ticks: pids.map(cpuTicks), self: process.cpuUsage(), machine: machineBusy(), pg: postgresTicks() };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => lane(started + seconds * 1000, true)));
  const elapsed = (performance.now() - started) / 1000;
  const machine = machineBusy();
  const ticks = pids.map((pid, i) => cpuTicks(pid) - before.ticks[i]!);
  const pgCpu = ticksSince(before.pg, postgresTicks()) / 100;
  const self = process.cpuUsage(before.self);
  agent.destroy();
  // One core = 100 %; clock ticks are 1/100 s on Linux.
  const pct = (cpuSeconds: number) => `${Math.round((cpuSeconds / elapsed) * 100)}%`;
  const replicaCpu = ticks.slice(0, watch.replicas.length).reduce((a, b) => a + b, 0) / 100;
  const nginxCpu = ticks.slice(watch.replicas.length).reduce((a, b) => a + b, 0) / 100;
  const busy = (machine.busy - before.machine.busy) / (machine.all - before.machine.all);
  const cpu = `machine ${Math.round(busy * 100)}% of ${cpus().length} cores; replicas ${pct(replicaCpu)}, postgres ${pct(pgCpu)}, nginx ${pct(nginxCpu)}, load ${pct((self.user + self.system) / 1e6)}`;
  times.sort((a, b) => a - b);
  const ok = [...statuses].filter(([s]) => s >= 200 && s < 300).reduce((a, [, n]) => a + n, 0);
  const other = [...statuses].filter(([s]) => s < 200 || s >= 300).map(([s, n]) => `${n}×${s}`).join(' ');
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  const replicaMsPerReq = Math.round(((replicaCpu * 1000) / Math.max(1, times.length)) * 100) / 100;
  return { rps: Math.round(times.length / elapsed), ok: Math.round(ok / elapsed), other, p50: at(0.5), p99: at(0.99), cpu, replicaMsPerReq };
}

function nginxWorkers(masterPid: number): number[] {
  try {
    return readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const tomorrowPlus = (days: number) => new Date(Date.now() + 5.5 * 3_600_000 + (1 + days) * 86_400_000).toISOString().slice(0, 10);

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('run npm run build first (nginx serves dist/)');
  const dir = await runDir();
  const scratch = await scratchDatabase();
  await flushRedis(REDIS);
  // One address sends everything here: the per-client caps would measure themselves, not the service.
  const env = { REDIS_URL: REDIS, RATE_LIMIT_MAX: '0', MAX_HEAVY_PER_CLIENT: '0', LOG_LEVEL: 'error' };
  const asset = /\/assets\/[\w.-]+\.js/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[0] ?? '/favicon.svg';
  const rows: Row[] = [];
  let members: Member[] = [];
  let gymId = '';
  try {
    for (let n = 1; n <= maxReplicas; n++) {
      const ports = Array.from({ length: n }, (_, i) => BASE_PORT + 1 + i);
      const replicas = ports.map((port, i) => startReplica(port, replicaEnv(dir, scratch.url, env), join(dir, `bench-${n}-${i}.log`)));
      await Promise.all(replicas.map((r) => waitHealthy(r)));
      const nginx = await startNginx(dir, BASE_PORT, ports);
      const watch = { replicas, nginxPid: nginx.child.pid! };
      try {
        if (n === 1) {
          const outbox = join(dir, 'sms-outbox.jsonl');
          const owner = await signIn(outbox, { sendVia: nginx.url, userType: 'gym_owner' });
          members = await mapLimit(Array.from({ length: 20 }), 4, () => signIn(outbox, { sendVia: nginx.url }));
          const gym = await call(nginx.url, 'POST', '/api/gyms.php?action=create', {
            body: validGymBody({ slotCapacity: 500, weeklyOff: 'none', openingTime: '06:00', closingTime: '22:00' }),
            headers: owner.auth,
          });
          gymId = (gym.json().data as { id: string }).id;
          if (!gymId) throw new Error(`gym create answered ${gym.status}: ${gym.body}`);
          rows.push({ name: `nginx: static file ${asset} (ceiling)`, replicas: '-', ...(await load(BASE_PORT, () => ({ method: 'GET', path: asset }), watch)) });
        }
        rows.push({ name: 'GET city search "pune"', replicas: n, ...(await load(BASE_PORT, () => ({ method: 'GET', path: '/api/gyms.php?action=search&q=pune' }), watch)) });
        let i = 0;
        const booking = (): Shot => {
          i += 1;
          const body = { gymId, passType: 'day', startDate: tomorrowPlus(i % 6), slotTime: `${String(6 + (i % 16)).padStart(2, '0')}:00`, paymentMethod: 'at_gym' };
          return { method: 'POST', path: '/api/bookings.php?action=create', headers: { ...members[i % members.length]!.auth, 'idempotency-key': randomUUID() }, body: JSON.stringify(body) };
        };
        rows.push({ name: 'POST booking create', replicas: n, ...(await load(BASE_PORT, booking, watch)) });
      } finally {
        await nginx.stop();
        await stopReplicas(replicas);
      }
    }
  } finally {
    await scratch.drop().catch(() => undefined);
    await flushRedis(REDIS).catch(() => undefined);
    await removeDir(dir);
  }
  console.log(`\n${concurrency} clients, ${seconds} s per row, ${cpus().length} cores, one PostgreSQL, through nginx (deploy/nginx.conf)\n`);
  console.log('| what | replicas | req/s | 2xx/s | other answers | p50 ms | p99 ms | replica CPU ms/req | CPU while measured |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.replicas} | ${r.rps} | ${r.ok} | ${r.other || '-'} | ${r.p50} | ${r.p99} | ${r.replicaMsPerReq} | ${r.cpu} |`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
