import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { classMessages, classTimetableSchema, myClassListSchema, rosterSchema, type ClassSession } from '@contract/classes/classes';
import { ROUND_THE_CLOCK } from '@contract/gyms/owner-gyms';
import { attendance, classBookings, messages } from '@server/db/schema';
import { DEMO_ADMIN } from '@server/db/seed-data';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { classesApi, givePass, quickMember } from '@tests/utils/classes';
import { createGym, createTrainer } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;
const { get, post, book } = classesApi(app);

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
/** Tuesday's 07:00 class in India. */
const TUESDAY_7AM = new Date('2026-11-24T01:30:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const yoga = { title: 'Morning Yoga', category: 'yoga', capacity: 2, durationMinutes: 60, days: ['tuesday'], startTime: '07:00', startDate: TUESDAY };

async function setup(seriesOverrides: Partial<typeof yoga> & { trainerId?: string } = {}) {
  clock().set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id });
  const dayPlan = gym.plans.find((p) => p.passType === 'day')!;
  const created = await post('create', { gymId: gym.id, ...yoga, ...seriesOverrides }, owner);
  expect(created.statusCode).toBe(201);
  const series = created.json().data as { id: string };
  const sessions = await timetable(gym.id, MONDAY, addDaysIso(MONDAY, 13));
  /** a member holding a day pass for Tuesday */
  const member = async () => {
    const m = await quickMember(app(), db());
    await givePass(db(), { memberId: m.user.id, gymId: gym.id, planId: dayPlan.id, startDate: TUESDAY });
    return m;
  };
  return { owner, gym, dayPlan, series, session: sessions[0]!, sessions, member };
}

const addDaysIso = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

async function timetable(gymId: string, from: string, to: string): Promise<ClassSession[]> {
  const res = await get('timetable', { gymId, from, to });
  expect(res.statusCode).toBe(200);
  return classTimetableSchema.parse(res.json().data);
}

const mineOf = async (who: SignedIn) => myClassListSchema.parse((await get('mine', {}, who)).json().data);
const bookingRow = async (id: string) => (await db().select().from(classBookings).where(eq(classBookings.id, id)))[0]!;
const notices = (kind: 'class_promoted' | 'class_cancelled' | 'class_moved', recipientId?: string) =>
  db()
    .select()
    .from(messages)
    .where(and(eq(messages.kind, kind), ...(recipientId ? [eq(messages.recipientId, recipientId)] : [])));

