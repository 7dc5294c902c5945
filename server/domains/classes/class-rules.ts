import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { NO_SHOW_BLOCK_DAYS, NO_SHOW_LIMIT_DEFAULT, NO_SHOW_WINDOW_DAYS, needPassMessage, type ClassRules } from '@contract/classes/classes';
import { bookings, classBookings, classSessions, classSettings, gymPlans } from '../../db/schema';
import { Refusal } from '../../shared/refusals';
import type { Executor } from '../../shared/ownership';
import { notFrozenOn } from '../bookings';
import { activeGym, DAY, endOf, ownedGym, type ClassDeps } from './class-parts';

// Who may book a class at a gym: the gym's no-show limit and the pause it sets, and a pass for the day.

export async function noShowLimitOf(db: Executor, gymId: string): Promise<number> {
  const [row] = await db.select({ limit: classSettings.noShowLimit }).from(classSettings).where(eq(classSettings.gymId, gymId));
  return row?.limit ?? NO_SHOW_LIMIT_DEFAULT;
}

/**
 * Until when class booking at the gym is paused for the member, or null: each no-show (at the session's end) or late
 * cancel (when made) that is the limit-th within 30 days pauses booking for 3 days from then. Waived ones do not count.
 */
export async function blockedUntil(db: Executor, { memberId, gymId, now, limit }: { memberId: string; gymId: string; now: Date; limit: number }): Promise<Date | null> {
  if (limit <= 0) return null;
  const since = new Date(now.getTime() - (NO_SHOW_WINDOW_DAYS + NO_SHOW_BLOCK_DAYS) * DAY);
  const rows = await db
    .select({ status: classBookings.status, lateCancel: classBookings.lateCancel, cancelledAt: classBookings.cancelledAt, startsAt: classSessions.startsAt, durationMinutes: classSessions.durationMinutes })
    .from(classBookings)
    .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
    .where(
      and(
        eq(classBookings.memberId, memberId),
        eq(classSessions.gymId, gymId),
        isNull(classBookings.waivedAt),
        or(eq(classBookings.status, 'missed'), eq(classBookings.lateCancel, true)),
        gte(classSessions.startsAt, new Date(since.getTime() - DAY)),
      ),
    );
  const times = rows
    .map((r) => (r.status === 'missed' ? endOf(r).getTime() : (r.cancelledAt?.getTime() ?? 0)))
    .filter((t) => t >= since.getTime() && t <= now.getTime())
    .sort((a, b) => a - b);
  let until: number | null = null;
  times.forEach((t, i) => {
    const inWindow = times.slice(0, i + 1).filter((u) => u > t - NO_SHOW_WINDOW_DAYS * DAY).length;
    if (inWindow >= limit) until = Math.max(until ?? 0, t + NO_SHOW_BLOCK_DAYS * DAY);
  });
  return until !== null && until > now.getTime() ? new Date(until) : null;
}

/** A confirmed (or completed) pass at the gym whose days include `day`; else a conflict naming the cheapest pass that would. */
export async function assertPass(db: Executor, memberId: string, gymId: string, day: string): Promise<void> {
  const [pass] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.memberId, memberId), eq(bookings.gymId, gymId), inArray(bookings.status, ['confirmed', 'completed']), lte(bookings.startDate, day), gte(bookings.endDate, day), notFrozenOn(day)))
    .limit(1);
  if (pass) return;
  const [cheapest] = await db
    .select({ passType: gymPlans.passType })
    .from(gymPlans)
    .where(and(eq(gymPlans.gymId, gymId), eq(gymPlans.active, true)))
    .orderBy(asc(gymPlans.pricePaise))
    .limit(1);
  const passType = cheapest?.passType ?? null;
  throw new Refusal('conflict', needPassMessage(passType, day), { gymId, date: day, passType });
}

/** The gym's class rules as members read them, and the owner's one setting of them (the no-show limit). */
export function createClassRules({ db, now, cancelHours, cutoffMinutes }: ClassDeps) {
  async function rules(gymId: string): Promise<ClassRules> {
    await activeGym(db, gymId);
    return rulesOf(db, gymId);
  }

  const rulesOf = async (ex: Executor, gymId: string): Promise<ClassRules> => ({
    gymId,
    cancelHours,
    waitlistCutoffMinutes: cutoffMinutes,
    noShowLimit: await noShowLimitOf(ex, gymId),
    noShowWindowDays: NO_SHOW_WINDOW_DAYS,
    blockDays: NO_SHOW_BLOCK_DAYS,
  });

  async function saveSettings(ownerId: string, { gymId, noShowLimit }: { gymId: string; noShowLimit: number }): Promise<ClassRules> {
    await ownedGym(db, ownerId, gymId);
    const at = now();
    await db.insert(classSettings).values({ gymId, noShowLimit, updatedAt: at }).onConflictDoUpdate({ target: classSettings.gymId, set: { noShowLimit, updatedAt: at } });
    return rulesOf(db, gymId);
  }

  return { rules, saveSettings };
}
