import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingMessages, bookingSchema } from '@contract/bookings/bookings';
import { classTimetableSchema } from '@contract/classes/classes';
import { gymDetailSchema } from '@contract/gyms/gyms';
import { ownerGymListSchema } from '@contract/gyms/owner-gyms';
import { earningsSchema, paymentPageSchema, paymentResultSchema, receiptSchema } from '@contract/bookings/payments';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { bookDayPassAtGym } from '@tests/utils/bookings';
import { classesApi } from '@tests/utils/classes';
import { createGym, DEFAULT_PLAN_PRICES } from '@tests/utils/factories';

// A gym outside India answers in its own zone: the app shows its times on that clock, and "today" is its day.

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;
const classes = classesApi(app);

/** Monday 23 Nov 2026, 23:00 in Dubai, while India is already at 00:30 on Tuesday. */
const DUBAI_MONDAY_NIGHT = new Date('2026-11-23T19:00:00Z');
const DUBAI = 'Asia/Dubai';

const getData = async (url: string, who?: SignedIn) => {
  const res = await app().inject({ method: 'GET', url, headers: who?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: unknown }).data;
};
const postData = async (url: string, payload: object, who: SignedIn) => {
  const res = await app().inject({ method: 'POST', url, payload, headers: { ...who.headers, 'idempotency-key': randomUUID() } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json() as { data: unknown }).data;
};

async function dubaiGym() {
  clock().set(DUBAI_MONDAY_NIGHT);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id, timezone: DUBAI });
  return { owner, gym };
}

describe("a gym's own time zone", () => {
  it('the public profile and the owner’s gym list carry the gym’s zone', async () => {
    const { owner, gym } = await dubaiGym();
    const india = await createGym(db());
    expect(gymDetailSchema.parse(await getData(`/api/gyms.php?action=get&id=${gym.id}`)).timeZone).toBe(DUBAI);
    expect(gymDetailSchema.parse(await getData(`/api/gyms.php?action=get&id=${india.id}`)).timeZone).toBe('Asia/Kolkata');
    expect(ownerGymListSchema.parse(await getData('/api/gyms.php?action=mine', owner)).map((g) => g.timeZone)).toEqual([DUBAI]);
  });

  it('a booking, its payment and its receipt carry the gym’s zone; its change deadline is 2 h before the slot on the gym’s clock', async () => {
    const { owner, gym } = await dubaiGym();
    const member = await signIn(app());
    const booking = bookingSchema.parse(await bookDayPassAtGym(app(), member, { gymId: gym.id, startDate: '2026-11-24', slotTime: '07:00' }));
    expect(booking.timeZone).toBe(DUBAI);
    // 07:00 in Dubai is 03:00 UTC (in India it would be 01:30 UTC).
    expect(booking.changeDeadline).toBe('2026-11-24T01:00:00.000Z');

    const paid = paymentResultSchema.parse(await postData('/api/payments.php?action=mark-paid', { bookingId: booking.id, deskMethod: 'cash' }, owner));
    expect(paid.payment?.timeZone).toBe(DUBAI);
    const history = paymentPageSchema.parse(await getData('/api/payments.php?action=history', member));
    expect(history.items.map((p) => p.timeZone)).toEqual([DUBAI]);
    const receipt = receiptSchema.parse(await getData(`/api/payments.php?action=receipt&paymentId=${paid.payment!.id}`, member));
    expect(receipt.timeZone).toBe(DUBAI);
  });

  it("booking today reads the gym's day: at 23:00 in Dubai Monday's slots have ended, it is not yet a past day", async () => {
    const { gym } = await dubaiGym();
    const member = await signIn(app());
    const res = await app().inject({
      method: 'POST',
      url: '/api/bookings.php?action=create',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { gymId: gym.id, passType: 'day', startDate: '2026-11-23', slotTime: '21:00', paymentMethod: 'at_gym' },
    });
    expect(res.json()).toMatchObject({ message: bookingMessages.slotEnded });
  });

  it('a class session carries the gym’s zone and starts at its wall-clock time there', async () => {
    const { owner, gym } = await dubaiGym();
    const created = await classes.post('create', { gymId: gym.id, title: 'Morning Yoga', category: 'yoga', capacity: 10, durationMinutes: 60, days: ['tuesday'], startTime: '07:00', startDate: '2026-11-24' }, owner);
    expect(created.statusCode, created.body).toBe(201);
    const sessions = classTimetableSchema.parse((await classes.get('timetable', { gymId: gym.id, from: '2026-11-24', to: '2026-11-24' })).json().data);
    expect(sessions.map((s) => [s.startsAt, s.timeZone])).toEqual([['2026-11-24T03:00:00.000Z', DUBAI]]);
  });
  it("the owner's earnings today and this month count each gym on its own calendar: Dubai's last evening of November and India's first hour of December", async () => {
    const { owner, gym } = await dubaiGym();
    // 23:00 on Monday 30 Nov in Dubai is 00:30 on Tuesday 1 Dec in India.
    clock().set(new Date('2026-11-30T19:00:00Z'));
    const india = await createGym(db(), { ownerId: owner.user.id });
    const member = await signIn(app());
    for (const gymId of [gym.id, india.id]) {
      const booking = await bookDayPassAtGym(app(), member, { gymId, startDate: '2026-12-01', slotTime: '07:00' });
      await postData('/api/payments.php?action=mark-paid', { bookingId: booking.id, deskMethod: 'cash' }, owner);
    }
    const earnings = earningsSchema.parse(await getData('/api/payments.php?action=earnings&from=2026-11-01&to=2026-12-01', owner));
    const both = { paise: 2 * DEFAULT_PLAN_PRICES.day, count: 2 };
    expect(earnings.today).toEqual(both);
    expect(earnings.month).toEqual(both);
    // The range still reads each payment's own day: Dubai's on 30 Nov, India's on 1 Dec.
    expect(earnings.daily.slice(-2)).toEqual([
      { date: '2026-11-30', paise: DEFAULT_PLAN_PRICES.day },
      { date: '2026-12-01', paise: DEFAULT_PLAN_PRICES.day },
    ]);
  });
});
