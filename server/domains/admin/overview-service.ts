import { and, gte, ne, sql } from 'drizzle-orm';
import type { PlatformOverview } from '@contract/admin/admin';
import { bookings, contentReports, gymVerifications, gyms, otpChallenges } from '../../db/schema';
import { instantOf, localNow, PLATFORM_TIME_ZONE } from '../../shared/gym-clock';
import type { Executor } from '../../shared/ownership';

const HOUR_MS = 3_600_000;

/** Midnight of today and the 1st of this month on India's clock (the platform team's), as instants. */
function istStarts(at: Date): { day: Date; month: Date } {
  const today = localNow(at, PLATFORM_TIME_ZONE).date;
  return { day: instantOf(today, '00:00', PLATFORM_TIME_ZONE), month: instantOf(`${today.slice(0, 8)}01`, '00:00', PLATFORM_TIME_ZONE) };
}

/** admin.php?action=overview: bookings and their gross value (cancelled ones left out), new gyms, the queues, the SMS budget in use. */
export async function platformOverview(db: Executor, at: Date, budget: { hourly: number; daily: number }): Promise<PlatformOverview> {
  const { day, month } = istStarts(at);
  const [booked] = await db
    .select({
      todayCount: sql<number>`count(*) filter (where ${bookings.createdAt} >= ${day})::int`,
      todayGross: sql<number>`coalesce(sum(${bookings.amountPaise}) filter (where ${bookings.createdAt} >= ${day}), 0)::bigint`,
      monthCount: sql<number>`count(*)::int`,
      monthGross: sql<number>`coalesce(sum(${bookings.amountPaise}), 0)::bigint`,
    })
    .from(bookings)
    .where(and(gte(bookings.createdAt, month), ne(bookings.status, 'cancelled')));
  const [newGyms] = await db
    .select({ today: sql<number>`count(*) filter (where ${gyms.createdAt} >= ${day})::int`, month: sql<number>`count(*)::int` })
    .from(gyms)
    .where(gte(gyms.createdAt, month));
  const [waiting] = await db.select({ n: sql<number>`count(*)::int` }).from(gymVerifications).where(sql`${gymVerifications.status} = 'pending'`);
  const [reports] = await db
    .select({ n: sql<number>`count(distinct (${contentReports.reviewId}, ${contentReports.target}))::int` })
    .from(contentReports)
    .where(sql`${contentReports.status} = 'open'`);
  const [texts] = await db
    .select({
      hour: sql<number>`count(*) filter (where ${otpChallenges.createdAt} > ${new Date(at.getTime() - HOUR_MS)})::int`,
      day: sql<number>`count(*)::int`,
    })
    .from(otpChallenges)
    .where(gte(otpChallenges.createdAt, new Date(at.getTime() - 24 * HOUR_MS)));
  return {
    today: { bookings: booked?.todayCount ?? 0, grossPaise: Number(booked?.todayGross ?? 0), newGyms: newGyms?.today ?? 0 },
    month: { bookings: booked?.monthCount ?? 0, grossPaise: Number(booked?.monthGross ?? 0), newGyms: newGyms?.month ?? 0 },
    gymsWaitingForVerification: waiting?.n ?? 0,
    openReports: reports?.n ?? 0,
    signInTexts: { lastHour: texts?.hour ?? 0, last24Hours: texts?.day ?? 0, hourlyBudget: budget.hourly, dailyBudget: budget.daily },
    at: at.toISOString(),
  };
}
