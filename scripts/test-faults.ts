/**
 * npm run test:faults (issue 36): two replicas on a PostgreSQL and a Redis of this run's own, with a fake SMS gateway and
 * WhatsApp Cloud API in this process, under steady traffic (sign-ins, searches, bookings whose confirmations go through
 * the outbox) while each fault is injected in turn: PostgreSQL stopped and restarted, Redis stopped, the provider
 * answering 500, hanging, refusing connections, answering 429. One table row per fault; last line "N passed, N failed".
 * Needs PostgreSQL's initdb/pg_ctl, redis-server, and the build (made when missing or stale).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { validGymBody } from '../tests/utils/owner-gym-bodies';
import { staleReason } from './build-if-stale';
import { freePort, removeDir, replicaEnv, ROOT, runDir, startReplica, stopReplicas, tail, waitHealthy, type Replica } from './replicas/cluster';
import { call, exitWithTally, mapLimit, signIn, type Member } from './replicas/client';
import { startFakeProvider, type FakeProvider, type ProviderMode } from './faults/fake-provider';
import { onPath, pgBin, startPostgres, startRedis, type Postgres, type RedisServer } from './faults/services';
import { report, type Phase } from './faults/report';
import { Traffic } from './faults/traffic';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const STEADY_MS = 5000;
const RECOVERY_MAX_MS = 45_000;

type Cluster = { dir: string; pg: Postgres; redis: RedisServer; fake: FakeProvider; replicas: Replica[]; env: Record<string, string> };

// ---- cleaning up, whatever ends the run ---------------------------------------------------------

const cluster: Partial<Cluster> = {};
let cleaned = false;
let pgStopped = false;
/** The replicas' supervisor: stopped before any clean-up, or it would start again the replicas being stopped. */
let stopSupervising: () => void = () => undefined;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  stopSupervising();
  await stopReplicas(cluster.replicas ?? [], 5000).catch(() => undefined);
  await cluster.fake?.close().catch(() => undefined);
  await cluster.redis?.stop().catch(() => undefined);
  cluster.pg?.stopNow();
  pgStopped = true;
  if (cluster.dir && !process.env.FAULTS_KEEP_LOGS) await removeDir(cluster.dir);
}
/**
 * Last resort, also when the clean-up above was cut short (exit during it, a second signal): each step is idempotent, so
 * nothing of this run outlives it.
 */
process.on('exit', () => {
  stopSupervising();
  for (const r of cluster.replicas ?? []) r.kill('SIGKILL');
  cluster.redis?.stopNow();
  if (!pgStopped) cluster.pg?.stopNow();
  if (cluster.dir && !process.env.FAULTS_KEEP_LOGS) spawnSync('rm', ['-rf', cluster.dir]);
});
// Whoever reads the output may be gone (a pipe closed by Ctrl-C): that must not end the run before its clean-up.
process.stdout.on('error', () => undefined);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    if (cleaned) process.exit(130);
    console.log(`\n${signal}: stopping the replicas, PostgreSQL and Redis, removing ${cluster.dir ?? 'the run folder'}`);
    void cleanUp().finally(() => process.exit(130));
  });

// ---- the cluster -------------------------------------------------------------------------------

async function startCluster(): Promise<Cluster> {
  const dir = await runDir('gk-faults');
  cluster.dir = dir;
  const [pgPort, redisPort, ...replicaPorts] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  cluster.pg = await startPostgres(dir, pgPort!);
  cluster.redis = await startRedis(dir, redisPort!);
  cluster.fake = await startFakeProvider();
  const env = replicaEnv(dir, cluster.pg.url, {
    REDIS_URL: cluster.redis.url,
    RATE_LIMIT_MAX: '100000',
    MAX_HEAVY_PER_CLIENT: '0',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: cluster.fake.smsUrl,
    SMS_HTTP_KEY: 'fake-sms-key',
    // A server built without WHATSAPP_API_URL would call graph.facebook.com with the fake token: members are then
    // told by SMS, through the fake gateway, so the outbox is still exercised.
    WHATSAPP_PROVIDER: knowsWhatsappApiUrl() ? 'cloud' : 'none',
    WHATSAPP_API_URL: cluster.fake.whatsappBase,
    WHATSAPP_PHONE_NUMBER_ID: '100200300',
    WHATSAPP_TOKEN: 'fake-whatsapp-token',
    MESSAGE_WORKER_INTERVAL_MS: '1000',
    MESSAGE_RETRY_BASE_MS: '1000',
  });
  cluster.replicas = replicaPorts.map((port, i) => startReplica(port, env, join(dir, `replica-${i + 1}.log`)));
  await Promise.all(cluster.replicas.map((r) => waitHealthy(r)));
  return { ...(cluster as Cluster), env };
}