describe('classes.php: the owner publishes a timetable', () => {
  it('create → the public timetable shows each session with places, waitlist and trainer, in the gym zone', async () => {
    clock().set(MONDAY_10AM);
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const gym = await createGym(db(), { ownerId: owner.user.id });
    const trainer = await createTrainer(db(), { gymId: gym.id, name: 'Asha Rao' });
    const res = await post('create', { gymId: gym.id, ...yoga, days: ['tuesday', 'thursday'], trainerId: trainer.id, endDate: '2026-12-03' }, owner);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: classMessages.created, data: { title: 'Morning Yoga', days: ['tuesday', 'thursday'], ended: false } });

    const sessions = await timetable(gym.id, MONDAY, '2026-12-06');
    expect(sessions.map((s) => s.startsAt)).toEqual(['2026-11-24T01:30:00.000Z', '2026-11-26T01:30:00.000Z', '2026-12-01T01:30:00.000Z', '2026-12-03T01:30:00.000Z']);
    expect(sessions[0]).toMatchObject({ title: 'Morning Yoga', category: 'yoga', trainerName: 'Asha Rao', durationMinutes: 60, capacity: 2, booked: 0, available: 2, waitlisted: 0, cancelled: false });
    // Both ends are inclusive days in the gym's zone.
    expect((await timetable(gym.id, TUESDAY, TUESDAY)).map((s) => s.startsAt)).toEqual(['2026-11-24T01:30:00.000Z']);
    const series = (await get('series', { gymId: gym.id }, owner)).json().data as { id: string }[];
    expect(series).toHaveLength(1);
  });

  it('search finds gyms by class category (classCategory), and no longer once the series ended', async () => {
    const { gym, owner, series } = await setup();
    const plain = await createGym(db());
    const search = async (classCategory: string) => {
      const res = await app().inject({ method: 'GET', url: `/api/gyms.php?action=search&classCategory=${classCategory}` });
      expect(res.statusCode).toBe(200);
      return (res.json().data.items as { id: string }[]).map((g) => g.id);
    };
    expect(await search('yoga')).toEqual([gym.id]);
    expect(await search('spin')).toEqual([]);
    expect((await search('yoga')).includes(plain.id)).toBe(false);
    await post('end', { seriesId: series.id }, owner);
    expect(await search('yoga')).toEqual([]);
    expect((await app().inject({ method: 'GET', url: '/api/gyms.php?action=search&classCategory=karate' })).statusCode).toBe(400);
  });

  it('refuses a range over 31 days or backwards, and an unknown gym', async () => {
    const { gym } = await setup();
    const tooLong = await get('timetable', { gymId: gym.id, from: MONDAY, to: '2026-12-24' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.fields.to).toBe(classMessages.rangeTooLong);
    expect((await get('timetable', { gymId: gym.id, from: MONDAY, to: '2026-12-23' })).statusCode).toBe(200);
    const backwards = await get('timetable', { gymId: gym.id, from: TUESDAY, to: MONDAY });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.fields.to).toBe(classMessages.rangeInvalid);
    expect((await get('timetable', { gymId: 'nope', from: MONDAY, to: TUESDAY })).statusCode).toBe(404);
  });

  it.each([
    [{ startTime: '21:30' }, 'startTime', classMessages.outsideHours],
    [{ startTime: '05:30' }, 'startTime', classMessages.outsideHours],
    [{ days: ['sunday'] }, 'days', classMessages.onWeeklyOff],
    [{ startDate: '2026-11-20' }, 'startDate', classMessages.startInPast],
    [{ endDate: '2026-11-23' }, 'endDate', classMessages.endBeforeStart],
    [{ category: 'karate' }, 'category', classMessages.categoryRequired],
    [{ days: [] }, 'days', classMessages.daysRequired],
    [{ capacity: 0 }, 'capacity', classMessages.capacityInvalid],
    [{ trainerId: 'test-trainer-none' }, 'trainerId', classMessages.trainerInvalid],
  ])('refuses %j: sessions inside the gym hours only, valid fields', async (change, field, message) => {
    clock().set(MONDAY_10AM);
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const gym = await createGym(db(), { ownerId: owner.user.id });
    const res = await post('create', { gymId: gym.id, ...yoga, ...change }, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[field]).toBe(message);
  });

  it('a round-the-clock gym takes a late class that ends after midnight, unless the next day is its weekly off', async () => {
    clock().set(MONDAY_10AM);
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const open = await createGym(db(), { ownerId: owner.user.id, ...ROUND_THE_CLOCK, weeklyOff: 'none' });
    const late = { ...yoga, startTime: '23:30', endDate: TUESDAY };
    expect((await post('create', { gymId: open.id, ...late }, owner)).statusCode).toBe(201);
    const [session] = await timetable(open.id, TUESDAY, TUESDAY);
    // 23:30 on Tuesday in India, ending 00:30 on Wednesday.
    expect(session).toMatchObject({ startsAt: '2026-11-24T18:00:00.000Z', durationMinutes: 60 });
    const closedWednesday = await createGym(db(), { ownerId: owner.user.id, ...ROUND_THE_CLOCK, weeklyOff: 'wednesday' });
    const refused = await post('create', { gymId: closedWednesday.id, ...late }, owner);
    expect(refused.json().data.fields.startTime).toBe(classMessages.outsideHours);
    // The usual gym (06:00–22:00) refuses the same class.
    const usual = await createGym(db(), { ownerId: owner.user.id });
    expect((await post('create', { gymId: usual.id, ...late }, owner)).json().data.fields.startTime).toBe(classMessages.outsideHours);
    // Moving a session to a late start follows the same rule.
    const early = await post('create', { gymId: open.id, ...yoga, title: 'Early Yoga', endDate: TUESDAY }, owner);
    expect(early.statusCode).toBe(201);
    const earlySession = (await timetable(open.id, TUESDAY, TUESDAY)).find((s) => s.title === 'Early Yoga')!;
    const moved = await post('move-session', { sessionId: earlySession.id, date: TUESDAY, startTime: '23:45' }, owner);
    expect(moved.json().data).toMatchObject({ startsAt: '2026-11-24T18:15:00.000Z' });
  });

  it('a trainer must be an accepted trainer of that gym', async () => {
    const { owner, gym } = await setup();
    const other = await createGym(db());
    const elsewhere = await createTrainer(db(), { gymId: other.id });
    const pending = await createTrainer(db(), { gymId: gym.id, status: 'pending' });
    for (const trainerId of [elsewhere.id, pending.id]) {
      const res = await post('create', { gymId: gym.id, ...yoga, trainerId }, owner);
      expect(res.json().data.fields.trainerId).toBe(classMessages.trainerInvalid);
    }
  });

  it("another owner's gym, class and session are 404; members cannot manage; no token is 401", async () => {
    const { gym, series, session, member } = await setup();
    const other = await signIn(app(), { userType: 'gym_owner' });
    expect((await post('create', { gymId: gym.id, ...yoga }, other)).statusCode).toBe(404);
    expect((await post('update', { seriesId: series.id, ...yoga, capacity: 9 }, other)).statusCode).toBe(404);
    expect((await post('end', { seriesId: series.id }, other)).statusCode).toBe(404);
    expect((await post('cancel-session', { sessionId: session.id, reason: 'Hijack' }, other)).statusCode).toBe(404);
    expect((await post('move-session', { sessionId: session.id, date: TUESDAY, startTime: '09:00' }, other)).statusCode).toBe(404);
    expect((await get('roster', { sessionId: session.id }, other)).statusCode).toBe(404);
    expect((await get('series', { gymId: gym.id }, other)).statusCode).toBe(404);
    expect((await post('create', { gymId: gym.id, ...yoga }, await member())).statusCode).toBe(403);
    expect((await book(undefined, session.id)).statusCode).toBe(401);
    expect((await get('mine', {})).statusCode).toBe(401);
    expect((await get('roster', { sessionId: session.id })).statusCode).toBe(401);
    expect((await timetable(gym.id, TUESDAY, TUESDAY))[0]).toMatchObject({ capacity: 2, cancelled: false });
  });
});

