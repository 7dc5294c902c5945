import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { announcements, bookings, messages, users } from '@server/db/schema';
import type { SmsMessage } from '@server/providers/sms';
import { afterQuietHours } from '@server/domains/messaging/message-schedule';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createMember, type GymRow, type PlanRow } from '@tests/utils/factories';

const gateway = { sent: [] as SmsMessage[] };
const sms = { send: async (message: SmsMessage) => void gateway.sent.push(message) };
const server = useTestServer({}, { channels: { sms } });
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
/** The same day at 22:00 in India: inside quiet hours (21:00-08:00). */
const MONDAY_10PM = new Date('2026-11-23T16:30:00Z');
/** Tuesday 08:00 in India: quiet hours end. */
const TUESDAY_8AM = '2026-11-24T02:30:00.000Z';

beforeEach(() => {
  gateway.sent = [];
});

type Gym = GymRow & { plans: PlanRow[] };
/** A confirmed (or other) pass at `gym` from `startDate` to `endDate`, written straight to the table. */
async function holds(memberId: string, gym: Gym, endDate: string, status: 'confirmed' | 'cancelled' = 'confirmed') {
  await db()
    .insert(bookings)
    .values({
      code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
      memberId,
      gymId: gym.id,
      planId: gym.plans[0]!.id,
      passType: 'monthly',
      startDate: '2026-11-01',
      endDate,
      slotTime: '07:00',
      status,
      paymentMethod: 'at_gym',
      amountPaise: 150_000,
    });
}

/** Iron Temple's owner; a member holding a live pass, one whose pass ended, one who cancelled, one of another gym, one who ended but opted in to marketing. */
async function setting() {
  clock().set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id, name: 'Iron Temple' });
  const otherGym = await createGym(db(), { name: 'Other Gym' });
  const live = await createMember(db());
  const ended = await createMember(db());
  const elsewhere = await createMember(db(), { marketingOptIn: true });
  const optedIn = await createMember(db(), { marketingOptIn: true });
  const cancelled = await createMember(db());
  await holds(live.id, gym, '2026-11-30');
  await holds(cancelled.id, gym, '2026-11-30', 'cancelled');
  await holds(ended.id, gym, '2026-11-20');
  await holds(elsewhere.id, otherGym, '2026-11-30');
  await holds(optedIn.id, gym, '2026-11-20');
  return { owner, gym, live, ended, elsewhere, optedIn };
}

