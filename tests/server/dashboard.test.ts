import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_CHART_DAYS, ownerDashboardSchema } from '@contract/accounts/dashboard';
import { attendance, bookings, gymMemberships } from '@server/db/schema';
import { signIn, uniqueMobile, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createBookingRow } from '@tests/utils/community-factories';
import { createGym, createMember, createReview, createTrainer, DEFAULT_PLAN_PRICES } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

// Wednesday 25 Nov 2026, 10:00 in Mumbai (04:30 UTC); the week began Monday 23 Nov, 00:00 IST = 22 Nov 18:30 UTC.
const NOW = new Date('2026-11-25T04:30:00Z');
beforeEach(() => server.current.clock.set(NOW));

const dashboard = (gymId: string, who?: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/dashboard.php?action=owner&gymId=${gymId}`, headers: who?.headers ?? {} });
let keys = 0;
const walkIn = (owner: SignedIn, gymId: string, payment: string, passType = 'day') =>
  app().inject({
    method: 'POST',
    url: '/api/members.php?action=add',
    headers: { ...owner.headers, 'idempotency-key': `dash-${++keys}-${Date.now()}` },
    payload: { gymId, firstName: 'Walk', lastName: 'In', mobile: uniqueMobile(), passType, startDate: '2026-11-25', payment },
  });

async function ownerWithGym() {
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id });
  return { owner, gym };
}

describe('dashboard.php?action=owner', () => {
  it('counts today’s check-ins and arrivals, this month’s earnings, pending reviews and applications, new members, 30 days of bookings', async () => {
    const { owner, gym } = await ownerWithGym();
    // Two walk-ins today: one paid by cash (earnings), one to pay later.
    expect((await walkIn(owner, gym.id, 'cash')).statusCode).toBe(201);
    expect((await walkIn(owner, gym.id, 'unpaid', 'monthly')).statusCode).toBe(201);
    // An old member from January: not new this week; a cancelled booking is no arrival.
    const old = await createMember(db());
    const january = new Date('2026-01-09T10:00:00Z');
    await createBookingRow(db(), { memberId: old.id, gymId: gym.id, planId: gym.plans[0]!.id });
    await createBookingRow(db(), { memberId: old.id, gymId: gym.id, planId: gym.plans[0]!.id, status: 'cancelled' });
    await db().update(bookings).set({ createdAt: january }).where(eq(bookings.memberId, old.id));
    await db().insert(gymMemberships).values({ gymId: gym.id, memberId: old.id, source: 'booking', createdAt: january });
    // Check-ins: one today (after 00:00 IST), one just before today began.
    await db().insert(attendance).values([
      { memberId: old.id, gymId: gym.id, checkInAt: new Date('2026-11-24T19:00:00Z'), checkOutAt: new Date('2026-11-24T20:00:00Z'), status: 'checked_out' },
      { memberId: old.id, gymId: gym.id, checkInAt: new Date('2026-11-24T18:00:00Z'), checkOutAt: new Date('2026-11-24T18:20:00Z'), status: 'checked_out' },
    ]);
    await createReview(db(), { gymId: gym.id, approved: false });
    await createReview(db(), { gymId: gym.id, approved: true });
    await createTrainer(db(), { gymId: gym.id, status: 'pending' });
    await createTrainer(db(), { gymId: gym.id });

    const res = await dashboard(gym.id, owner);
    expect(res.statusCode).toBe(200);
    const data = ownerDashboardSchema.parse(res.json().data);
    expect(data).toMatchObject({
      gymId: gym.id,
      today: '2026-11-25',
      checkInsToday: 1,
      bookingsToday: 2,
      earningsThisMonthPaise: DEFAULT_PLAN_PRICES.day,
      pendingReviews: 1,
      trainerApplications: 1,
      newMembersThisWeek: 2,
    });
    expect(data.bookingsByDay).toHaveLength(DASHBOARD_CHART_DAYS);
    expect(data.bookingsByDay[0]!.date).toBe('2026-10-27');
    expect(data.bookingsByDay.at(-1)).toEqual({ date: '2026-11-25', count: 2 });
    expect(data.bookingsByDay.reduce((sum, d) => sum + d.count, 0)).toBe(2);
  });

  it('a bookings chart day follows the gym’s clock: 20:00 UTC on the 24th is the 25th in Mumbai', async () => {
    const { owner, gym } = await ownerWithGym();
    const member = await createMember(db());
    await createBookingRow(db(), { memberId: member.id, gymId: gym.id, planId: gym.plans[0]!.id, status: 'confirmed' });
    await db().update(bookings).set({ createdAt: new Date('2026-11-24T20:00:00Z') });
    const data = ownerDashboardSchema.parse((await dashboard(gym.id, owner)).json().data);
    expect(data.bookingsByDay.at(-1)).toEqual({ date: '2026-11-25', count: 1 });
    expect(data.bookingsByDay.at(-2)).toEqual({ date: '2026-11-24', count: 0 });
  });

  it('a new gym answers zeros', async () => {
    const { owner, gym } = await ownerWithGym();
    const data = ownerDashboardSchema.parse((await dashboard(gym.id, owner)).json().data);
    expect(data).toMatchObject({ checkInsToday: 0, bookingsToday: 0, earningsThisMonthPaise: 0, pendingReviews: 0, trainerApplications: 0, newMembersThisWeek: 0 });
  });

  it("owner X cannot read owner Y's dashboard (404); a member cannot call it (403); nobody signed out (401)", async () => {
    const { gym } = await ownerWithGym();
    const stranger = await signIn(app(), { userType: 'gym_owner' });
    expect((await dashboard(gym.id, stranger)).statusCode).toBe(404);
    const member = await signIn(app(), { userType: 'member' });
    expect((await dashboard(gym.id, member)).statusCode).toBe(403);
    expect((await dashboard(gym.id)).statusCode).toBe(401);
    expect((await app().inject({ method: 'GET', url: `/api/dashboard.php?action=owner&gymId=${gym.id}&ownerId=x`, headers: stranger.headers })).statusCode).toBe(400);
  });
});
