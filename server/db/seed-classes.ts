import { and, eq, inArray } from 'drizzle-orm';
import type { ClassCategory, ClassWeekday } from '@contract/classes/classes';
import { localNow, minutesOf } from '../shared/gym-clock';
import type { Db } from './client';
import { classSeries, gyms, trainers } from './schema';

type Template = { key: string; title: string; category: ClassCategory; days: ClassWeekday[]; startTime: string; durationMinutes: number; capacity: number };

/** A week at a busy Indian gym: mornings before work, evenings after, a weekend slot. */
const WEEK: Template[] = [
  { key: 'yoga', title: 'Sunrise Yoga', category: 'yoga', days: ['monday', 'wednesday', 'friday'], startTime: '07:00', durationMinutes: 60, capacity: 20 },
  { key: 'hiit', title: 'HIIT Express', category: 'hiit', days: ['tuesday', 'thursday'], startTime: '07:30', durationMinutes: 45, capacity: 15 },
  { key: 'zumba', title: 'Zumba Party', category: 'zumba', days: ['monday', 'wednesday'], startTime: '18:30', durationMinutes: 60, capacity: 25 },
  { key: 'spin', title: 'Power Spin', category: 'spin', days: ['tuesday', 'thursday', 'saturday'], startTime: '19:00', durationMinutes: 45, capacity: 12 },
  { key: 'strength', title: 'Strength Basics', category: 'strength', days: ['saturday'], startTime: '09:00', durationMinutes: 60, capacity: 10 },
  { key: 'pilates', title: 'Pilates Core', category: 'pilates', days: ['sunday'], startTime: '10:00', durationMinutes: 50, capacity: 12 },
];

/**
 * A weekly timetable at a few demo gyms, from the day the seed first runs: only the days the gym opens and times
 * inside its hours, taught by one of its accepted trainers where it has any. Fixed ids: a second run writes nothing.
 * Sessions are written when the timetable is first read (class-service materialises them).
 */
export async function seedDemoClasses(db: Db, gymIds: readonly string[], now = new Date()): Promise<void> {
  const rows = await db
    .select({ id: gyms.id, timezone: gyms.timezone, weeklyOff: gyms.weeklyOff, openingTime: gyms.openingTime, closingTime: gyms.closingTime })
    .from(gyms)
    .where(inArray(gyms.id, [...gymIds]));
  for (const gym of rows) {
    const [trainer] = await db
      .select({ id: trainers.id })
      .from(trainers)
      .where(and(eq(trainers.gymId, gym.id), eq(trainers.status, 'accepted')))
      .orderBy(trainers.id)
      .limit(1);
    const startDate = localNow(now, gym.timezone).date;
    const series = WEEK.flatMap((t) => {
      const days = t.days.filter((d) => d !== gym.weeklyOff);
      const start = minutesOf(t.startTime);
      const fits = start >= minutesOf(gym.openingTime) && start + t.durationMinutes <= minutesOf(gym.closingTime);
      if (days.length === 0 || !fits) return [];
      const { key, ...fields } = t;
      return [{ ...fields, id: `class-demo-${gym.id}-${key}`, gymId: gym.id, days, trainerId: trainer?.id ?? null, startDate }];
    });
    if (series.length > 0) await db.insert(classSeries).values(series).onConflictDoNothing();
  }
}
