// Issue 38, the trainer's bell: a trainer hears of their session cancelled, moved or handed over, and (in the app only)
// of its roster filling; the notifications list serves them as it serves members and owners.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPageSchema, type NotificationKind } from '@contract/messaging/notifications';
import { messages, users } from '@server/db/schema';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { classesApi, givePass, quickMember } from '@tests/utils/classes';
import { createGym, createTrainer } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;
const { get, post, book } = classesApi(app);

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC); the class is Tuesday 24 Nov, 07:00 there. */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const TUESDAY = '2026-11-24';
const yoga = { title: 'Morning Yoga', category: 'yoga', capacity: 2, durationMinutes: 60, days: ['tuesday'], startTime: '07:00', startDate: TUESDAY };

/** A trainer with an account, accepted at the owner's gym. */
async function trainerAt(gymId: string, name: string) {
  const account = await signIn(app(), { userType: 'trainer' });
  const row = await createTrainer(db(), { gymId, userId: account.user.id, name, status: 'accepted' });
  return { account, id: row.id };
}

async function setup({ withTrainer = true, capacity = 2 } = {}) {
  server.current.clock.set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id, name: 'Iron Temple' });
  const asha = await trainerAt(gym.id, 'Asha Rao');
  const created = await post('create', { gymId: gym.id, ...yoga, capacity, ...(withTrainer ? { trainerId: asha.id } : {}) }, owner);
  expect(created.statusCode).toBe(201);
  const series = created.json().data as { id: string };
  const timetable = await get('timetable', { gymId: gym.id, from: TUESDAY, to: TUESDAY });
  const session = (timetable.json().data as { id: string }[])[0]!;
  const dayPlan = gym.plans.find((p) => p.passType === 'day')!;
  const member = async () => {
    const m = await quickMember(app(), db());
    await givePass(db(), { memberId: m.user.id, gymId: gym.id, planId: dayPlan.id, startDate: TUESDAY });
    return m;
  };
  return { owner, gym, asha, series, session, member };
}

/** The rows written to `who` of that kind, by channel. */
const rowsOf = async (who: SignedIn, kind: NotificationKind) =>
  db().select().from(messages).where(and(eq(messages.recipientId, who.user.id), eq(messages.kind, kind)));
const inApp = async (who: SignedIn, kind: NotificationKind) => (await rowsOf(who, kind)).filter((r) => r.channel === 'in_app');

