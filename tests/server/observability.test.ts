import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { testConfig } from '@tests/utils/test-config';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const METRICS_TOKEN = 'metrics-token-0123456789';
const server = useTestServer({ METRICS_TOKEN });
const app = () => server.current.app;

const metricsText = async () => (await app().inject({ url: '/metrics' })).body;
/** A sample's value from the Prometheus text, 0 when the series is not there yet. */
const sample = (text: string, series: string) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.split(' ')[1] ?? 0);

describe('/api/health and /api/ready', () => {
  it('answers health while the process lives, and ready once the database answers', async () => {
    expect((await app().inject({ url: '/api/health' })).statusCode).toBe(200);
    const ready = await app().inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'Success', message: 'ready', data: { checked: ['database'] } });
  });

  it('answers 503 naming the dependency that failed', async () => {
    const checks = app().readinessChecks;
    const database = checks.get('database')!;
    checks.set('database', () => Promise.reject(new Error('connection refused')));
    try {
      const res = await app().inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'Error', message: 'Not ready: database', data: { failed: ['database'] } });
    } finally {
      checks.set('database', database);
    }
  });

  it('asks Redis when REDIS_URL is set, and names it when it does not answer', async () => {
    // Nothing listens on port 1: the rate limit's Redis client never connects.
    const withRedis = await buildApp({ config: testConfig({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: 100 }), db: server.current.handle.db });
    try {
      const res = await withRedis.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: 'Not ready: redis', data: { failed: ['redis'] } });
    } finally {
      await withRedis.close();
    }
  });

  it('stops answering ready once the app is closing, while a request in flight still finishes', async () => {
    const closing = await buildApp({ config: testConfig(), db: server.current.handle.db });
    let release = () => {};
    let started = false;
    closing.get('/slow-for-test', async () => {
      started = true;
      await new Promise<void>((done) => (release = done));
      return { status: 'Success', message: 'done' };
    });
    await closing.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(closing.server.address() as { port: number }).port}`;
    const slow = fetch(`${base}/slow-for-test`);
    await expect.poll(() => started).toBe(true);
    const closed = closing.close();
    // A balancer's probe is refused (503 on a busy keep-alive connection, or no connection at all) while the request finishes.
    const probe = () => fetch(`${base}/api/ready`, { headers: { connection: 'close' } }).then((res) => res.status, () => 'refused');
    await expect.poll(probe).toMatch(/^(503|refused)$/);
    release();
    expect((await slow).status).toBe(200);
    await closed;
  });
});

describe('request ids', () => {
  it("takes the balancer's X-Request-Id, echoes it, and logs every line of the request with it", async () => {
    const lines: string[] = [];
    const logged = await buildApp({ config: testConfig({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }), db: server.current.handle.db, logTo: { write: (line) => lines.push(line) } });
    try {
      const id = 'a3f1c2d4e5f60718293a4b5c6d7e8f90';
      const res = await logged.inject({ url: '/api/health', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
      const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      const ofRequest = entries.filter((entry) => entry.msg === 'incoming request' || entry.msg === 'request completed');
      expect(ofRequest).toHaveLength(2);
      expect(ofRequest.every((entry) => entry.reqId === id)).toBe(true);
    } finally {
      await logged.close();
    }
  });

  it('makes its own id when none is sent, or when the one sent is too long or could forge a log line', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const ids = new Set<string>();
    for (const headers of [{}, { 'x-request-id': 'x'.repeat(129) }, { 'x-request-id': 'id with spaces"}' }]) {
      const id = String((await app().inject({ url: '/api/health', headers })).headers['x-request-id']);
      expect(id).toMatch(uuid);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });
});

describe('/metrics', () => {
  it('answers loopback in the Prometheus format: durations per route pattern, event-loop lag', async () => {
    await app().inject({ url: '/api/gyms.php?action=search&q=pune' });
    const res = await app().inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/gyms\.php\/search",status_code="200"\} \d+/);
    expect(res.body).not.toContain('q=pune');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answers 404 from another machine, or through a proxy on this one, unless the token comes with it', async () => {
    const remote = '203.0.113.7';
    expect((await app().inject({ url: '/metrics', remoteAddress: remote })).statusCode).toBe(404);
    expect((await app().inject({ url: '/metrics', headers: { 'x-forwarded-for': remote } })).statusCode).toBe(404);
    expect((await app().inject({ url: '/metrics', remoteAddress: remote, headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(404);
    expect((await app().inject({ url: '/metrics', remoteAddress: remote, headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(200);
  });

  it('counts OTPs sent, bookings created (not their idempotent retries) and payments by outcome', async () => {
    // Monday 23 Nov 2026, 10:00 in India: "tomorrow" read off the real clock fell on the gym's weekly off every Saturday.
    server.current.clock.set(new Date('2026-11-23T04:30:00Z'));
    const before = await metricsText();
    const member: SignedIn = await signIn(app(), { userType: 'member' });
    const gym = await createGym(server.current.handle.db);
    const tomorrow = '2026-11-24';
    const post = (url: string, payload: object, key?: string) =>
      app().inject({ method: 'POST', url, payload, headers: { ...member.headers, ...(key ? { 'idempotency-key': key } : {}) } });
    const body = { gymId: gym.id, passType: 'day', startDate: tomorrow, slotTime: '07:00', paymentMethod: 'online' };
    const key = randomUUID();
    const created = await post('/api/bookings.php?action=create', body, key);
    expect(created.statusCode).toBe(201);
    expect((await post('/api/bookings.php?action=create', body, key)).statusCode).toBe(201);
    const { orderId } = (created.json() as { data: { payment: { orderId: string } } }).data.payment;
    expect((await post('/api/payments.php?action=test-pay', { orderId, outcome: 'failure' })).statusCode).toBe(200);
    expect((await post('/api/payments.php?action=test-pay', { orderId, outcome: 'success' })).statusCode).toBe(200);
    const after = await metricsText();
    const grew = (series: string) => sample(after, series) - sample(before, series);
    expect(grew('gymkhana_otps_sent_total')).toBe(1);
    expect(grew('gymkhana_bookings_created_total')).toBe(1);
    expect(grew('gymkhana_payments_total{outcome="failed"}')).toBe(1);
    expect(grew('gymkhana_payments_total{outcome="paid"}')).toBe(1);
  });
});