/** Whether the build reads WHATSAPP_API_URL (the WhatsApp Cloud API's base, settable since issue 36). */
const knowsWhatsappApiUrl = () => readFileSync(join(ROOT, 'dist/server/server.js'), 'utf8').includes('WHATSAPP_API_URL');

const ready = (url: string) => fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(1000) }).then((r) => r.status === 200, () => false);

/** The last words of a replica's log (JSON lines: their msg and err.message), for a note on why it exited. */
async function lastWords(log: string): Promise<string> {
  const lines = (await tail(log, 12)).split('\n').filter(Boolean);
  const said = lines.map((line) => {
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      return (entry.level ?? 0) >= 50 ? [entry.msg, entry.err?.message].filter(Boolean).join(': ') : '';
    } catch {
      return line;
    }
  });
  return (said.filter(Boolean).at(-1) ?? lines.at(-1) ?? '(empty log)').slice(0, 300);
}

/**
 * What a process supervisor (systemd, a container's restart policy) does: a replica that exited is started again on
 * its port, and the phase it died in notes it, with its last words.
 */
function superviseReplicas(c: Cluster, current: () => Phase): () => void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void (async () => {
      for (const [i, r] of c.replicas.entries()) {
        if (r.child.exitCode === null && r.child.signalCode === null) continue;
        const phase = current();
        phase.exits ??= new Map();
        const seen = phase.exits.get(i + 1);
        if (seen) seen.times += 1;
        else phase.exits.set(i + 1, { times: 1, why: `exit ${r.child.exitCode ?? r.child.signalCode}; its log's last error: ${await lastWords(r.log)}` });
        c.replicas[i] = startReplica(r.port, c.env, join(c.dir, `replica-${i + 1}-${Date.now()}.log`));
        cluster.replicas = c.replicas;
      }
    })().finally(() => (checking = false));
  }, 500);
  return () => clearInterval(timer);
}

/** Until /api/ready answers 200 on both replicas and a booking succeeds; the moment, or null after RECOVERY_MAX_MS. */
async function recovery(c: Cluster, traffic: Traffic, prober: Member): Promise<number | null> {
  const deadline = Date.now() + RECOVERY_MAX_MS;
  const headers = { 'x-forwarded-for': '192.0.2.77' };
  while (Date.now() < deadline) {
    if ((await Promise.all(c.replicas.map((r) => ready(r.url)))).every(Boolean)) {
      const res = await traffic.book(prober, headers, call);
      if (res.status >= 200 && res.status < 300) return Date.now();
    }
    await sleep(250);
  }
  return null;
}

type Fault = { name: string; inject: (c: Cluster) => Promise<void> };
const provider = (mode: ProviderMode, label: string): Fault => ({
  name: `provider ${label} 10 s`,
  inject: async (c) => {
    await c.fake.setMode(mode);
    await sleep(10_000);
    await c.fake.setMode('ok');
  },
});
const FAULTS: Fault[] = [
  { name: 'PostgreSQL stopped 15 s', inject: async (c) => (await c.pg.stop(), await sleep(15_000), await c.pg.start()) },
  { name: 'PostgreSQL restarted', inject: (c) => c.pg.restart() },
  { name: 'Redis stopped 10 s', inject: async (c) => (await c.redis.stop(), await sleep(10_000), await c.redis.start()) },
  provider('error500', 'answers 500'),
  provider('hang', 'times out'),
  provider('refuse', 'refuses connections'),
  provider('rate429', '429 Retry-After: 2'),
];

// ---- the run -----------------------------------------------------------------------------------

