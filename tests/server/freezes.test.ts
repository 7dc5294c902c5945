import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { attendanceMessages } from '@contract/attendance/attendance';
import { bookingSchema, type Booking } from '@contract/bookings/bookings';
import { needPassMessage } from '@contract/classes/classes';
import { membershipMessages } from '@contract/memberships/memberships';
import { bookingFreezes, gymPlans, gyms } from '@server/db/schema';
import { gymQrPayload } from '@server/domains/attendance/gym-qr';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { bookPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { classesApi } from '@tests/utils/classes';
import { createGym } from '@tests/utils/factories';
import { TEST_APP_SECRET } from '@tests/utils/test-config';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC); the monthly pass below runs 24 Nov – 23 Dec. */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const at10amIst = (day: string) => new Date(`${day}T04:30:00Z`);

const call = (action: 'freeze' | 'unfreeze', payload: object, who: SignedIn, key: string = randomUUID()) =>
  app().inject({ method: 'POST', url: `/api/memberships.php?action=${action}`, payload, headers: { ...who.headers, 'idempotency-key': key } });

async function frozen(payload: { bookingId: string; startDate: string; days: number }, who: SignedIn): Promise<Booking> {
  const res = await call('freeze', payload, who);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(membershipMessages.frozen);
  return bookingSchema.parse(res.json().data);
}

/** The refusal's status, message and the field it names (if any). */
async function refusal(res: Awaited<ReturnType<typeof call>>) {
  const body = res.json();
  return { status: res.statusCode, message: body.message, fields: body.data?.fields ?? {} };
}

async function setup() {
  clock().set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const gym = await createGym(db(), { ownerId: owner.user.id, openingTime: '06:00', closingTime: '22:00' });
  const monthly = await bookPassAtGym(app(), member, { gymId: gym.id, passType: 'monthly', startDate: '2026-11-24' });
  expect(monthly.endDate).toBe('2026-12-23');
  return { owner, member, gym, monthly };
}

