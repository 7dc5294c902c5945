import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PassType } from '@contract/gyms/gyms';
import { messages } from '@server/db/schema';
import type { SmsMessage } from '@server/providers/sms';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { bookPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const gateway = { sent: [] as SmsMessage[] };
const sms = { send: async (message: SmsMessage) => void gateway.sent.push(message) };
const server = useTestServer({}, { channels: { sms } });
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');

beforeEach(() => {
  gateway.sent = [];
});

async function setup() {
  clock().set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const gym = await createGym(db(), { ownerId: owner.user.id, name: 'Iron Temple' });
  return { member, gym };
}

const book = (who: SignedIn, gymId: string, passType: PassType, startDate: string) => bookPassAtGym(app(), who, { gymId, passType, startDate });

const passEndingRows = (bookingId: string, channel: 'sms' | 'in_app' = 'sms') =>
  db()
    .select()
    .from(messages)
    .where(and(eq(messages.bookingId, bookingId), eq(messages.kind, 'pass_ending'), eq(messages.channel, channel)))
    .orderBy(messages.dueAt);

describe('a pass that is ending', () => {
  it('is told 7, 3 and 1 days before its last day at 10:00 on the gym’s clock, on the phone and in the app', async () => {
    const { member, gym } = await setup();
    const monthly = await book(member, gym.id, 'monthly', '2026-11-24');
    expect(monthly.endDate).toBe('2026-12-23');
    const rows = await passEndingRows(monthly.id);
    expect(rows.map((r) => [r.dueAt.toISOString(), (r.payload as { daysLeft: number }).daysLeft])).toEqual([
      ['2026-12-16T04:30:00.000Z', 7],
      ['2026-12-20T04:30:00.000Z', 3],
      ['2026-12-22T04:30:00.000Z', 1],
    ]);
    expect(await passEndingRows(monthly.id, 'in_app')).toHaveLength(3);
  });

  it('only with notes shorter than the pass: a weekly pass hears 3 and 1 days before, a day pass nothing', async () => {
    const { member, gym } = await setup();
    const weekly = await book(member, gym.id, 'weekly', '2026-11-24');
    const day = await book(member, gym.id, 'day', '2026-11-25');
    expect((await passEndingRows(weekly.id)).map((r) => (r.payload as { daysLeft: number }).daysLeft)).toEqual([3, 1]);
    expect(await passEndingRows(day.id)).toHaveLength(0);
  });

  it('sends the last day and the link that renews it from the next day, once', async () => {
    const { member, gym } = await setup();
    const monthly = await book(member, gym.id, 'monthly', '2026-11-24');
    await app().messageWorker.runDue();
    gateway.sent = [];
    clock().set(new Date('2026-12-16T04:31:00Z'));
    await app().messageWorker.runDue();
    await app().messageWorker.runDue();
    const notes = gateway.sent.filter((m) => m.kind === 'pass_ending');
    expect(notes).toHaveLength(1);
    const url = `${app().messagePolicy.origin}/member/gym-bookings?gymId=${gym.id}&pass=monthly&date=2026-12-24`;
    expect(notes[0]!.text).toBe(
      `Gymkhana: your Monthly Pass at Iron Temple (booking ${monthly.code}) ends on Wed, 23 Dec, 2026, 7 days from now. Renew it from the next day: ${url}`,
    );
  });

  it('is not told once renewed, nor after the pass was cancelled', async () => {
    const { member, gym } = await setup();
    const monthly = await book(member, gym.id, 'monthly', '2026-11-24');
    const weekly = await book(member, gym.id, 'weekly', '2026-11-25');
    await app().messageWorker.runDue();
    gateway.sent = [];
    // The member renews the monthly pass from the day after it ends, and cancels the weekly one.
    clock().set(new Date('2026-11-24T04:30:00Z'));
    const cancel = await app().inject({ method: 'POST', url: '/api/bookings.php?action=cancel', headers: member.headers, payload: { bookingId: weekly.id } });
    expect(cancel.statusCode).toBe(200);
    expect((await passEndingRows(weekly.id)).map((r) => r.status)).toEqual(['dropped', 'dropped']);
    clock().set(new Date('2026-11-26T04:30:00Z'));
    await book(member, gym.id, 'monthly', '2026-12-24');

    clock().set(new Date('2026-12-16T04:31:00Z'));
    await app().messageWorker.runDue();
    expect(gateway.sent.filter((m) => m.kind === 'pass_ending')).toEqual([]);
    expect((await passEndingRows(monthly.id))[0]).toMatchObject({ status: 'dropped', lastError: 'the member has renewed' });
  });
});