describe('classes.php?action=book: a member with a pass', () => {
  it('books while places last, then joins the waitlist with a position; mine shows both', async () => {
    const { session, member, gym } = await setup();
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    const first = await book(a, session.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: classMessages.booked, data: { classBooking: { sessionId: session.id, status: 'booked' } } });
    expect(first.json().data.classBooking.position).toBeUndefined();
    expect((await book(b, session.id)).json().data.classBooking.status).toBe('booked');
    const third = await book(c, session.id);
    expect(third.json()).toMatchObject({ message: classMessages.waitlisted, data: { classBooking: { status: 'waitlisted', position: 1 } } });
    expect((await book(d, session.id)).json().data.classBooking.position).toBe(2);

    expect((await timetable(gym.id, TUESDAY, TUESDAY))[0]).toMatchObject({ booked: 2, available: 0, waitlisted: 2 });
    const mine = await mineOf(d);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'waitlisted', position: 2, title: 'Morning Yoga', gymName: gym.name, startsAt: TUESDAY_7AM.toISOString() });
  });

  it('one place per member and session; a retry with the same key gets the first answer; the key is required', async () => {
    const { session, member } = await setup();
    const a = await member();
    const key = randomUUID();
    const first = await book(a, session.id, key);
    const again = await book(a, session.id, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const other = await book(a, session.id);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(classMessages.alreadyBooked);
    const noKey = await app().inject({ method: 'POST', url: '/api/classes.php?action=book', payload: { sessionId: session.id }, headers: a.headers });
    expect(noKey.statusCode).toBe(400);
    expect(await db().select().from(classBookings)).toHaveLength(1);
  });

  it('without a pass valid on the day of the class: 409 naming the pass to buy, with the gym to link to', async () => {
    const { session, gym, dayPlan } = await setup();
    const m = await quickMember(app(), db());
    // A pass for Monday only does not cover Tuesday's class.
    await givePass(db(), { memberId: m.user.id, gymId: gym.id, planId: dayPlan.id, startDate: MONDAY });
    const res = await book(m, session.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Day Pass');
    expect(res.json().message).toContain(TUESDAY);
    expect(res.json().data).toEqual({ gymId: gym.id, date: TUESDAY, passType: 'day' });
    // A pass at another gym does not count either.
    const other = await createGym(db());
    await givePass(db(), { memberId: m.user.id, gymId: other.id, planId: other.plans[0]!.id, startDate: TUESDAY });
    expect((await book(m, session.id)).statusCode).toBe(409);
    // A week's pass from Monday does.
    await givePass(db(), { memberId: m.user.id, gymId: gym.id, planId: dayPlan.id, startDate: MONDAY, endDate: '2026-11-29', passType: 'weekly' });
    expect((await book(m, session.id)).statusCode).toBe(201);
  });

  it('closes when the session starts; a cancelled session takes nobody', async () => {
    const { session, member, owner } = await setup();
    const a = await member();
    clock().set(new Date(TUESDAY_7AM.getTime() - MINUTE));
    expect((await book(a, session.id)).statusCode).toBe(201);
    const b = await member();
    clock().set(TUESDAY_7AM);
    const late = await book(b, session.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(classMessages.sessionStarted);

    const s2 = await setup();
    const c = await s2.member();
    expect((await post('cancel-session', { sessionId: s2.session.id, reason: 'Trainer unwell' }, s2.owner)).statusCode).toBe(200);
    const res = await book(c, s2.session.id);
    expect(res.json().message).toBe(classMessages.sessionCancelledAlready);
    expect(owner).toBeDefined();
  });
});

describe('cancelling and the waitlist', () => {
  async function fullWithQueue() {
    const s = await setup();
    const [a, b, c, d] = [await s.member(), await s.member(), await s.member(), await s.member()];
    const ids = [];
    for (const m of [a, b, c, d]) ids.push((await book(m, s.session.id)).json().data.classBooking.id as string);
    return { ...s, a, b, c, d, ids: ids as [string, string, string, string] };
  }

  it('a booked member cancelling early frees the place; the first on the waitlist gets it and is told (app and SMS)', async () => {
    const { a, c, d, ids, gym } = await fullWithQueue();
    const res = await post('cancel', { classBookingId: ids[0] }, a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: classMessages.cancelled, data: { status: 'cancelled', lateCancel: false } });
    expect((await bookingRow(ids[2])).status).toBe('booked');
    expect((await mineOf(c))[0]).toMatchObject({ status: 'booked' });
    expect((await mineOf(d))[0]).toMatchObject({ status: 'waitlisted', position: 1 });
    const told = await notices('class_promoted', c.user.id);
    expect(told.map((m) => m.channel).sort()).toEqual(['in_app', 'sms']);
    expect(told.find((m) => m.channel === 'in_app')!.text).toContain('Morning Yoga');
    expect(await notices('class_promoted', d.user.id)).toEqual([]);
    // The bell lists it.
    const bell = await app().inject({ method: 'GET', url: '/api/notifications.php?action=list', headers: c.headers });
    expect(bell.json().data.items[0]).toMatchObject({ kind: 'class_promoted', gymId: gym.id });
    expect((await timetable(gym.id, TUESDAY, TUESDAY))[0]).toMatchObject({ booked: 2, waitlisted: 1 });
  });

  it('a waitlisted member cancelling leaves the line; nobody else moves into a booked place', async () => {
    const { c, d, ids } = await fullWithQueue();
    expect((await post('cancel', { classBookingId: ids[2] }, c)).json().data).toMatchObject({ status: 'cancelled', lateCancel: false });
    expect((await mineOf(d))[0]).toMatchObject({ status: 'waitlisted', position: 1 });
    expect(await notices('class_promoted')).toEqual([]);
  });

  it(`within ${2} hours of the start it is a late cancel, still frees the place and promotes before the cutoff`, async () => {
    const { a, ids } = await fullWithQueue();
    clock().set(new Date(TUESDAY_7AM.getTime() - HOUR));
    const res = await post('cancel', { classBookingId: ids[0] }, a);
    expect(res.json()).toMatchObject({ message: classMessages.lateCancelled, data: { lateCancel: true } });
    expect((await bookingRow(ids[2])).status).toBe('booked');
  });

  it('just outside the cancel window is not late', async () => {
    const { a, ids } = await fullWithQueue();
    clock().set(new Date(TUESDAY_7AM.getTime() - 2 * HOUR - MINUTE));
    expect((await post('cancel', { classBookingId: ids[0] }, a)).json().data.lateCancel).toBe(false);
  });

  it('after the waitlist cutoff nobody is promoted and nobody new joins the waitlist', async () => {
    const { a, ids, session, member } = await fullWithQueue();
    clock().set(new Date(TUESDAY_7AM.getTime() - 20 * MINUTE));
    const e = await member();
    const full = await book(e, session.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(classMessages.waitlistClosed);
    expect((await post('cancel', { classBookingId: ids[0] }, a)).json().data.lateCancel).toBe(true);
    expect((await bookingRow(ids[2])).status).toBe('waitlisted');
    expect(await notices('class_promoted')).toEqual([]);
    // The freed place can still be taken by booking it.
    expect((await book(e, session.id)).json().data.classBooking.status).toBe('booked');
  });

  it("cancel refuses another member's booking (404), a cancelled one and a started class (409)", async () => {
    const { a, b, ids } = await fullWithQueue();
    expect((await post('cancel', { classBookingId: ids[0] }, b)).statusCode).toBe(404);
    await post('cancel', { classBookingId: ids[0] }, a);
    expect((await post('cancel', { classBookingId: ids[0] }, a)).json().message).toBe(classMessages.cancelOnlyLive);
    clock().set(TUESDAY_7AM);
    expect((await post('cancel', { classBookingId: ids[1] }, b)).json().message).toBe(classMessages.sessionStarted);
  });
});

describe('the owner changes one session or the series', () => {
  it('cancel-session: booked and waitlisted members are told with the reason, their places freed', async () => {
    const { owner, session, member, gym } = await setup({ capacity: 1 });
    const [a, b] = [await member(), await member()];
    await book(a, session.id);
    await book(b, session.id);
    const res = await post('cancel-session', { sessionId: session.id, reason: 'Trainer unwell' }, owner);
    expect(res.json()).toMatchObject({ message: classMessages.sessionCancelled, data: { cancelled: true, booked: 0, available: 0, cancelReason: 'Trainer unwell' } });
    for (const m of [a, b]) {
      expect((await mineOf(m))[0]).toMatchObject({ status: 'cancelled', sessionCancelled: true, cancelReason: 'Trainer unwell' });
      const told = await notices('class_cancelled', m.user.id);
      expect(told.find((t) => t.channel === 'in_app')!.text).toContain('Trainer unwell');
    }
    expect((await timetable(gym.id, TUESDAY, TUESDAY))[0]).toMatchObject({ cancelled: true });
    expect((await post('cancel-session', { sessionId: session.id, reason: 'Again' }, owner)).statusCode).toBe(409);
  });

  it('move-session: a new start inside the hours, members told; a new trainer; outside hours refused', async () => {
    const { owner, session, member, gym } = await setup();
    const a = await member();
    await book(a, session.id);
    const trainer = await createTrainer(db(), { gymId: gym.id, name: 'Ravi K' });
    const moved = await post('move-session', { sessionId: session.id, date: TUESDAY, startTime: '18:00', trainerId: trainer.id }, owner);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ startsAt: '2026-11-24T12:30:00.000Z', trainerName: 'Ravi K' });
    expect((await notices('class_moved', a.user.id)).length).toBeGreaterThan(0);
    const outside = await post('move-session', { sessionId: session.id, date: TUESDAY, startTime: '21:30' }, owner);
    expect(outside.json().data.fields.startTime).toBe(classMessages.outsideHours);
    const past = await post('move-session', { sessionId: session.id, date: MONDAY, startTime: '07:00' }, owner);
    expect(past.json().data.fields.date).toBe(classMessages.moveInPast);
    // Reading the timetable again does not write the moved session twice.
    expect(await timetable(gym.id, TUESDAY, TUESDAY)).toHaveLength(1);
  });

  it('update: more capacity promotes the waitlist; less than already booked is refused', async () => {
    const { owner, series, session, member } = await setup();
    const [a, b, c] = [await member(), await member(), await member()];
    for (const m of [a, b, c]) await book(m, session.id);
    const smaller = await post('update', { seriesId: series.id, ...yoga, capacity: 1 }, owner);
    expect(smaller.statusCode).toBe(409);
    expect(smaller.json().message).toBe(classMessages.capacityBelowBooked);
    const bigger = await post('update', { seriesId: series.id, ...yoga, title: 'Sunrise Yoga', capacity: 3 }, owner);
    expect(bigger.json()).toMatchObject({ message: classMessages.updated, data: { title: 'Sunrise Yoga', capacity: 3 } });
    expect((await mineOf(c))[0]).toMatchObject({ status: 'booked', title: 'Sunrise Yoga' });
    expect(await notices('class_promoted', c.user.id)).not.toEqual([]);
  });

  it('update moves empty sessions to the new schedule; booked ones keep their time', async () => {
    const { owner, series, sessions, member, gym } = await setup();
    const a = await member();
    await book(a, sessions[0]!.id);
    await post('update', { seriesId: series.id, ...yoga, startTime: '08:00' }, owner);
    const after = await timetable(gym.id, TUESDAY, '2026-12-01');
    expect(after.map((s) => s.startsAt)).toEqual(['2026-11-24T01:30:00.000Z', '2026-12-01T02:30:00.000Z']);
  });

  it('end: upcoming sessions go; those with members are cancelled and their members told', async () => {
    const { owner, series, session, member, gym } = await setup();
    const a = await member();
    await book(a, session.id);
    const res = await post('end', { seriesId: series.id }, owner);
    expect(res.json()).toMatchObject({ message: classMessages.ended, data: { ended: true } });
    const left = await timetable(gym.id, MONDAY, '2026-12-20');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: session.id, cancelled: true });
    expect(await notices('class_cancelled', a.user.id)).not.toEqual([]);
    expect((await post('end', { seriesId: series.id }, owner)).statusCode).toBe(409);
  });
});