const post = (action: string, payload: object, who: SignedIn) => app().inject({ method: 'POST', url: `/api/announcements.php?action=${action}`, payload, headers: who.headers });
const notice = { title: 'Closed on Monday', message: 'Floor polishing: we open again on Tuesday at 6 AM.' };
async function announce(owner: SignedIn, gymId: string, fields: object) {
  const res = await post('create', { gymId, ...notice, publish: true, ...fields }, owner);
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const rows = () => db().select().from(messages).where(eq(messages.kind, 'announcement')).orderBy(messages.recipientId, messages.channel);
const recipientsOf = async () => [...new Set((await rows()).map((r) => r.recipientId))].sort();

describe('a high-priority announcement', () => {
  it('reaches at once, by SMS and in the app, each member holding a live booking there, and nobody else (not its owner)', async () => {
    const { owner, gym, live } = await setting();
    await holds(owner.user.id, gym, '2026-11-30');
    await announce(owner, gym.id, { priority: 'high' });
    const written = await rows();
    expect(written.map((r) => [r.recipientId, r.channel, r.status])).toEqual([
      [live.id, 'in_app', 'sent'],
      [live.id, 'sms', 'pending'],
    ]);
    expect(written[0]!.text).toBe('Gymkhana: Iron Temple announces: Closed on Monday. Floor polishing: we open again on Tuesday at 6 AM.');
    await app().messageWorker.runDue();
    expect(gateway.sent.filter((m) => m.kind === 'announcement').map((m) => m.mobile)).toEqual([live.mobile]);
  });

  it('is not held by quiet hours: at 22:00 on the gym’s clock it goes at once', async () => {
    const { owner, gym } = await setting();
    clock().set(MONDAY_10PM);
    await announce(owner, gym.id, { priority: 'high' });
    const sms = (await rows()).find((r) => r.channel === 'sms')!;
    expect(sms.dueAt.getTime()).toBeLessThanOrEqual(app().now().getTime());
  });

  it('published twice (an edit that keeps it published) is sent once', async () => {
    const { owner, gym } = await setting();
    const id = await announce(owner, gym.id, { priority: 'high' });
    await app().messageWorker.runDue();
    const again = await post('update', { announcementId: id, ...notice, title: 'Closed on Monday!', priority: 'high', publish: true }, owner);
    expect(again.statusCode).toBe(200);
    await app().messageWorker.runDue();
    expect(await rows()).toHaveLength(2);
    expect(gateway.sent.filter((m) => m.kind === 'announcement')).toHaveLength(1);
  });

  it('keeps a long message whole in the app and trims it for SMS', async () => {
    const { owner, gym } = await setting();
    const message = 'Renovation. '.repeat(40).trim();
    await announce(owner, gym.id, { priority: 'high', message });
    await app().messageWorker.runDue();
    const inApp = (await rows()).find((r) => r.channel === 'in_app')!;
    expect(inApp.text).toContain(message);
    const text = gateway.sent.find((m) => m.kind === 'announcement')!.text;
    expect(text).toContain('…');
    expect(text.length).toBeLessThan(message.length);
  });
});

describe('a medium or low announcement is marketing', () => {
  it('reaches only members of the gym who opted in, never its owner', async () => {
    const { owner, gym, optedIn } = await setting();
    await holds(owner.user.id, gym, '2026-11-30');
    await db().update(users).set({ marketingOptIn: true }).where(eq(users.id, owner.user.id));
    await announce(owner, gym.id, { priority: 'medium' });
    expect(await recipientsOf()).toEqual([optedIn.id]);
  });

  it('published at 22:00 on the gym’s clock is due at 08:00 the next morning, in the app too', async () => {
    const { owner, gym } = await setting();
    clock().set(MONDAY_10PM);
    await announce(owner, gym.id, { priority: 'low' });
    const written = await rows();
    expect(written.map((r) => [r.channel, r.status, r.dueAt.toISOString()])).toEqual([
      ['in_app', 'pending', TUESDAY_8AM],
      ['sms', 'pending', TUESDAY_8AM],
    ]);
  });
});

describe('a scheduled announcement', () => {
  const at = '2026-11-25T05:00:00.000Z';
  const later = '2026-11-26T05:00:00.000Z';

  it('is due at its time, and goes then', async () => {
    const { owner, gym, live } = await setting();
    await announce(owner, gym.id, { priority: 'high', scheduleAt: at });
    expect((await rows()).map((r) => [r.recipientId, r.status, r.dueAt.toISOString()])).toEqual([
      [live.id, 'pending', at],
      [live.id, 'pending', at],
    ]);
    await app().messageWorker.runDue();
    expect(gateway.sent.filter((m) => m.kind === 'announcement')).toHaveLength(0);
    clock().set(new Date(Date.parse(at) + 60_000));
    await app().messageWorker.runDue();
    expect(gateway.sent.filter((m) => m.kind === 'announcement')).toHaveLength(1);
  });

  it('is withdrawn when saved back as a draft or deleted before it goes, and moved when rescheduled', async () => {
    const { owner, gym } = await setting();
    const drafted = await announce(owner, gym.id, { priority: 'high', scheduleAt: at });
    await post('update', { announcementId: drafted, ...notice, priority: 'high', scheduleAt: at, publish: false }, owner);
    const deleted = await announce(owner, gym.id, { priority: 'high', scheduleAt: at });
    await post('delete', { announcementId: deleted }, owner);
    expect(await rows()).toHaveLength(0);

    const moved = await announce(owner, gym.id, { priority: 'high', scheduleAt: at });
    await post('update', { announcementId: moved, ...notice, priority: 'high', scheduleAt: later, publish: true }, owner);
    expect((await rows()).map((r) => r.dueAt.toISOString())).toEqual([later, later]);
    const { announcementId } = (await rows())[0]!.payload as { announcementId: string };
    expect(announcementId).toBe(moved);
    expect(await db().select().from(messages).where(and(eq(messages.kind, 'announcement'), eq(messages.status, 'dropped')))).toHaveLength(0);
  });
});

describe('the worker', () => {
  it('drops a row of an announcement no longer published when it comes to send it', async () => {
    const { owner, gym } = await setting();
    const id = await announce(owner, gym.id, { priority: 'high' });
    // As if the row had been claimed while the owner saved it as a draft.
    await db().update(announcements).set({ status: 'draft', publishedAt: null }).where(eq(announcements.id, id));
    expect(await app().messageWorker.runDue()).toMatchObject({ sent: 0, dropped: 1 });
    expect(gateway.sent.filter((m) => m.kind === 'announcement')).toHaveLength(0);
  });
});

describe('afterQuietHours', () => {
  const quiet = { start: 21 * 60, end: 8 * 60 };
  it('moves an instant inside quiet hours to their end, before or after midnight, and leaves others', () => {
    clock().set(MONDAY_10AM);
    expect(afterQuietHours(MONDAY_10PM, 'Asia/Kolkata', quiet).toISOString()).toBe(TUESDAY_8AM);
    expect(afterQuietHours(new Date('2026-11-23T21:30:00Z'), 'Asia/Kolkata', quiet).toISOString()).toBe(TUESDAY_8AM);
    expect(afterQuietHours(MONDAY_10AM, 'Asia/Kolkata', quiet)).toEqual(MONDAY_10AM);
    expect(afterQuietHours(MONDAY_10PM, 'Asia/Kolkata', null)).toEqual(MONDAY_10PM);
    expect(afterQuietHours(new Date('2026-11-23T08:30:00Z'), 'Asia/Kolkata', { start: 13 * 60, end: 15 * 60 }).toISOString()).toBe('2026-11-23T09:30:00.000Z');
  });
});
