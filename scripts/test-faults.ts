/**
 * npm run test:faults (issue 36): two replicas on a PostgreSQL and a Redis of this run's own, with a fake SMS gateway and
 * WhatsApp Cloud API in this process, under steady traffic (sign-ins, searches, bookings whose confirmations go through
 * the outbox) while each fault is injected in turn: PostgreSQL stopped and restarted, Redis stopped, the provider
 * answering 500, hanging, refusing connections, answering 429. One table row per fault; last line "N passed, N failed".
 * Needs PostgreSQL's initdb/pg_ctl, redis-server, and the build (made when missing or stale).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { validGymBody } from '../tests/utils/owner-gym-bodies';
import { staleReason } from './build-if-stale';
import { freePort, removeDir, replicaEnv, ROOT, runDir, startReplica, stopReplicas, waitHealthy, type Replica } from './replicas/cluster';
import { call, mapLimit, signIn, type Member } from './replicas/client';
import { startFakeProvider, type FakeProvider, type ProviderMode } from './faults/fake-provider';
import { onPath, pgBin, startPostgres, startRedis, type Postgres, type RedisServer } from './faults/services';
import { Traffic } from './faults/traffic';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const SLOW_MS = 2000;
const STEADY_MS = 5000;
const RECOVERY_MAX_MS = 45_000;

type Phase = { name: string; start: number; faultEnd: number; recovered: number | null; notes: string[] };
type Cluster = { dir: string; pg: Postgres; redis: RedisServer; fake: FakeProvider; replicas: Replica[]; env: Record<string, string> };

const countBy = (values: number[]) =>
  Object.entries(values.reduce<Record<number, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {}))
    .map(([k, n]) => `${k === '0' ? 'none' : k}×${n}`)
    .join(' ');

// ---- cleaning up, whatever ends the run ---------------------------------------------------------

const cluster: Partial<Cluster> = {};
let cleaned = false;
let pgStopped = false;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
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
    WHATSAPP_PROVIDER: 'cloud',
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

const ready = (url: string) => fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(1000) }).then((r) => r.status === 200, () => false);

/** A replica that died is named and started again, so the next faults still run on two. */
async function reviveDead(c: Cluster, phase: Phase): Promise<void> {
  for (const [i, r] of c.replicas.entries()) {
    if (r.child.exitCode === null && r.child.signalCode === null) continue;
    phase.notes.push(`replica ${i + 1} exited (${r.child.exitCode ?? r.child.signalCode}) and was started again`);
    c.replicas[i] = startReplica(r.port, c.env, join(c.dir, `replica-${i + 1}-again-${Date.now()}.log`));
    cluster.replicas = c.replicas;
    await waitHealthy(c.replicas[i]!).catch((e: unknown) => phase.notes.push(String(e).split('\n')[0]!));
  }
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

// ---- the report --------------------------------------------------------------------------------

type FailedRow = { id: string; kind: string; channel: string; last_error: string | null; created_at: Date };

async function report(c: Cluster, traffic: Traffic, phases: Phase[], db: pg.Pool): Promise<{ ok: boolean; name: string }[]> {
  const ids = traffic.booked.map((b) => b.id);
  const { rows: found } = await db.query<{ id: string }>('select id from bookings where id = any($1)', [ids]);
  const present = new Set(found.map((r) => r.id));
  const { rows: failed } = await db.query<FailedRow>("select id, kind, channel, last_error, created_at from messages where status = 'failed' order by created_at");
  const { rows: byStatus } = await db.query<{ status: string; channel: string; n: number }>(
    "select status, channel, count(*)::int as n from messages where channel <> 'in_app' group by 1, 2 order by 2, 1",
  );
  const duplicates = c.fake.duplicates();
  const within = <T>(items: T[], at: (t: T) => number, i: number) => items.filter((t) => at(t) >= phases[i]!.start && (i + 1 === phases.length || at(t) < phases[i + 1]!.start));

  const header = ['fault', 'requests', `≤${SLOW_MS / 1000} s`, 'answers', '500s', 'recovery', 'lost 2xx bookings', 'duplicates', 'failed msgs'];
  const rows = phases.map((p, i) => {
    const sent = within(traffic.sent, (s) => s.at, i);
    const quick = sent.filter((s) => s.status !== 0 && s.ms <= SLOW_MS).length;
    const fiveHundreds = sent.filter((s) => s.status === 500).length;
    const lost = within(traffic.booked, (b) => b.at, i).filter((b) => !present.has(b.id)).length;
    const dups = within(duplicates, (d) => d.at, i).length;
    const failedHere = within(failed, (f) => f.created_at.getTime(), i).length;
    const recovered = p.recovered === null ? `none in ${RECOVERY_MAX_MS / 1000} s` : `${((p.recovered - p.faultEnd) / 1000).toFixed(1)} s`;
    const ok = quick === sent.length && fiveHundreds === 0 && lost === 0 && dups === 0 && p.recovered !== null;
    return { ok, cells: [`${ok ? '✓' : '✗'} ${p.name}`, String(sent.length), String(quick), countBy(sent.map((s) => s.status)), String(fiveHundreds), recovered, String(lost), String(dups), String(failedHere)] };
  });
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((r) => r.cells[col]!.length)));
  const line = (cells: string[]) => cells.map((cell, col) => cell.padEnd(widths[col]!)).join(' │ ');
  console.log(`\n${line(header)}\n${widths.map((w) => '─'.repeat(w)).join('─┼─')}`);
  for (const r of rows) console.log(line(r.cells));
  console.log(
    `\nEach row: the requests started from the fault's start until the next row's (its fault, recovery, then ${STEADY_MS / 1000} s steady); the first row is the steady traffic before any fault.` +
      `\n"≤${SLOW_MS / 1000} s": answered within ${SLOW_MS / 1000} s ("none": no answer, counted as slow). Recovery: from the fault's end until /api/ready is 200 on both replicas and a booking succeeds.`,
  );
  for (const p of phases) for (const note of p.notes) console.log(`  ${p.name}: ${note}`);
  console.log(`\n2xx bookings: ${ids.length}, in the database: ${ids.filter((id) => present.has(id)).length}`);
  console.log(`at the fake provider: ${c.fake.delivered.length} delivered (${c.fake.delivered.filter((d) => d.channel === 'sms').length} SMS, ${c.fake.delivered.filter((d) => d.channel === 'whatsapp').length} WhatsApp), ${duplicates.length} duplicates; requests by mode ${JSON.stringify(c.fake.received)}`);
  console.log(`messages in the outbox (not in-app), by channel and status: ${byStatus.map((r) => `${r.channel}/${r.status}×${r.n}`).join(' ') || 'none'}`);
  if (byStatus.some((r) => r.channel === 'whatsapp') && !c.fake.delivered.some((d) => d.channel === 'whatsapp'))
    console.log('  no WhatsApp message reached the fake: does this server know WHATSAPP_API_URL? (without it, it calls graph.facebook.com)');
  for (const d of duplicates) console.log(`  duplicate: ${d.channel} ${d.id} (${d.kind}) to ${d.to}`);
  if (failed.length) console.log(`messages failed for good: ${failed.length}`);
  for (const f of failed) console.log(`  ${f.id} ${f.kind}/${f.channel}: ${f.last_error ?? '(no lastError)'}`);
  return rows.map((r, i) => ({ ok: r.ok, name: phases[i]!.name }));
}