describe('memberships.php?action=freeze', () => {
  it('pauses a monthly pass from a day for N days: the end moves by N and the allowance shrinks, for the member and at the desk', async () => {
    const { owner, member, monthly } = await setup();
    expect(monthly.freezeDaysLeft).toBe(7);
    const once = await frozen({ bookingId: monthly.id, startDate: '2026-12-01', days: 5 }, member);
    expect(once.endDate).toBe('2026-12-28');
    expect(once.freezes).toEqual([{ startDate: '2026-12-01', endDate: '2026-12-05' }]);
    expect(once.freezeDaysLeft).toBe(2);
    // The owner freezes the rest on the member's behalf at the desk: the same allowance.
    const desk = await frozen({ bookingId: monthly.id, startDate: '2026-12-10', days: 2 }, owner);
    expect(desk.endDate).toBe('2026-12-30');
    expect(desk.freezeDaysLeft).toBe(0);
    const more = await refusal(await call('freeze', { bookingId: monthly.id, startDate: '2026-12-20', days: 1 }, member));
    expect(more).toEqual({ status: 400, message: 'This pass can be frozen for 0 more days', fields: { days: 'This pass can be frozen for 0 more days' } });
  });

  it('refuses more days than the allowance, a pass type the gym does not freeze, and an online pass not yet paid', async () => {
    const { member, gym, monthly } = await setup();
    expect(await refusal(await call('freeze', { bookingId: monthly.id, startDate: '2026-12-01', days: 8 }, member))).toMatchObject({
      status: 400,
      message: 'This pass can be frozen for 7 more days',
    });
    const day = await bookPassAtGym(app(), member, { gymId: gym.id, passType: 'day', startDate: '2026-11-25' });
    expect(await refusal(await call('freeze', { bookingId: day.id, startDate: '2026-11-25', days: 1 }, member))).toMatchObject({
      status: 409,
      message: membershipMessages.freezeNotOffered,
    });
    // The owner turned freezes off for monthly passes: the allowance is read when the member asks.
    await db().update(gymPlans).set({ freezeDays: 0 }).where(and(eq(gymPlans.gymId, gym.id), eq(gymPlans.passType, 'monthly')));
    expect((await call('freeze', { bookingId: monthly.id, startDate: '2026-12-01', days: 1 }, member)).json().message).toBe(membershipMessages.freezeNotOffered);

    const online = await app().inject({
      method: 'POST',
      url: '/api/bookings.php?action=create',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { gymId: gym.id, passType: 'quarterly', startDate: '2026-11-26', slotTime: '07:00', paymentMethod: 'online' },
    });
    const pending = online.json().data.booking as Booking;
    expect(await refusal(await call('freeze', { bookingId: pending.id, startDate: '2026-12-01', days: 1 }, member))).toMatchObject({
      status: 409,
      message: membershipMessages.notFreezable,
    });
  });

  it("starts no sooner than the gym's notice, on a day of the pass, and never over another freeze", async () => {
    const { member, gym, monthly } = await setup();
    expect(await refusal(await call('freeze', { bookingId: monthly.id, startDate: '2026-11-23', days: 1 }, member))).toEqual({
      status: 400,
      message: 'A freeze can start on 2026-11-24 at the earliest',
      fields: { startDate: 'A freeze can start on 2026-11-24 at the earliest' },
    });
    await db().update(gyms).set({ freezeNoticeDays: 3 }).where(eq(gyms.id, gym.id));
    expect((await call('freeze', { bookingId: monthly.id, startDate: '2026-11-25', days: 1 }, member)).json().message).toBe('A freeze can start on 2026-11-26 at the earliest');
    expect((await call('freeze', { bookingId: monthly.id, startDate: '2026-12-24', days: 1 }, member)).json().message).toBe('A freeze must start on a day of the pass, by 2026-12-23');

    await frozen({ bookingId: monthly.id, startDate: '2026-12-01', days: 3 }, member);
    expect(await refusal(await call('freeze', { bookingId: monthly.id, startDate: '2026-11-29', days: 3 }, member))).toMatchObject({
      status: 409,
      message: membershipMessages.freezeOverlaps,
    });
    expect((await call('freeze', { bookingId: monthly.id, startDate: '2026-12-02', days: 0 }, member)).json().message).toBe(membershipMessages.freezeDaysInvalid);
  });

  it("answers 404 for another member's pass, another owner's gym and a trainer; a retry with the same key freezes once", async () => {
    const { member, monthly } = await setup();
    const body = { bookingId: monthly.id, startDate: '2026-12-01', days: 2 };
    for (const userType of ['member', 'gym_owner', 'trainer'] as const) {
      expect((await call('freeze', body, await signIn(app(), { userType }))).statusCode).toBe(404);
    }
    expect((await app().inject({ method: 'POST', url: '/api/memberships.php?action=freeze', payload: body })).statusCode).toBe(401);
    const key = randomUUID();
    const answers = await Promise.all([call('freeze', body, member, key), call('freeze', body, member, key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await db().select().from(bookingFreezes).where(eq(bookingFreezes.bookingId, monthly.id))).toHaveLength(1);
    expect(answers[1]!.json().data.endDate).toBe('2026-12-25');
  });

  it('a frozen pass cannot be rescheduled: its freezes are days of it', async () => {
    const { member, monthly } = await setup();
    await frozen({ bookingId: monthly.id, startDate: '2026-12-01', days: 2 }, member);
    const res = await app().inject({
      method: 'POST',
      url: '/api/bookings.php?action=reschedule',
      headers: member.headers,
      payload: { bookingId: monthly.id, startDate: '2026-11-26', slotTime: '07:00' },
    });
    expect(await refusal(res)).toMatchObject({ status: 409, message: membershipMessages.frozenPassNoReschedule });
  });
});

describe('a frozen day', () => {
  it('refuses a check-in, at the gym’s screen and at the desk, with the day the freeze ends; a day after it, the desk checks the member in', async () => {
    const { owner, member, gym, monthly } = await setup();
    await frozen({ bookingId: monthly.id, startDate: '2026-12-01', days: 3 }, member);
    clock().set(at10amIst('2026-12-02'));
    const scan = await app().inject({
      method: 'POST',
      url: '/api/attendance.php?action=mark',
      headers: member.headers,
      payload: { payload: gymQrPayload(TEST_APP_SECRET, gym.id, clock().now()).payload },
    });
    expect(await refusal(scan)).toMatchObject({ status: 409, message: 'This pass is frozen today, until 2026-12-03.' });
    const desk = await app().inject({ method: 'POST', url: '/api/attendance.php?action=check-in', headers: owner.headers, payload: { gymId: gym.id, bookingCode: monthly.code } });
    expect(await refusal(desk)).toMatchObject({ status: 409, message: attendanceMessages.passFrozen.replace('{date}', '2026-12-03') });

    clock().set(at10amIst('2026-12-04'));
    const after = await app().inject({ method: 'POST', url: '/api/attendance.php?action=check-in', headers: owner.headers, payload: { gymId: gym.id, bookingCode: monthly.code } });
    expect(after.statusCode).toBe(200);
  });

  it('is not a day the pass holds a class place on', async () => {
    const { owner, member, gym, monthly } = await setup();
    const { post, book } = classesApi(app);
    const created = await post('create', { gymId: gym.id, title: 'Morning Yoga', category: 'yoga', capacity: 5, durationMinutes: 60, days: ['wednesday'], startTime: '07:00', startDate: '2026-11-25' }, owner);
    expect(created.statusCode).toBe(201);
    await frozen({ bookingId: monthly.id, startDate: '2026-12-01', days: 3 }, member);
    const timetable = await app().inject({ method: 'GET', url: `/api/classes.php?action=timetable&gymId=${gym.id}&from=2026-11-25&to=2026-12-02` });
    const [first, second] = timetable.json().data as { id: string; startsAt: string }[];
    // 25 Nov is a day of the pass; 2 Dec is frozen.
    expect((await book(member, first!.id)).statusCode).toBe(201);
    const refused = await book(member, second!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(needPassMessage('day', '2026-12-02'));
  });
});

describe('memberships.php?action=unfreeze', () => {
  it('ends a running freeze yesterday, so today counts again, and gives the days not used back', async () => {
    const { member, monthly } = await setup();
    await frozen({ bookingId: monthly.id, startDate: '2026-12-01', days: 5 }, member);
    clock().set(at10amIst('2026-12-03'));
    const res = await call('unfreeze', { bookingId: monthly.id }, member);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(membershipMessages.unfrozen);
    const pass = bookingSchema.parse(res.json().data);
    // Frozen 1–2 Dec only: the end moves 2 days instead of 5, and 5 of 7 days are left.
    expect(pass.freezes).toEqual([{ startDate: '2026-12-01', endDate: '2026-12-02' }]);
    expect(pass.endDate).toBe('2026-12-25');
    expect(pass.freezeDaysLeft).toBe(5);
  });

  it('drops a freeze that has not started, entirely, and then has nothing to end', async () => {
    const { owner, member, monthly } = await setup();
    await frozen({ bookingId: monthly.id, startDate: '2026-12-01', days: 4 }, member);
    const pass = bookingSchema.parse((await call('unfreeze', { bookingId: monthly.id }, owner)).json().data);
    expect([pass.freezes, pass.endDate, pass.freezeDaysLeft]).toEqual([[], '2026-12-23', 7]);
    expect(await refusal(await call('unfreeze', { bookingId: monthly.id }, member))).toMatchObject({ status: 409, message: membershipMessages.noFreezeToEnd });
    expect((await call('unfreeze', { bookingId: monthly.id }, await signIn(app(), { userType: 'member' }))).statusCode).toBe(404);
  });
});

describe('bookings.php?action=gym&frozen=1', () => {
  it("lists the owner's passes frozen today or with a freeze to come, and drops them once the freeze is over", async () => {
    const { owner, member, gym, monthly } = await setup();
    const other = await bookPassAtGym(app(), await signIn(app(), { userType: 'member' }), { gymId: gym.id, passType: 'monthly', startDate: '2026-11-24' });
    await frozen({ bookingId: monthly.id, startDate: '2026-12-01', days: 3 }, member);
    const listed = async (filter = '&frozen=1') => {
      const res = await app().inject({ method: 'GET', url: `/api/bookings.php?action=gym&gymId=${gym.id}${filter}&page=1&pageSize=10`, headers: owner.headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.items as Booking[]).map((b) => b.id).sort();
    };
    const frozenIds = () => listed();
    expect(await listed('')).toEqual([monthly.id, other.id].sort());
    expect(await frozenIds()).toEqual([monthly.id]);
    clock().set(at10amIst('2026-12-03'));
    expect(await frozenIds()).toEqual([monthly.id]);
    clock().set(at10amIst('2026-12-04'));
    expect(await frozenIds()).toEqual([]);
  });
});
