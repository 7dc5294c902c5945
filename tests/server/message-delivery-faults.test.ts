import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliveryPageSchema, type DeliveryPage } from '@contract/messaging/notifications';
import { messages } from '@server/db/schema';
import { createMessageWorker, LEASE_MS, MAX_ATTEMPTS, OUTCOME_UNKNOWN, retryDelayMs } from '@server/domains/messaging/message-worker';
import { RateLimited, retryAfterMs } from '@server/providers/delivery-errors';
import { httpSms } from '@server/providers/sms';
import { cloudWhatsapp } from '@server/providers/whatsapp';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { bookDayPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const BASE_MS = 30_000;
const SECOND = 1000;
/** The longest a retry may wait after failed try `attempts` (jitter at its ceiling). */
const latestRetry = (attempts: number) => retryDelayMs(attempts, BASE_MS, () => 1);

type Answer = { status: number; headers?: Record<string, string> } | 'hang';
/**
 * A provider over HTTP: answers from a script (then 200), counts calls by our message id, and keeps what it accepted.
 * `dropsRepeats`: it honours an idempotency key, as the SMS gateway does; WhatsApp Cloud does not.
 */
function fakeProvider(idOf: (init: RequestInit) => string, dropsRepeats: boolean) {
  const state = { script: [] as Answer[], calls: [] as string[], delivered: [] as string[] };
  const fetchImpl = ((_url: string, init: RequestInit) => {
    const id = idOf(init);
    state.calls.push(id);
    const answer = state.script.shift() ?? { status: 200 };
    if (answer !== 'hang' && answer.status !== 200) return Promise.resolve(new Response('busy', answer));
    if (!dropsRepeats || !state.delivered.includes(id)) state.delivered.push(id);
    // Accepted, and then the process dies before the answer is recorded.
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    return Promise.resolve(new Response('{}', { status: 200 }));
  }) as typeof fetch;
  return { state, fetchImpl };
}

const smsGateway = fakeProvider((init) => new Headers(init.headers).get('idempotency-key')!, true);
const whatsappApi = fakeProvider((init) => (JSON.parse(String(init.body)) as { biz_opaque_callback_data: string }).biz_opaque_callback_data, false);
const channels = {
  sms: httpSms('http://sms.test/send', 'key', smsGateway.fetchImpl),
  whatsapp: cloudWhatsapp({ apiUrl: 'http://whatsapp.test/v21.0', phoneNumberId: '1', token: 't', templates: {}, language: 'en' }, whatsappApi.fetchImpl),
  email: null,
};
/** A worker process of its own (a "restart" is a new one), jitter in the middle. */
const newWorker = () => createMessageWorker({ db: db(), now: clock().now, channels, retryBaseMs: BASE_MS, random: () => 0.5 });

beforeEach(() => {
  for (const { state } of [smsGateway, whatsappApi]) Object.assign(state, { script: [], calls: [], delivered: [] });
});

/** Members booked at one gym: each one's confirmation is due now, by SMS (or WhatsApp when asked). */
async function confirmations(count: number, channel: 'sms' | 'whatsapp' = 'sms') {
  const { app } = server.current;
  clock().set(MONDAY_10AM);
  const owner = await signIn(app, { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id });
  for (let i = 0; i < count; i += 1) await bookDayPassAtGym(app, await signIn(app), { gymId: gym.id, startDate: '2026-11-24', slotTime: `0${7 + i}:00` });
  const where = and(eq(messages.kind, 'booking_confirmed'), eq(messages.channel, 'sms'));
  await db().update(messages).set({ channel }).where(where);
  const rows = await db().select().from(messages).where(and(eq(messages.kind, 'booking_confirmed'), eq(messages.channel, channel)));
  return { owner, gym, ids: rows.map((r) => r.id) };
}
const rowOf = async (id: string) => (await db().select().from(messages).where(eq(messages.id, id)))[0]!;

describe('a failing provider is retried with backoff', () => {
  it('failing 3 times then answering delivers exactly once', async () => {
    const [id] = (await confirmations(1)).ids;
    smsGateway.state.script = [{ status: 503 }, { status: 502 }, { status: 500 }];
    const worker = newWorker();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await worker.runDue()).toMatchObject({ retried: 1, sent: 0 });
      clock().advance(latestRetry(attempt));
    }
    expect(await worker.runDue()).toMatchObject({ sent: 1 });
    expect(smsGateway.state.calls.filter((c) => c === id)).toHaveLength(4);
    expect(smsGateway.state.delivered).toEqual([id]);
    expect(await rowOf(id!)).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
  });

  it('each retry waits longer than the one before, within its ±20 % jitter', () => {
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts += 1) {
      const nominal = BASE_MS * 2 ** (attempts - 1);
      expect(retryDelayMs(attempts, BASE_MS, () => 0)).toBe(0.8 * nominal);
      expect(retryDelayMs(attempts, BASE_MS, () => 0.999)).toBeLessThan(1.2 * nominal);
      expect(retryDelayMs(attempts + 1, BASE_MS, () => 0)).toBeGreaterThan(retryDelayMs(attempts, BASE_MS, () => 0.999));
    }
  });

  it("after the last try the row is failed with the provider's reason, in the owner's delivery log", async () => {
    const { owner, gym, ids } = await confirmations(1);
    // Down for good (the owner's batch, due meanwhile, fails as well).
    smsGateway.state.script = Array.from({ length: 100 }, () => ({ status: 503 }));
    const worker = newWorker();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await worker.runDue();
      clock().advance(latestRetry(attempt));
    }
    expect(smsGateway.state.calls.filter((c) => c === ids[0])).toHaveLength(MAX_ATTEMPTS);
    expect(await rowOf(ids[0]!)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'SMS gateway answered 503: busy' });
    const log = await ownerLog(owner, gym.id);
    expect(log.items.find((d) => d.id === ids[0])).toMatchObject({ status: 'failed', reason: 'SMS gateway answered 503: busy', attempts: MAX_ATTEMPTS });
  });
});

