/**
 * npm run test:replicas: two replicas started at the same moment on a fresh PostgreSQL database and a
 * Redis database of their own, behind deploy/nginx.conf on loopback, then the checks of issue 20.
 * Needs `npm run build` (nginx serves dist/), PostgreSQL, Redis and nginx. Last line: "N passed, N failed".
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { validGymBody } from '../tests/utils/owner-gym-bodies';
import { BASE_PORT, DIST, flushRedis, NGINX, removeDir, replicaEnv, runDir, scratchDatabase, startNginx, startReplica, stopReplicas, tail, waitHealthy, type Nginx, type Replica } from './replicas/cluster';
import { call, exitWithTally, mapLimit, signIn, type Answer, type Member } from './replicas/client';

const results: { name: string; ok: boolean; detail: string }[] = [];

/** One named check: a thrown error or a false result fails it; the run goes on to the next. */
async function check(name: string, body: () => Promise<string | void>): Promise<void> {
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  try {
    const detail = (await body()) ?? '';
    results.push({ name, ok: true, detail });
    console.log(`  ✓ ${name} (${detail ? `${detail}; ` : ''}${took()})`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, detail });
    console.log(`  ✗ ${name} (${took()})\n      ${detail.split('\n').join('\n      ')}`);
  }
}

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const countBy = (values: number[]) => Object.entries(values.reduce<Record<number, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {})).map(([k, n]) => `${n}×${k}`).join(' ');

/** Tomorrow in India: a bookable day whatever the hour here. */
const tomorrowInIndia = () => new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

type Ctx = { dir: string; dbUrl: string; db: pg.Pool; outbox: string; replicas: Replica[]; nginx: Nginx };

const ports = { nginx: BASE_PORT, replicas: [BASE_PORT + 1, BASE_PORT + 2] };

async function startReplicas(ctx: Pick<Ctx, 'dir' | 'dbUrl'>, extra: Record<string, string>, round: string): Promise<Replica[]> {
  // At the same moment: the advisory lock, not luck, decides who migrates.
  const replicas = ports.replicas.map((port, i) => startReplica(port, replicaEnv(ctx.dir, ctx.dbUrl, extra), join(ctx.dir, `replica-${round}-${i + 1}.log`)));
  await Promise.all(replicas.map((r) => waitHealthy(r)));
  return replicas;
}

async function createGym(via: string, owner: Member, overrides: Parameters<typeof validGymBody>[0]): Promise<string> {
  const res = await call(via, 'POST', '/api/gyms.php?action=create', { body: validGymBody({ weeklyOff: 'none', openingTime: '06:00', closingTime: '22:00', ...overrides }), headers: owner.auth });
  expect(res.status === 201 || res.status === 200, `gyms create answered ${res.status}: ${res.body}`);
  const data = res.json().data as { id?: string; gym?: { id: string } };
  const id = data.id ?? data.gym?.id;
  expect(typeof id === 'string', `no gym id in ${res.body}`);
  return id;
}

const book = (base: string, member: Member, body: object, key = randomUUID()) =>
  call(base, 'POST', '/api/bookings.php?action=create', { body, headers: { ...member.auth, 'idempotency-key': key } });

const bookingId = (res: Answer) => (res.json().data as { booking?: { id: string } } | undefined)?.booking?.id;