describe('the trainer hears of their sessions', () => {
  it('cancel-session: the trainer is told by SMS and in the app, with the reason; the list serves it and marks it read', async () => {
    const { owner, asha, session, member } = await setup();
    await book(await member(), session.id);
    expect((await post('cancel-session', { sessionId: session.id, reason: 'Hall flooded' }, owner)).statusCode).toBe(200);
    const rows = await rowsOf(asha.account, 'trainer_class_cancelled');
    expect(rows.map((r) => r.channel).sort()).toEqual(['in_app', 'sms']);
    const text = rows.find((r) => r.channel === 'in_app')!.text!;
    expect(text).toBe(
      'Gymkhana: your class Morning Yoga at Iron Temple on Tue, 24 Nov, 2026 at 7:00 am was cancelled by the gym. Reason: Hall flooded. Its members were told and their places released.',
    );

    const list = await app().inject({ method: 'GET', url: '/api/notifications.php?action=list', headers: asha.account.headers });
    expect(list.statusCode).toBe(200);
    const page = notificationPageSchema.parse(list.json().data);
    expect(page.unreadCount).toBe(1);
    expect(page.items[0]).toMatchObject({ kind: 'trainer_class_cancelled', text, read: false });
    const marked = await app().inject({ method: 'POST', url: '/api/notifications.php?action=mark-read', headers: asha.account.headers, payload: { all: true } });
    expect(marked.json().data).toEqual({ marked: 1, unreadCount: 0 });
  });

  it('cancel-session of a session without a trainer, or whose trainer has no account, tells no trainer', async () => {
    const { owner, session } = await setup({ withTrainer: false });
    expect((await post('cancel-session', { sessionId: session.id, reason: 'Holiday' }, owner)).statusCode).toBe(200);
    const other = await setup();
    const noAccount = await createTrainer(db(), { gymId: other.gym.id, name: 'Walk-in coach' });
    expect((await post('move-session', { sessionId: other.session.id, trainerId: noAccount.id }, other.owner)).statusCode).toBe(200);
    expect((await post('cancel-session', { sessionId: other.session.id, reason: 'Holiday' }, other.owner)).statusCode).toBe(200);
    expect(await db().select().from(messages).where(eq(messages.kind, 'trainer_class_cancelled'))).toEqual([]);
    // Asha, relieved of the second, hears that; nobody hears "assigned" (the new trainer has no account).
    expect(await inApp(other.asha.account, 'trainer_class_moved')).toHaveLength(1);
    expect((await db().select().from(messages).where(eq(messages.kind, 'trainer_class_moved'))).filter((r) => r.recipientId !== other.asha.account.user.id)).toEqual([]);
  });

  it('move-session to a new time: the trainer hears the new and the old time; members hear theirs', async () => {
    const { owner, asha, session, member } = await setup();
    const m = await member();
    await book(m, session.id);
    expect((await post('move-session', { sessionId: session.id, date: TUESDAY, startTime: '18:00' }, owner)).statusCode).toBe(200);
    const [told] = await inApp(asha.account, 'trainer_class_moved');
    expect(told!.text).toBe('Gymkhana: your class Morning Yoga at Iron Temple, was Tue, 24 Nov, 2026 at 7:00 am, is now on Tue, 24 Nov, 2026 at 6:00 pm. Its members were told.');
    expect(await inApp(m, 'class_moved')).toHaveLength(1);
    // Sent again with nothing new: nobody hears it twice.
    await post('move-session', { sessionId: session.id, date: TUESDAY, startTime: '18:00' }, owner);
    expect(await inApp(asha.account, 'trainer_class_moved')).toHaveLength(1);
  });

  it('move-session to another trainer: the new one hears it is theirs, the old one that it is not; and back again', async () => {
    const { owner, gym, asha, session } = await setup();
    const ravi = await trainerAt(gym.id, 'Ravi K');
    expect((await post('move-session', { sessionId: session.id, trainerId: ravi.id }, owner)).statusCode).toBe(200);
    expect((await inApp(ravi.account, 'trainer_class_moved')).map((r) => r.text)).toEqual([
      'Gymkhana: Iron Temple gave you Morning Yoga on Tue, 24 Nov, 2026 at 7:00 am. Its roster is in your classes in the app.',
    ]);
    expect((await inApp(asha.account, 'trainer_class_moved')).map((r) => r.text)).toEqual([
      'Gymkhana: Morning Yoga at Iron Temple on Tue, 24 Nov, 2026 at 7:00 am was given to another trainer. It is no longer in your classes.',
    ]);
    server.current.clock.advance(60_000);
    await post('move-session', { sessionId: session.id, trainerId: asha.id }, owner);
    expect(await inApp(asha.account, 'trainer_class_moved')).toHaveLength(2);
    expect(await inApp(ravi.account, 'trainer_class_moved')).toHaveLength(2);
  });

  it('the last place taken: the trainer hears once, in the app only; a place freed and taken again says nothing more', async () => {
    const { asha, session, member } = await setup();
    const [a, b, c] = [await member(), await member(), await member()];
    await book(a, session.id);
    expect(await rowsOf(asha.account, 'class_full')).toEqual([]);
    await book(b, session.id);
    const rows = await rowsOf(asha.account, 'class_full');
    expect(rows.map((r) => r.channel)).toEqual(['in_app']);
    expect(rows[0]!.text).toBe('Gymkhana: your class Morning Yoga at Iron Temple on Tue, 24 Nov, 2026 at 7:00 am is full: all 2 places are booked. Anyone else joins its waitlist.');
    await book(c, session.id);
    const mine = (await get('mine', {}, a)).json().data as { id: string }[];
    await post('cancel', { classBookingId: mine[0]!.id }, a);
    expect(await rowsOf(asha.account, 'class_full')).toHaveLength(1);
  });

  it('a waitlist promoted into the last places tells the trainer (more room, then full again)', async () => {
    const { owner, gym, series, session, member } = await setup({ withTrainer: false });
    for (let i = 0; i < 3; i++) await book(await member(), session.id);
    const ravi = await trainerAt(gym.id, 'Ravi K');
    // One more place and a trainer: the waitlisted member moves up and the roster is full again.
    expect((await post('update', { seriesId: series.id, ...yoga, capacity: 3, trainerId: ravi.id }, owner)).statusCode).toBe(200);
    expect((await inApp(ravi.account, 'class_full')).map((r) => r.text)).toEqual([
      'Gymkhana: your class Morning Yoga at Iron Temple on Tue, 24 Nov, 2026 at 7:00 am is full: all 3 places are booked. Anyone else joins its waitlist.',
    ]);
  });

  it('a roster of one place says so in plain words', async () => {
    const { asha, session, member } = await setup({ capacity: 1 });
    await book(await member(), session.id);
    expect((await inApp(asha.account, 'class_full'))[0]!.text).toBe('Gymkhana: your class Morning Yoga at Iron Temple on Tue, 24 Nov, 2026 at 7:00 am is full: its one place is booked. Anyone else joins its waitlist.');
  });

  it('in the trainer’s language: Hindi and Tamil', async () => {
    const { owner, asha, session } = await setup();
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, asha.account.user.id));
    await post('cancel-session', { sessionId: session.id, reason: 'Hall flooded' }, owner);
    expect((await inApp(asha.account, 'trainer_class_cancelled'))[0]!.text).toMatch(/^Gymkhana: Iron Temple में .* की आपकी Morning Yoga क्लास जिम ने कैंसिल कर दी। कारण: Hall flooded।/);
    const other = await setup();
    await db().update(users).set({ language: 'ta' }).where(eq(users.id, other.asha.account.user.id));
    await post('move-session', { sessionId: other.session.id, date: TUESDAY, startTime: '18:00' }, other.owner);
    expect((await inApp(other.asha.account, 'trainer_class_moved'))[0]!.text).toMatch(/^Gymkhana: Iron Temple-ல் உங்கள் Morning Yoga கிளாஸ் \(முன்பு .*\) இப்போது .*-க்கு மாற்றப்பட்டது\./);
  });

  it('a series ended tells its members, not its trainer (their classes list shows it): one text per week would be noise', async () => {
    const { owner, asha, series, session, member } = await setup();
    await book(await member(), session.id);
    await post('end', { seriesId: series.id }, owner);
    expect(await rowsOf(asha.account, 'trainer_class_cancelled')).toEqual([]);
  });
});
