import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gyms } from '../db/schema';
import { notFound } from './refusals';

export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type OwnedGym = { id: string; name: string; timezone: string; active: boolean };

/**
 * The gym if `ownerId` owns it (active or not); otherwise not found, the same answer as for a gym that
 * does not exist, so an owner cannot learn which ids belong to others. Every owner call starts here.
 */
export async function requireOwnedGym(
  db: Executor,
  ownerId: string,
  gymId: string,
  /** notFound: the not-found words when what was asked for is a record of the gym (a review), not the gym */
  options: { forUpdate?: boolean; notFound?: string } = {},
): Promise<OwnedGym> {
  const query = db
    .select({ id: gyms.id, name: gyms.name, timezone: gyms.timezone, active: gyms.active })
    .from(gyms)
    .where(and(eq(gyms.id, gymId), eq(gyms.ownerId, ownerId)))
    .limit(1);
  // forUpdate (inside a transaction): writes to one gym queue behind each other, so a rule read first still holds at commit.
  const [gym] = options.forUpdate ? await query.for('update') : await query;
  if (!gym) throw notFound(options.notFound ?? 'Gym not found');
  return gym;
}
