import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@contract/bookings/bookings';
import type { PassType } from '@contract/gyms/gyms';
import { membershipMessages, renewQuoteSchema } from '@contract/memberships/memberships';
import { gymPlans } from '@server/db/schema';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { bookPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, DEFAULT_PLAN_PRICES } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');

const quote = (bookingId: string, who?: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/memberships.php?action=renew-quote&bookingId=${bookingId}`, headers: who?.headers ?? {} });

const book = (who: SignedIn, gymId: string, passType: PassType, startDate: string) => bookPassAtGym(app(), who, { gymId, passType, startDate });

async function setup() {
  clock().set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const gym = await createGym(db(), { ownerId: owner.user.id });
  return { owner, member, gym };
}

describe('memberships.php?action=renew-quote', () => {
  it('quotes the same pass at the same gym from the day after it ends, at the price of today, with the booking screen filled in', async () => {
    const { member, gym } = await setup();
    const monthly = await book(member, gym.id, 'monthly', '2026-11-24');
    expect(monthly.endDate).toBe('2026-12-23');
    // The owner raised the price after this pass was bought: a renewal costs what the pass costs today.
    await db().update(gymPlans).set({ pricePaise: 260_000 }).where(and(eq(gymPlans.gymId, gym.id), eq(gymPlans.passType, 'monthly')));

    const res = await quote(monthly.id, member);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(membershipMessages.renewQuoted);
    expect(renewQuoteSchema.parse(res.json().data)).toEqual({
      bookingId: monthly.id,
      gymId: gym.id,
      gymName: gym.name,
      passType: 'monthly',
      startDate: '2026-12-24',
      endDate: '2027-01-22',
      amountPaise: 260_000,
      bookableFrom: '2026-11-23',
      link: `/member/gym-bookings?gymId=${gym.id}&pass=monthly&date=2026-12-24`,
    });
    expect(monthly.amountPaise).toBe(DEFAULT_PLAN_PRICES.monthly);
  });

  it("starts today, on the gym's calendar, once the pass has ended", async () => {
    const { member, gym } = await setup();
    const weekly = await book(member, gym.id, 'weekly', '2026-11-24');
    expect(weekly.endDate).toBe('2026-11-30');
    // 00:30 on 2 December in India is still 1 December in UTC.
    clock().set(new Date('2026-12-01T19:00:00Z'));
    const data = renewQuoteSchema.parse((await quote(weekly.id, member)).json().data);
    expect([data.startDate, data.endDate, data.bookableFrom]).toEqual(['2026-12-02', '2026-12-08', '2026-12-02']);
  });

  it('says from when a renewal beyond the booking horizon can be booked', async () => {
    const { member, gym } = await setup();
    const yearly = await book(member, gym.id, 'yearly', '2026-11-24');
    const data = renewQuoteSchema.parse((await quote(yearly.id, member)).json().data);
    expect(yearly.endDate).toBe('2027-11-23');
    expect(data.startDate).toBe('2027-11-24');
    // 60 days ahead is as far as a booking goes.
    expect(data.bookableFrom).toBe('2027-09-25');
  });

  it('refuses a cancelled pass, a pass the gym no longer sells, and another member’s booking', async () => {
    const { member, gym } = await setup();
    const other = await signIn(app(), { userType: 'member' });
    const day = await book(member, gym.id, 'day', '2026-11-24');
    const cancel = await app().inject({ method: 'POST', url: '/api/bookings.php?action=cancel', headers: member.headers, payload: { bookingId: day.id } });
    expect(cancel.statusCode).toBe(200);
    const cancelled = await quote(day.id, member);
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([409, membershipMessages.notRenewable]);

    const monthly = await book(member, gym.id, 'monthly', '2026-11-25');
    const theirs = await quote(monthly.id, other);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, bookingMessages.notFound]);

    await db().update(gymPlans).set({ active: false }).where(and(eq(gymPlans.gymId, gym.id), eq(gymPlans.passType, 'monthly')));
    const retired = await quote(monthly.id, member);
    expect([retired.statusCode, retired.json().message]).toEqual([400, bookingMessages.passNotOffered]);
  });

  it('is for the member who holds the pass: 401 without a session, 403 for an owner', async () => {
    const { owner, member, gym } = await setup();
    const monthly = await book(member, gym.id, 'monthly', '2026-11-24');
    expect((await quote(monthly.id)).statusCode).toBe(401);
    expect((await quote(monthly.id, owner)).statusCode).toBe(403);
  });
});
