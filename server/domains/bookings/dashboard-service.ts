import { and, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { DASHBOARD_CHART_DAYS, type OwnerDashboard } from '@contract/accounts/dashboard';
import type { Db } from '../../db/client';
import { attendance, bookings, gymMemberships, payments, reviews, trainers } from '../../db/schema';
import { applyClock } from './booking-records';
import { mondayOf } from '@contract/calendar';
import { addDays, instantOf } from '../../shared/gym-clock';
import { gymCalendar } from './member-service';
import { requireOwnedGym } from '../../shared/ownership';

const countOf = (rows: { n: number }[]) => rows[0]?.n ?? 0;

export function createDashboardService({ db, now }: { db: Db; now: () => Date }) {
  /** Bookings made per day on the gym's calendar over the chart's days (cancelled ones left out). */
  async function bookingsByDay(gymId: string, timezone: string, today: string): Promise<OwnerDashboard['bookingsByDay']> {
    const first = addDays(today, 1 - DASHBOARD_CHART_DAYS);
    const day = sql<string>`to_char(${bookings.createdAt} at time zone ${timezone}, 'YYYY-MM-DD')`;
    const rows = await db
      .select({ date: day, n: count() })
      .from(bookings)
      .where(and(eq(bookings.gymId, gymId), ne(bookings.status, 'cancelled'), gte(bookings.createdAt, instantOf(first, '00:00', timezone))))
      // By position: the zone is a parameter, so a repeated expression would not match the selected one.
      .groupBy(sql`1`);
    const byDate = new Map(rows.map((r) => [r.date, r.n]));
    return Array.from({ length: DASHBOARD_CHART_DAYS }, (_, i) => {
      const date = addDays(first, i);
      return { date, count: byDate.get(date) ?? 0 };
    });
  }

  /** New here this week: members whose first booking or desk registration at the gym is since Monday. */
  async function newMembersSince(gymId: string, since: Date): Promise<number> {
    const firsts = sql`(select member_id, min(created_at) as first_at from (
        select ${gymMemberships.memberId} as member_id, ${gymMemberships.createdAt} as created_at from ${gymMemberships} where ${gymMemberships.gymId} = ${gymId}
        union all
        select ${bookings.memberId}, ${bookings.createdAt} from ${bookings} where ${bookings.gymId} = ${gymId}
      ) joined group by member_id) as firsts`;
    const rows = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(firsts).where(sql`first_at >= ${since.toISOString()}::timestamptz`);
    return countOf(rows);
  }

  async function owner(ownerId: string, gymId: string): Promise<OwnerDashboard> {
    const gym = await requireOwnedGym(db, ownerId, gymId);
    const at = now();
    await applyClock(db, at);
    const { today, monthStart } = gymCalendar(at, gym.timezone);
    const dayStart = instantOf(today, '00:00', gym.timezone);
    const dayEnd = instantOf(addDays(today, 1), '00:00', gym.timezone);
    const [checkIns, arrivals, earnings, pendingReviews, applications, newMembers, chart] = await Promise.all([
      db.select({ n: count() }).from(attendance).where(and(eq(attendance.gymId, gym.id), gte(attendance.checkInAt, dayStart), lt(attendance.checkInAt, dayEnd))),
      db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.gymId, gym.id), eq(bookings.startDate, today), inArray(bookings.status, ['pending', 'confirmed', 'completed']))),
      db
        .select({ n: sql<number>`coalesce(sum(${payments.amountPaise}), 0)`.mapWith(Number) })
        .from(payments)
        .where(and(eq(payments.gymId, gym.id), eq(payments.status, 'paid'), gte(payments.paidAt, monthStart))),
      db.select({ n: count() }).from(reviews).where(and(eq(reviews.gymId, gym.id), eq(reviews.approved, false))),
      db.select({ n: count() }).from(trainers).where(and(eq(trainers.gymId, gym.id), eq(trainers.status, 'pending'))),
      newMembersSince(gym.id, instantOf(mondayOf(today), '00:00', gym.timezone)),
      bookingsByDay(gym.id, gym.timezone, today),
    ]);
    return {
      gymId: gym.id,
      today,
      checkInsToday: countOf(checkIns),
      bookingsToday: countOf(arrivals),
      earningsThisMonthPaise: countOf(earnings),
      pendingReviews: countOf(pendingReviews),
      trainerApplications: countOf(applications),
      newMembersThisWeek: newMembers,
      bookingsByDay: chart,
    };
  }

  return { owner };
}