async function checks(ctx: Ctx): Promise<void> {
  const [a, b] = ctx.replicas as [Replica, Replica];
  const lb = ctx.nginx.url;
  const date = tomorrowInIndia();

  await check('both replicas started together on the empty database: exactly one seeded, none crashed', async () => {
    const logs = await Promise.all(ctx.replicas.map((r) => tail(r.log, 200)));
    const seeded = logs.map((log) => /Seeded (\d+) demo gyms/.exec(log)?.[1]);
    expect(seeded.filter(Boolean).length === 1, `"Seeded" lines: ${JSON.stringify(seeded)}`);
    expect(ctx.replicas.every((r) => r.child.exitCode === null), 'a replica exited');
    const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from gyms');
    expect(rows[0]!.n === Number(seeded.find(Boolean)), `gyms in the database: ${rows[0]!.n}, seeded ${seeded.find(Boolean)}`);
    return `${rows[0]!.n} gyms, seeded once`;
  });

  await check('nginx serves dist/assets from disk: precompressed, immutable; the API and pages through the replicas with a request id', async () => {
    const html = await call(lb, 'GET', '/');
    expect(html.status === 200, `/ answered ${html.status}`);
    const asset = /\/assets\/[\w.-]+\.js/.exec(html.body)?.[0];
    expect(!!asset, 'no /assets/*.js in the page');
    const res = await fetch(`${lb}${asset}`, { headers: { 'accept-encoding': 'br, gzip' }, signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    const encoding = res.headers.get('content-encoding');
    expect(res.status === 200 && (encoding === 'gzip' || encoding === 'br'), `asset ${res.status}, content-encoding ${encoding}`);
    expect(/immutable/.test(res.headers.get('cache-control') ?? ''), `cache-control ${res.headers.get('cache-control')}`);
    const health = await call(lb, 'GET', '/api/health');
    expect(health.status === 200 && /^[0-9a-f]{32}$/.test(health.headers.get('x-request-id') ?? ''), `health ${health.status}, x-request-id ${health.headers.get('x-request-id')}`);
    return `${asset} as ${encoding}`;
  });

  const client = { 'x-forwarded-for': '198.51.100.20' };
  let crossMember: Member | undefined;
  await check('a sign-in started on one replica finishes on the other', async () => {
    crossMember = await signIn(ctx.outbox, { sendVia: a.url, verifyVia: b.url, headers: client });
    const profile = await call(a.url, 'GET', '/api/profile.php?action=get', { headers: crossMember.auth });
    expect(profile.status === 200, `profile on the first replica answered ${profile.status}`);
  });

  await check('logout on one replica ends the session on the other at once (401)', async () => {
    const member = await signIn(ctx.outbox, { sendVia: a.url, headers: client });
    expect((await call(b.url, 'GET', '/api/profile.php?action=get', { headers: member.auth })).status === 200, 'not signed in on the other replica first');
    const out = await call(a.url, 'POST', '/api/auth-otp.php?action=logout', { body: {}, headers: member.auth });
    expect(out.status === 200, `logout answered ${out.status}: ${out.body}`);
    const after = await call(b.url, 'GET', '/api/profile.php?action=get', { headers: member.auth });
    expect(after.status === 401, `the other replica answered ${after.status} right after logout`);
  });

  const owner = await signIn(ctx.outbox, { sendVia: lb, userType: 'gym_owner' });

  await check('one Idempotency-Key sent to both replicas at once: one booking, identical answers', async () => {
    const gymId = await createGym(lb, owner, { slotCapacity: 5 });
    const member = crossMember ?? (await signIn(ctx.outbox, { sendVia: lb }));
    const key = randomUUID();
    const body = { gymId, passType: 'day', startDate: date, slotTime: '07:00', paymentMethod: 'online' };
    const answers = await Promise.all([a, b, a, b].map((r) => book(r.url, member, body, key)));
    expect(answers.every((res) => res.status === 201), `statuses ${countBy(answers.map((r) => r.status))}: ${answers[0]!.body}`);
    expect(new Set(answers.map((res) => res.body)).size === 1, 'the answers differ');
    const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from bookings where gym_id = $1', [gymId]);
    expect(rows[0]!.n === 1, `${rows[0]!.n} bookings`);
    return '4 calls over 2 replicas, 1 booking';
  });

  const members = await mapLimit(Array.from({ length: 40 }), 8, () => signIn(ctx.outbox, { sendVia: lb }));

  await check('200 bookings of one slot through nginx over both replicas: exactly its capacity succeed, no 5xx', async () => {
    const capacity = 7;
    const gymId = await createGym(lb, owner, { slotCapacity: capacity });
    const body = { gymId, passType: 'day', startDate: date, slotTime: '08:00', paymentMethod: 'at_gym' };
    const answers = await mapLimit(Array.from({ length: 200 }), 50, (_, i) => book(lb, members[i % 20]!, body));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201).length === capacity, `statuses ${countBy(statuses)}`);
    expect(statuses.every((s) => s === 201 || s === 409), `statuses ${countBy(statuses)}`);
    const { rows } = await ctx.db.query<{ n: number }>("select count(*)::int as n from bookings where gym_id = $1 and status <> 'cancelled'", [gymId]);
    expect(rows[0]!.n === capacity, `${rows[0]!.n} live bookings`);
    return countBy(statuses);
  });

  await check('a gym in a new city, written on one replica, shows in search on the other within the answer cache lag', async () => {
    const city = `Qelvapur ${randomUUID().replace(/\d/g, '').slice(0, 6)}`;
    const search = () => call(b.url, 'GET', `/api/gyms.php?action=search&q=${encodeURIComponent(city)}`);
    const before = await search();
    expect(before.status === 200 && (before.json().data as { total: number }).total === 0, `before: ${before.status} ${before.body.slice(0, 200)}`);
    const gymId = await createGym(a.url, owner, { city, area: 'Old Town', name: 'Replica Strength' });
    const lagMs = 5000;
    const deadline = Date.now() + lagMs + 2000;
    let seen = false;
    let tries = 0;
    while (!seen && Date.now() < deadline) {
      tries += 1;
      const res = await search();
      seen = ((res.json().data as { items?: { id: string }[] } | undefined)?.items ?? []).some((g) => g.id === gymId);
      if (!seen) await new Promise((done) => setTimeout(done, 100));
    }
    expect(seen, `not in the other replica's search within ${lagMs} ms + 2 s`);
    return `seen after ${tries} search${tries > 1 ? 'es' : ''}`;
  });

  await check('a rolling restart: SIGTERM of one replica while 40 members book through nginx loses no request and no 2xx write', async () => {
    const gymId = await createGym(lb, owner, { slotCapacity: 100 });
    const body = { gymId, passType: 'day', startDate: date, slotTime: '08:00', paymentMethod: 'at_gym' };
    let answered = 0;
    const inFlight = members.map((m) => book(lb, m, body, randomUUID()).finally(() => (answered += 1)));
    while (answered < 3) await new Promise((done) => setTimeout(done, 5));
    b.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    const exitCode = await b.exited;
    // Requests in flight finish on the closing replica; new ones are refused there and nginx sends them to the other.
    expect(answers.every((res) => res.status === 201), `statuses ${countBy(answers.map((r) => r.status))}`);
    expect(exitCode === 0, `the closing replica exited with ${exitCode}`);
    const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from bookings where gym_id = $1', [gymId]);
    expect(rows[0]!.n === members.length, `${members.length} answered 201, ${rows[0]!.n} in the database`);
    // The new version takes its place, as a roll would; nginx routes to it again before the next check.
    ctx.replicas[1] = startReplica(b.port, replicaEnv(ctx.dir, ctx.dbUrl, { RATE_LIMIT_MAX: '100000' }), join(ctx.dir, 'replica-rolled-2.log'));
    await waitHealthy(ctx.replicas[1]);
    // nginx saw the closing replica refuse and keeps that address out of the pool for fail_timeout (5 s).
    await new Promise((done) => setTimeout(done, 6000));
    return `${countBy(answers.map((r) => r.status))}, the closing replica exited 0`;
  });

  await check('SIGKILL of one replica while 40 members book through nginx: every 2xx is in the database, the rest answered cleanly, none hangs', async () => {
    const gymId = await createGym(lb, owner, { slotCapacity: 100 });
    const body = { gymId, passType: 'day', startDate: date, slotTime: '09:00', paymentMethod: 'at_gym' };
    const keys = members.map(() => randomUUID());
    let answered = 0;
    const inFlight = members.map((m, i) => book(lb, m, body, keys[i]).finally(() => (answered += 1)));
    // Killed mid-load: once the first answers are back, the rest are spread over both replicas.
    while (answered < 3) await new Promise((done) => setTimeout(done, 5));
    a.kill('SIGKILL');
    const answers = await Promise.all(inFlight);
    const statuses = answers.map((res) => res.status);
    expect(!statuses.includes(0), `a call got no answer within ${20} s: ${answers.find((r) => r.status === 0)?.body}`);
    expect(statuses.every((s) => s === 201 || s === 502 || s === 503 || s === 504), `statuses ${countBy(statuses)}`);
    const ids = answers.filter((res) => res.status === 201).map(bookingId);
    const { rows } = await ctx.db.query<{ id: string }>('select id from bookings where id = any($1)', [ids]);
    expect(rows.length === ids.length, `${ids.length} answered 201, ${rows.length} in the database`);
    // A failed one retried with its key lands once; no member ends up with two.
    const retried = await Promise.all(answers.map((res, i) => (res.status === 201 ? res : book(lb, members[i]!, body, keys[i]))));
    expect(retried.every((res) => res.status === 201), `retries: ${countBy(retried.map((r) => r.status))}`);
    const { rows: per } = await ctx.db.query<{ n: number }>('select count(*)::int as n from bookings where gym_id = $1 group by member_id', [gymId]);
    expect(per.length === members.length && per.every((r) => r.n === 1), `bookings per member: ${JSON.stringify(per.map((r) => r.n))}`);
    const nginxSaw = (await tail(ctx.nginx.log, 400)).split('\n').filter((line) => /upstream|connect\(\) failed/.test(line)).length;
    return `first answers ${countBy(statuses)}, ${nginxSaw} upstream errors nginx retried elsewhere; after retrying with the same keys ${per.length} members, one booking each`;
  });
}

