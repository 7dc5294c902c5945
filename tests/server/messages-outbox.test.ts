import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, users } from '@server/db/schema';
import { fileSms, type SmsMessage } from '@server/providers/sms';
import { writeBookingConfirmed } from '@server/domains/messaging/message-outbox';
import { createMessageWorker, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from '@server/domains/messaging/message-worker';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { bookDayPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

/** The members' SMS gateway of this file: records what it was given, fails while told to. */
const gateway = { sent: [] as SmsMessage[], failuresLeft: 0 };
const sms = {
  send: async (message: SmsMessage) => {
    if (gateway.failuresLeft > 0) {
      gateway.failuresLeft -= 1;
      throw new Error('gateway answered 503');
    }
    gateway.sent.push(message);
  },
};

const EMAIL_OUTBOX_FILE = join(tmpdir(), `gymkhana-email-${randomUUID()}.jsonl`);
const server = useTestServer({ EMAIL_PROVIDER: 'file', EMAIL_OUTBOX_FILE }, { channels: { sms } });
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const MINUTE = 60_000;
/** The longest a retry may wait after failed try `attempts` (the default base, jitter at its ceiling). */
const latestRetry = (attempts: number) => retryDelayMs(attempts, 30_000, () => 1);

beforeEach(() => {
  gateway.sent = [];
  gateway.failuresLeft = 0;
});
afterAll(() => rm(EMAIL_OUTBOX_FILE, { force: true }));

const post = (resource: string, action: string, payload: object, who: SignedIn) =>
  app().inject({ method: 'POST', url: `/api/${resource}.php?action=${action}`, payload, headers: { ...who.headers, 'idempotency-key': randomUUID() } });

async function setup(gymOverrides: Parameters<typeof createGym>[1] = {}) {
  clock().set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const gym = await createGym(db(), { ownerId: owner.user.id, name: 'Iron Temple', ...gymOverrides });
  return { owner, member, gym };
}

const bookAtGym = (member: SignedIn, gymId: string, startDate = TUESDAY, slotTime = '07:00') => bookDayPassAtGym(app(), member, { gymId, startDate, slotTime });

type MessageRow = typeof messages.$inferSelect;
/** The outbox rows of a kind and/or channel. */
const rowsOf = ({ kind, channel }: { kind?: MessageRow['kind']; channel?: MessageRow['channel'] } = {}) =>
  db()
    .select()
    .from(messages)
    .where(and(kind ? eq(messages.kind, kind) : undefined, channel ? eq(messages.channel, channel) : undefined));

describe('the outbox is written with its cause', () => {
  it('a booking paid at the gym writes its confirmation on every channel the member has, reminders and the owner count', async () => {
    const { member, owner, gym } = await setup();
    await db().update(users).set({ email: 'asha@example.com' }).where(eq(users.id, member.user.id));
    const booking = await bookAtGym(member, gym.id);
    const rows = await rowsOf();
    const mine = rows.filter((r) => r.recipientId === member.user.id);
    expect(mine.filter((r) => r.kind === 'booking_confirmed').map((r) => r.channel).sort()).toEqual(['email', 'in_app', 'sms']);
    expect(mine.every((r) => r.bookingId === booking.id && r.gymId === gym.id)).toBe(true);
    // The app's copy is delivered by the commit; the rest wait for the worker.
    expect(mine.find((r) => r.channel === 'in_app' && r.kind === 'booking_confirmed')).toMatchObject({ status: 'sent' });
    expect(rows.filter((r) => r.recipientId === owner.user.id).map((r) => r.kind)).toEqual(['owner_activity', 'owner_activity']);
  });

  it('a booking that fails writes no message, and a transaction that rolls back takes its messages with it', async () => {
    const { member, gym } = await setup({ slotCapacity: 1 });
    await bookAtGym(member, gym.id);
    const before = (await rowsOf()).length;
    const other = await signIn(app(), { userType: 'member' });
    const full = await post('bookings', 'create', { gymId: gym.id, passType: 'day', startDate: TUESDAY, slotTime: '07:00', paymentMethod: 'at_gym' }, other);
    expect(full.statusCode).toBe(409);
    expect(await rowsOf()).toHaveLength(before);

    const [booking] = await db().select({ id: messages.bookingId }).from(messages).where(eq(messages.kind, 'booking_confirmed')).limit(1);
    await db().delete(messages);
    await expect(
      db().transaction(async (tx) => {
        await writeBookingConfirmed(tx, booking!.id!, app().messagePolicy, clock().now());
        throw new Error('the cause failed after writing');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await rowsOf()).toHaveLength(0);
  });

  it('an online booking is heard of when its payment is captured, not before, with the payment received', async () => {
    const { member, gym } = await setup();
    const res = await post('bookings', 'create', { gymId: gym.id, passType: 'day', startDate: TUESDAY, slotTime: '07:00', paymentMethod: 'online' }, member);
    const { payment } = (res.json() as { data: { payment: { orderId: string } } }).data;
    expect(await rowsOf({ kind: 'booking_confirmed' })).toHaveLength(0);
    const paid = await post('payments', 'test-pay', { orderId: payment.orderId, outcome: 'success' }, member);
    expect(paid.statusCode).toBe(200);
    await app().messageWorker.runDue();
    expect(gateway.sent.map((m) => m.kind)).toEqual(['booking_confirmed', 'payment_received']);
    expect(gateway.sent[0]!.text).toContain('Paid online: ₹200.');
    expect(gateway.sent[1]!.text).toContain('received your payment of ₹200');
  });
});

describe('the worker sends each message once', () => {
  it('sends what is due, with its id and kind, and an e-mail to a member who gave an address', async () => {
    const { member, gym } = await setup();
    await db().update(users).set({ email: 'ravi@example.com' }).where(eq(users.id, member.user.id));
    const booking = await bookAtGym(member, gym.id);
    const report = await app().messageWorker.runDue();
    expect(report).toMatchObject({ sent: 2, retried: 0, failed: 0 });
    const [text] = gateway.sent;
    expect(text).toMatchObject({ mobile: member.user.mobile, kind: 'booking_confirmed' });
    expect(text!.text).toContain(booking.code);
    const lines = (await readFile(EMAIL_OUTBOX_FILE, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, string>);
    expect(lines.filter((l) => l.email === 'ravi@example.com')).toEqual([expect.objectContaining({ kind: 'booking_confirmed', id: expect.any(String), subject: expect.stringContaining('Iron Temple') })]);
    expect(await app().messageWorker.runDue()).toMatchObject({ sent: 0 });
  });

  it('two workers on one database deliver every message exactly once', async () => {
    const { gym } = await setup();
    for (let i = 0; i < 6; i += 1) await bookAtGym(await signIn(app(), { userType: 'member' }), gym.id, TUESDAY, `${String(7 + i).padStart(2, '0')}:00`);
    const delivered: string[] = [];
    const counting = { send: async (m: SmsMessage) => void delivered.push(m.id!) };
    const workers = [1, 2].map(() => createMessageWorker({ db: db(), now: clock().now, channels: { sms: counting, whatsapp: null, email: null } }));
    await Promise.all(workers.map((w) => w.runDue()));
    const sms = await rowsOf({ channel: 'sms', kind: 'booking_confirmed' });
    expect(sms).toHaveLength(6);
    expect(delivered.sort()).toEqual(sms.map((r) => r.id).sort());
    expect(sms.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('a gateway failing twice then answering gives one delivery after two retries with backoff', async () => {
    const { member, gym } = await setup();
    await bookAtGym(member, gym.id);
    gateway.failuresLeft = 2;
    expect(await app().messageWorker.runDue()).toMatchObject({ sent: 0, retried: 1 });
    // Not yet due again: the backoff holds it.
    expect(await app().messageWorker.runDue()).toMatchObject({ sent: 0, retried: 0 });
    clock().advance(latestRetry(1));
    expect(await app().messageWorker.runDue()).toMatchObject({ retried: 1 });
    clock().advance(latestRetry(2));
    expect(await app().messageWorker.runDue()).toMatchObject({ sent: 1 });
    expect(gateway.sent).toHaveLength(1);
    const [row] = await rowsOf({ channel: 'sms', kind: 'booking_confirmed' });
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('after the last try the message is failed with the provider reason', async () => {
    const { member, gym } = await setup();
    await bookAtGym(member, gym.id);
    // Down for good (the owner's batch, due meanwhile, fails as well).
    gateway.failuresLeft = 100;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await app().messageWorker.runDue();
      clock().advance(latestRetry(attempt));
    }
    const [row] = await rowsOf({ channel: 'sms', kind: 'booking_confirmed' });
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'gateway answered 503' });
    expect(gateway.sent).toHaveLength(0);
  });

  it('a row claimed by a worker that died is taken again once its lease ends', async () => {
    const { member, gym } = await setup();
    await bookAtGym(member, gym.id);
    const [row] = await rowsOf({ channel: 'sms', kind: 'booking_confirmed' });
    await db().update(messages).set({ status: 'sending', claimedAt: clock().now(), attempts: 1 }).where(eq(messages.id, row!.id));
    await app().messageWorker.runDue();
    expect(gateway.sent).toHaveLength(0);
    clock().advance(LEASE_MS + MINUTE);
    await app().messageWorker.runDue();
    expect(gateway.sent.map((m) => m.id)).toEqual([row!.id]);
  });

  it('the file provider writes {mobile, text, at, id, kind} and skips an id it already wrote', async () => {
    const file = join(tmpdir(), `gymkhana-sms-${randomUUID()}.jsonl`);
    const message = { id: 'msg-1', kind: 'booking_confirmed', mobile: '+919876543210', text: 'hello' };
    await fileSms(file, clock().now).send(message);
    // A new process after a crash: it reads what the file already holds.
    await fileSms(file, clock().now).send(message);
    const lines = (await readFile(file, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as unknown);
    expect(lines).toEqual([{ ...message, at: expect.any(String) }]);
    await rm(file, { force: true });
  });
});

describe('reminders follow the clock', () => {
  it('none for a lead already past at booking; one inside quiet hours moves to 20:30 the evening before', async () => {
    const { member, gym } = await setup();
    await bookAtGym(member, gym.id, TUESDAY, '07:00');
    const reminders = await rowsOf({ kind: 'booking_reminder', channel: 'sms' });
    // 24 h before is Monday 07:00, already past; 2 h before is 05:00, quiet: Monday 20:30 in India.
    expect(reminders.map((r) => r.dueAt.toISOString())).toEqual(['2026-11-23T15:00:00.000Z']);
  });

  it('each lead outside quiet hours is due at its time, sent once, and dropped when the slot has begun', async () => {
    const { member, gym } = await setup();
    const booking = await bookAtGym(member, gym.id, WEDNESDAY, '18:00');
    const reminders = await rowsOf({ kind: 'booking_reminder', channel: 'sms' });
    expect(reminders.map((r) => r.dueAt.toISOString()).sort()).toEqual(['2026-11-24T12:30:00.000Z', '2026-11-25T10:30:00.000Z']);
    await app().messageWorker.runDue();
    gateway.sent = [];
    clock().set(new Date('2026-11-24T12:31:00Z'));
    await app().messageWorker.runDue();
    expect(gateway.sent.filter((m) => m.mobile === member.user.mobile).map((m) => m.kind)).toEqual(['booking_reminder']);
    expect(gateway.sent.find((m) => m.kind === 'booking_reminder')!.text).toBe(`Gymkhana reminder: your slot at Iron Temple starts Wed, 25 Nov, 2026 at 6:00 pm. Show booking code ${booking.code} at the desk.`);
    // No server ran until after the slot began: the 2 h reminder is stale.
    clock().set(new Date('2026-11-25T12:45:00Z'));
    const report = await app().messageWorker.runDue();
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    expect(gateway.sent.filter((m) => m.kind === 'booking_reminder')).toHaveLength(1);
    const after = await rowsOf({ kind: 'booking_reminder', channel: 'sms' });
    expect(after.map((r) => r.status).sort()).toEqual(['dropped', 'sent']);
  });

  it('a cancelled booking sends no reminder and tells the member who cancelled and what happens to the money', async () => {
    const { member, gym } = await setup();
    const booking = await bookAtGym(member, gym.id, WEDNESDAY, '18:00');
    const res = await post('bookings', 'cancel', { bookingId: booking.id, reason: 'Travelling' }, member);
    expect(res.statusCode).toBe(200);
    expect((await rowsOf({ kind: 'booking_reminder' })).every((r) => r.status === 'dropped')).toBe(true);
    await app().messageWorker.runDue();
    const cancelled = gateway.sent.find((m) => m.kind === 'booking_cancelled');
    expect(cancelled?.text).toBe(
      `Gymkhana: your booking ${booking.code} at Iron Temple for Wed, 25 Nov, 2026 at 6:00 pm was cancelled at your request. Reason: Travelling. Nothing was charged.`,
    );
  });
});

describe('texts', () => {
  it('name the gym, the date and time in the gym’s own zone, and the booking code', async () => {
    const { member, gym } = await setup({ timezone: 'Asia/Dubai' });
    // 06:30 in Dubai on Monday 23 Nov 2026.
    clock().set(new Date('2026-11-23T02:30:00Z'));
    const booking = await bookAtGym(member, gym.id, TUESDAY, '07:00');
    await app().messageWorker.runDue();
    expect(gateway.sent[0]!.text).toBe(`Gymkhana: your Day Pass at Iron Temple is confirmed for Tue, 24 Nov, 2026 at 7:00 am. Booking code ${booking.code}. Pay ₹200 at the gym.`);
  });
});

describe('owners hear of activity at their gym in batches', () => {
  it('at most one message per 15 minutes per gym, counting the bookings and cancellations', async () => {
    const { owner, gym } = await setup();
    const first = await signIn(app(), { userType: 'member' });
    const one = await bookAtGym(first, gym.id, WEDNESDAY, '07:00');
    clock().advance(5 * MINUTE);
    const second = await bookAtGym(await signIn(app(), { userType: 'member' }), gym.id, WEDNESDAY, '08:00');
    await post('bookings', 'cancel', { bookingId: one.id }, first);
    const ownerRows = await rowsOf({ kind: 'owner_activity', channel: 'sms' });
    expect(ownerRows).toHaveLength(1);
    expect(ownerRows[0]!.payload).toMatchObject({ booked: 2, cancelled: 1, lastCode: one.code });
    await app().messageWorker.runDue();
    expect(gateway.sent.filter((m) => m.mobile === owner.user.mobile)).toHaveLength(0);
    clock().set(ownerRows[0]!.dueAt);
    await app().messageWorker.runDue();
    const told = gateway.sent.filter((m) => m.mobile === owner.user.mobile);
    expect(told.map((m) => m.text)).toEqual([
      `Gymkhana: Iron Temple had 2 new bookings and 1 cancellation between 10:00 am and 10:15 am on Mon, 23 Nov, 2026. Latest booking code ${one.code}.`,
    ]);
    // The next window starts a new message.
    await bookAtGym(await signIn(app(), { userType: 'member' }), gym.id, WEDNESDAY, '09:00');
    expect(await rowsOf({ kind: 'owner_activity', channel: 'sms' })).toHaveLength(2);
    expect(second.code).toBeTruthy();
  });
});