describe('roster and marking: the trainer of the session or the owner', () => {
  async function withTrainer() {
    clock().set(MONDAY_10AM);
    const trainerUser = await signIn(app(), { userType: 'trainer' });
    const s = await setup();
    const trainer = await createTrainer(db(), { gymId: s.gym.id, userId: trainerUser.user.id });
    await post('move-session', { sessionId: s.session.id, trainerId: trainer.id }, s.owner);
    const a = await s.member();
    const id = (await book(a, s.session.id)).json().data.classBooking.id as string;
    return { ...s, trainerUser, a, id };
  }

  it('the trainer and the owner read the roster; a trainer of another gym and a member get 404', async () => {
    const { trainerUser, owner, session, a, id } = await withTrainer();
    for (const who of [trainerUser, owner]) {
      const res = await get('roster', { sessionId: session.id }, who);
      expect(res.statusCode).toBe(200);
      const roster = rosterSchema.parse(res.json().data);
      expect(roster.entries).toEqual([expect.objectContaining({ id, memberId: a.user.id, status: 'booked', checkedIn: false })]);
    }
    const stranger = await signIn(app(), { userType: 'trainer' });
    const elsewhere = await createGym(db());
    await createTrainer(db(), { gymId: elsewhere.id, userId: stranger.user.id });
    expect((await get('roster', { sessionId: session.id }, stranger)).statusCode).toBe(404);
    expect((await post('mark', { classBookingId: id, attended: true }, stranger)).statusCode).toBe(404);
    expect((await get('roster', { sessionId: session.id }, a)).statusCode).toBe(404);
  });

  it("teaching: the trainer's own sessions of the days asked, with the gym; other trainers see none; members 403", async () => {
    const { trainerUser, session, gym, a } = await withTrainer();
    const res = await get('teaching', { from: MONDAY, to: '2026-12-06' }, trainerUser);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ id: session.id, gymName: gym.name, booked: 1 })]);
    expect((await get('teaching', { from: '2026-11-25', to: '2026-12-06' }, trainerUser)).json().data).toEqual([]);
    const stranger = await signIn(app(), { userType: 'trainer' });
    expect((await get('teaching', { from: MONDAY, to: TUESDAY }, stranger)).json().data).toEqual([]);
    expect((await get('teaching', { from: MONDAY, to: TUESDAY }, a)).statusCode).toBe(403);
  });

  it('marks from the start until 24 hours after the session; absent counts as missed', async () => {
    const { trainerUser, id } = await withTrainer();
    const early = await post('mark', { classBookingId: id, attended: true }, trainerUser);
    expect(early.json().message).toBe(classMessages.markNotYet);
    clock().set(new Date(TUESDAY_7AM.getTime() + 10 * MINUTE));
    const present = await post('mark', { classBookingId: id, attended: true }, trainerUser);
    expect(present.json()).toMatchObject({ message: classMessages.marked, data: { status: 'attended' } });
    clock().set(new Date(TUESDAY_7AM.getTime() + HOUR + 23 * HOUR));
    expect((await post('mark', { classBookingId: id, attended: false }, trainerUser)).json().data.status).toBe('missed');
    clock().set(new Date(TUESDAY_7AM.getTime() + HOUR + 24 * HOUR + MINUTE));
    expect((await post('mark', { classBookingId: id, attended: true }, trainerUser)).json().message).toBe(classMessages.markWindow);
  });

  it('after the session, a booked member seen at the gym is attended, one not seen is missed', async () => {
    const s = await withTrainer();
    const b = await s.member();
    const bId = (await book(b, s.session.id)).json().data.classBooking.id as string;
    await db().insert(attendance).values({ memberId: s.a.user.id, gymId: s.gym.id, checkInAt: new Date(TUESDAY_7AM.getTime() - 10 * MINUTE), checkOutAt: new Date(TUESDAY_7AM.getTime() + 70 * MINUTE), status: 'checked_out' });
    clock().set(new Date(TUESDAY_7AM.getTime() + 61 * MINUTE));
    const roster = rosterSchema.parse((await get('roster', { sessionId: s.session.id }, s.owner)).json().data);
    expect(roster.entries.find((e) => e.id === s.id)).toMatchObject({ status: 'attended', checkedIn: true });
    expect(roster.entries.find((e) => e.id === bId)).toMatchObject({ status: 'missed', checkedIn: false });
    expect((await mineOf(b))[0]!.status).toBe('missed');
  });
});

