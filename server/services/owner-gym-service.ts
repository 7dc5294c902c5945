import { asc, desc, eq, sql } from 'drizzle-orm';
import type { OwnerGym } from '@contract/owner-gyms';
import type { Db } from '../db/client';
import { bookings, gyms } from '../db/schema';

/** The owner's gyms, active first then by name, each with the bookings made this month in the gym's own zone. */
export async function listOwnerGyms(db: Db, ownerId: string, now: Date): Promise<OwnerGym[]> {
  // Qualified by hand: inside the subquery drizzle's bare column names would bind to bookings.
  const monthStart = sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone "gyms"."timezone") at time zone "gyms"."timezone")`;
  const bookingsThisMonth = sql<number>`(select count(*)::int from ${bookings} b where b.gym_id = "gyms"."id" and b.created_at >= ${monthStart})`;
  return db
    .select({
      id: gyms.id,
      name: gyms.name,
      area: gyms.area,
      city: gyms.city,
      active: gyms.active,
      rating: gyms.ratingAvg,
      reviewCount: gyms.reviewCount,
      bookingsThisMonth,
    })
    .from(gyms)
    .where(eq(gyms.ownerId, ownerId))
    .orderBy(desc(gyms.active), asc(gyms.name), asc(gyms.id));
}