const ownerLog = async (owner: SignedIn, gymId: string) => {
  const res = await server.current.app.inject({ method: 'GET', url: `/api/messages.php?action=gym-log&gymId=${gymId}&kind=booking_confirmed`, headers: owner.headers });
  return deliveryPageSchema.parse((res.json() as { data: DeliveryPage }).data);
};

describe('a 429 is waited for, not hammered', () => {
  it('waits at least Retry-After, pauses the channel for the rest of the run, and spends no attempt on the rows put back', async () => {
    const [first, second] = (await confirmations(2)).ids;
    smsGateway.state.script = [{ status: 429, headers: { 'retry-after': '300' } }];
    const worker = newWorker();
    expect(await worker.runDue()).toMatchObject({ retried: 1, deferred: 1, sent: 0 });
    expect(smsGateway.state.calls).toHaveLength(1);
    const limited = smsGateway.state.calls[0] === first ? first! : second!;
    const other = limited === first ? second! : first!;
    const rows = await Promise.all([rowOf(limited), rowOf(other)]);
    expect(rows[0].nextAttemptAt.getTime() - clock().now().getTime()).toBeGreaterThan(290 * SECOND);
    expect(rows[1]).toMatchObject({ status: 'pending', attempts: 0 });
    clock().advance(240 * SECOND);
    expect(await worker.runDue()).toMatchObject({ sent: 0 });
    expect(smsGateway.state.calls).toHaveLength(1);
    clock().advance(61 * SECOND);
    expect(await worker.runDue()).toMatchObject({ sent: 2 });
    expect(smsGateway.state.delivered.sort()).toEqual([first, second].sort());
  });

  it('429s are not failed tries: a provider throttling more times than MAX_ATTEMPTS still gets the message, once', async () => {
    const [id] = (await confirmations(1)).ids;
    smsGateway.state.script = Array.from({ length: MAX_ATTEMPTS + 2 }, () => ({ status: 429, headers: { 'retry-after': '60' } }));
    const worker = newWorker();
    for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) {
      expect(await worker.runDue()).toMatchObject({ retried: 1, failed: 0 });
      expect(await rowOf(id!)).toMatchObject({ status: 'pending', attempts: 0 });
      clock().advance(61 * SECOND);
    }
    expect(await worker.runDue()).toMatchObject({ sent: 1 });
    expect(smsGateway.state.delivered).toEqual([id]);
  });

  it('reads Retry-After as seconds or an HTTP date', async () => {
    const now = new Date('2026-11-23T04:30:00Z');
    expect(retryAfterMs('120', now)).toBe(120 * SECOND);
    expect(retryAfterMs('Mon, 23 Nov 2026 04:31:30 GMT', now)).toBe(90 * SECOND);
    expect(retryAfterMs('soon', now)).toBeNull();
    const limited = fakeProvider(() => 'x', false);
    limited.state.script = [{ status: 429, headers: { 'retry-after': '7' } }];
    const error = await httpSms('http://sms.test', undefined, limited.fetchImpl).send({ mobile: '+919800000000', text: 'hi', id: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimited);
    expect((error as RateLimited).retryAfter).toBe('7');
  });
});

describe('a crash between the provider taking a message and our record of it sends nothing twice', () => {
  it('SMS: the row is taken again after its lease and resent with the same Idempotency-Key; the gateway drops the copy', async () => {
    const [id] = (await confirmations(1)).ids;
    smsGateway.state.script = ['hang'];
    void newWorker().runDue();
    await expect.poll(() => smsGateway.state.calls.length).toBe(1);
    clock().advance(LEASE_MS + SECOND);
    expect(await newWorker().runDue()).toMatchObject({ sent: 1 });
    expect(smsGateway.state.calls).toEqual([id, id]);
    expect(smsGateway.state.delivered).toEqual([id]);
  });

  it('WhatsApp (no idempotency): the row is failed as outcome unknown, not resent', async () => {
    const { owner, gym, ids } = await confirmations(1, 'whatsapp');
    whatsappApi.state.script = ['hang'];
    void newWorker().runDue();
    await expect.poll(() => whatsappApi.state.calls.length).toBe(1);
    // Still within the lease: nobody touches it.
    expect(await newWorker().runDue()).toMatchObject({ sent: 0, failed: 0 });
    clock().advance(LEASE_MS + SECOND);
    expect(await newWorker().runDue()).toMatchObject({ sent: 0, failed: 1 });
    expect(whatsappApi.state.calls).toEqual(ids);
    expect(await rowOf(ids[0]!)).toMatchObject({ status: 'failed', lastError: OUTCOME_UNKNOWN });
    expect((await ownerLog(owner, gym.id)).items.find((d) => d.id === ids[0])).toMatchObject({ status: 'failed', reason: OUTCOME_UNKNOWN });
  });

  it('WhatsApp: a worker that died before handing the row over leaves it to be sent normally', async () => {
    const [id] = (await confirmations(1, 'whatsapp')).ids;
    await db().update(messages).set({ status: 'sending', claimedAt: clock().now(), attempts: 1 }).where(eq(messages.id, id!));
    clock().advance(LEASE_MS + SECOND);
    expect(await newWorker().runDue()).toMatchObject({ sent: 1 });
    expect(whatsappApi.state.delivered).toEqual([id]);
  });
});