describe('no-shows and late cancels pause class booking', () => {
  /** Tuesday to Friday at 07:00; a member with a week's pass books each. */
  async function week() {
    const s = await setup({ days: ['tuesday', 'wednesday', 'thursday', 'friday'] });
    const m = await quickMember(app(), db());
    await givePass(db(), { memberId: m.user.id, gymId: s.gym.id, planId: s.dayPlan.id, startDate: TUESDAY, endDate: '2026-11-30', passType: 'weekly' });
    const [tue, wed, thu, fri] = s.sessions;
    return { ...s, m, tue: tue!, wed: wed!, thu: thu!, fri: fri! };
  }

  it('three no-shows in 30 days block booking for 3 days; the owner waives one and the member books again', async () => {
    const { m, tue, wed, thu, fri, owner } = await week();
    const ids = [];
    for (const s of [tue, wed, thu]) ids.push((await book(m, s.id)).json().data.classBooking.id as string);
    // Thursday 09:00 in India: three classes missed.
    clock().set(new Date('2026-11-26T03:30:00Z'));
    const blocked = await book(m, fri.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain(classMessages.blocked);
    expect(blocked.json().data.blockedUntil).toBe(new Date(Date.parse('2026-11-26T02:30:00Z') + 3 * DAY).toISOString());
    // Two are not enough.
    const waived = await post('waive', { classBookingId: ids[0] }, owner);
    expect(waived.json()).toMatchObject({ message: classMessages.waived, data: { status: 'missed', waived: true } });
    expect((await post('waive', { classBookingId: ids[0] }, owner)).statusCode).toBe(409);
    expect((await book(m, fri.id)).statusCode).toBe(201);
  });

  it('late cancels count; the gym can turn the rule off (0); another owner cannot waive', async () => {
    const { m, tue, wed, thu, fri, owner, gym } = await week();
    const ids = [];
    for (const s of [tue, wed, thu]) ids.push((await book(m, s.id)).json().data.classBooking.id as string);
    clock().set(new Date('2026-11-25T01:00:00Z'));
    // Tuesday missed; Wednesday cancelled 30 minutes before: late.
    expect((await post('cancel', { classBookingId: ids[1] }, m)).json().data.lateCancel).toBe(true);
    clock().set(new Date('2026-11-26T01:00:00Z'));
    expect((await post('cancel', { classBookingId: ids[2] }, m)).json().data.lateCancel).toBe(true);
    expect((await book(m, fri.id)).statusCode).toBe(409);
    const other = await signIn(app(), { userType: 'gym_owner' });
    expect((await post('waive', { classBookingId: ids[1] }, other)).statusCode).toBe(404);
    const off = await post('settings', { gymId: gym.id, noShowLimit: 0 }, owner);
    expect(off.json().data).toMatchObject({ noShowLimit: 0, cancelHours: 2, waitlistCutoffMinutes: 30 });
    expect((await get('rules', { gymId: gym.id })).json().data.noShowLimit).toBe(0);
    expect((await book(m, fri.id)).statusCode).toBe(201);
  });

  it('the pause ends 3 days after the strike that reached the limit', async () => {
    const { m, tue, wed, thu, series, owner, gym } = await week();
    for (const s of [tue, wed, thu]) await book(m, s.id);
    // Next Tuesday's session, after the pause (Thursday 08:00 + 3 days = Sunday 08:00).
    await post('update', { seriesId: series.id, ...yoga, days: ['tuesday', 'wednesday', 'thursday', 'friday'] }, owner);
    const next = (await timetable(gym.id, '2026-12-01', '2026-12-01'))[0]!;
    await givePass(db(), { memberId: m.user.id, gymId: gym.id, planId: gym.plans[0]!.id, startDate: '2026-12-01' });
    clock().set(new Date('2026-11-29T02:00:00Z'));
    expect((await book(m, next.id)).statusCode).toBe(409);
    clock().set(new Date('2026-11-29T03:00:00Z'));
    expect((await book(m, next.id)).statusCode).toBe(201);
  });
});

describe('a suspended owner’s classes', () => {
  it('take no new places, while the places already held stay', async () => {
    const { owner, session, member } = await setup();
    const holder = await member();
    expect((await book(holder, session.id)).statusCode).toBe(201);
    // Outside production the demo admin's number is the platform team (ADMIN_MOBILES unset).
    const admin = await signIn(app(), { mobile: DEMO_ADMIN.mobile.slice(3), userType: 'admin' });
    const suspended = await app().inject({
      method: 'POST',
      url: '/api/admin.php?action=suspend',
      headers: admin.headers,
      payload: { userId: owner.user.id, reason: 'Listing a gym that does not exist' },
    });
    expect(suspended.statusCode).toBe(200);

    const late = await book(await member(), session.id);
    expect([late.statusCode, late.json().message]).toEqual([404, classMessages.sessionNotFound]);
    expect((await mineOf(holder)).map((c) => c.status)).toEqual(['booked']);
  });
});