// ---- the run -----------------------------------------------------------------------------------

async function main(): Promise<number> {
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
    traffic.start(laneMembers);

    const phases: Phase[] = [{ name: 'steady, before any fault', start: Date.now(), faultEnd: Date.now(), recovered: Date.now(), notes: [] }];
    await sleep(STEADY_MS);
    for (const fault of FAULTS) {
      const phase: Phase = { name: fault.name, start: Date.now(), faultEnd: 0, recovered: null, notes: [] };
      phases.push(phase);
      process.stdout.write(`  ${fault.name} …`);
      await fault.inject(c).catch((e: unknown) => phase.notes.push(`injecting it failed: ${e instanceof Error ? e.message.split('\n')[0] : e}`));
      phase.faultEnd = Date.now();
      await reviveDead(c, phase);
      phase.recovered = await recovery(c, traffic, prober);
      console.log(phase.recovered === null ? ' not recovered' : ` recovered ${((phase.recovered - phase.faultEnd) / 1000).toFixed(1)} s after`);
      await sleep(STEADY_MS);
    }
    await traffic.stop();
    // The confirmations of the last bookings: a few worker runs to go out.
    await sleep(3000);
    results.push(...(await report(c, traffic, phases, db)));
  } catch (error) {
    results.push({ ok: false, name: 'the run itself' });
    console.log(`  ✗ the run stopped: ${error instanceof Error ? error.message : error}`);
  } finally {
    await db.end().catch(() => undefined);
    await cleanUp();
  }
  console.log(`ran ${((performance.now() - began) / 1000).toFixed(0)} s`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  return failed;
}

main().then(
  (failed) => process.exit(failed > 0 ? 1 : 0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    void cleanUp().finally(() => {
      console.log('\n0 passed, 1 failed');
      process.exit(1);
    });
  },
);