async function main(): Promise<{ ok: boolean }[]> {
  const missing = [
    !pgBin('initdb') && 'initdb (PostgreSQL: /usr/lib/postgresql/*/bin or PATH)',
    !pgBin('pg_ctl') && 'pg_ctl',
    !onPath('redis-server') && 'redis-server',
  ].filter(Boolean);
  if (missing.length) throw new Error(`missing ${missing.join(', ')}`);
  const stale = staleReason();
  if (stale) {
    console.log(`building (${stale}) …`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const began = performance.now();
  const c = await startCluster();
  if (c.env.WHATSAPP_PROVIDER === 'none') console.log('this build does not know WHATSAPP_API_URL: WhatsApp off, messages go by SMS to the fake gateway');
  console.log(`PostgreSQL ${new URL(c.pg.url).port}, Redis ${new URL(c.redis.url).port}, fake provider ${c.fake.port}, replicas ${c.replicas.map((r) => r.port).join(', ')}; logs in ${c.dir}`);
  const db = new pg.Pool({ connectionString: c.pg.url, max: 2 });
  db.on('error', () => undefined);
  const results: { ok: boolean; name: string }[] = [];
  try {
    const otp = async (mobile: string) => {
      for (let i = 0; i < 20; i += 1) {
        const code = c.fake.latestCode(mobile);
        if (code) return code;
        await sleep(100);
      }
      throw new Error(`no sign-in code for ${mobile} at the fake provider`);
    };
    const urls = () => c.replicas.map((r) => r.url);
    const setup = { 'x-forwarded-for': '192.0.2.50' };
    const owner = await signIn(otp, { sendVia: urls()[0]!, userType: 'gym_owner', headers: setup });
    const gym = await call(urls()[1]!, 'POST', '/api/gyms.php?action=create', {
      body: validGymBody({ weeklyOff: 'none', openingTime: '06:00', closingTime: '22:00', slotCapacity: 500 }),
      headers: { ...owner.auth, ...setup },
    });
    const gymData = gym.status < 300 ? (gym.json().data as { id?: string; gym?: { id: string } }) : {};
    const gymId = gymData.id ?? gymData.gym?.id;
    if (!gymId) throw new Error(`gyms create answered ${gym.status}: ${gym.body.slice(0, 300)}`);
    const members = await mapLimit(Array.from({ length: 5 }), 2, (_, i) => signIn(otp, { sendVia: urls()[i % 2]!, headers: setup }));
    const [prober, ...laneMembers] = members as [Member, ...Member[]];
    const traffic = new Traffic(urls, otp, gymId);
    console.log(`cluster up in ${((performance.now() - began) / 1000).toFixed(1)} s; traffic: ${laneMembers.length} lanes of sign-ins, searches and bookings`);
    const phases: Phase[] = [{ name: 'steady, before any fault', start: Date.now(), faultEnd: Date.now(), recovered: Date.now(), notes: [] }];
    traffic.start(laneMembers);
    stopSupervising = superviseReplicas(c, () => phases.at(-1)!);

    await sleep(STEADY_MS);
    for (const fault of FAULTS) {
      const phase: Phase = { name: fault.name, start: Date.now(), faultEnd: 0, recovered: null, notes: [] };
      phases.push(phase);
      process.stdout.write(`  ${fault.name} …`);
      await fault.inject(c).catch((e: unknown) => phase.notes.push(`injecting it failed: ${e instanceof Error ? e.message.split('\n')[0] : e}`));
      phase.faultEnd = Date.now();
      phase.recovered = await recovery(c, traffic, prober);
      const lasted = `${((phase.faultEnd - phase.start) / 1000).toFixed(1)} s`;
      console.log(` lasted ${lasted}, ${phase.recovered === null ? 'not recovered' : `recovered ${((phase.recovered - phase.faultEnd) / 1000).toFixed(1)} s after its end`}`);
      await sleep(STEADY_MS);
    }
    await traffic.stop();
    stopSupervising();
    // The confirmations of the last bookings: a few worker runs to go out.
    await sleep(3000);
    results.push(...(await report({ fake: c.fake, traffic, phases, db, steadyMs: STEADY_MS, recoveryMaxMs: RECOVERY_MAX_MS })));
  } catch (error) {
    results.push({ ok: false, name: 'the run itself' });
    console.log(`  ✗ the run stopped: ${error instanceof Error ? error.message : error}`);
  } finally {
    await db.end().catch(() => undefined);
    await cleanUp();
  }
  console.log(`ran ${((performance.now() - began) / 1000).toFixed(0)} s`);
  return results;
}

exitWithTally(main, cleanUp);