async function rateLimitChecks(ctx: Ctx): Promise<void> {
  await check('after a restart with RATE_LIMIT_MAX=10: the API cap is counted once across both replicas, on the address nginx saw', async () => {
    const lb = ctx.nginx.url;
    // A client-sent X-Forwarded-For changes nothing: nginx overwrites it with the address it saw.
    const statuses = await mapLimit(Array.from({ length: 16 }), 1, (_, i) => call(lb, 'GET', '/api/health', { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } }).then((r) => r.status));
    expect(statuses.filter((s) => s === 200).length === 10 && statuses.filter((s) => s === 429).length === 6, `statuses ${countBy(statuses)}`);
    const other = await call(ctx.replicas[1]!.url, 'GET', '/api/health', { headers: { 'x-forwarded-for': '192.0.2.99' } });
    expect(other.status === 200, `another client answered ${other.status}`);
    return countBy(statuses);
  });
}

async function main(): Promise<{ ok: boolean }[]> {
  for (const [what, ok] of [
    ['dist/index.html (npm run build)', existsSync(join(DIST, 'index.html'))],
    [NGINX, existsSync(NGINX)],
  ] as const)
    if (!ok) throw new Error(`missing ${what}`);
  const dir = await runDir();
  const scratch = await scratchDatabase();
  await flushRedis();
  const db = new pg.Pool({ connectionString: scratch.url, max: 2 });
  let replicas: Replica[] = [];
  let nginx: Nginx | undefined;
  try {
    console.log(`replicas on ${ports.replicas.join(', ')}, nginx on ${ports.nginx}, database ${new URL(scratch.url).pathname.slice(1)}, logs in ${dir}`);
    let at = performance.now();
    const since = () => `${((performance.now() - at) / 1000).toFixed(1)} s`;
    replicas = await startReplicas({ dir, dbUrl: scratch.url }, { RATE_LIMIT_MAX: '100000' }, 'first');
    console.log(`two replicas healthy in ${since()}`);
    nginx = await startNginx(dir, ports.nginx, ports.replicas);
    const ctx: Ctx = { dir, dbUrl: scratch.url, db, outbox: join(dir, 'sms-outbox.jsonl'), replicas, nginx };
    await checks(ctx);
    at = performance.now();
    await stopReplicas(replicas);
    console.log(`stopped in ${since()}`);
    at = performance.now();
    replicas = await startReplicas(ctx, { RATE_LIMIT_MAX: '10' }, 'second');
    console.log(`restarted in ${since()}`);
    // nginx keeps a replica it saw fail out of the pool for fail_timeout (5 s): wait until it routes to them again.
    await waitHealthy({ ...replicas[0]!, url: nginx.url });
    // The start-up health checks came from this machine too: the cap's count starts from zero here.
    await flushRedis();
    await rateLimitChecks({ ...ctx, replicas });
  } catch (error) {
    results.push({ name: 'the run itself', ok: false, detail: error instanceof Error ? error.message : String(error) });
    console.log(`  ✗ the run stopped: ${error instanceof Error ? error.message : error}`);
  } finally {
    await stopReplicas(replicas);
    await nginx?.stop();
    await db.end();
    await scratch.drop().catch((e: unknown) => console.log(`could not drop the database: ${e}`));
    await flushRedis().catch(() => undefined);
    if (results.every((r) => r.ok) && !process.env.REPLICAS_KEEP_LOGS) await removeDir(dir);
  }
  return results;
}

exitWithTally(main);
