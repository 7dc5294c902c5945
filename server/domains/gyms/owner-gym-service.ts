import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { gymCrossFieldIssues, type GymCreate, type GymFields, type GymUpdate, type OwnedGym, type OwnerGym } from '@contract/gyms/owner-gyms';
import type { Db } from '../../db/client';
import { bookings, gyms } from '../../db/schema';
import { invalid, notFound } from '../../shared/refusals';
import { requireOwnedGym, type Executor } from '../../shared/ownership';
import { placeAndKindColumns } from './gym-columns';
import { applyPlanChanges } from './plan-service';
import { type AuditActor, changedFields, writeAudit } from '../admin';
import { gymVerificationState, requeueIfVerified } from '../admin';

/** What the audit log records of an owner's edit (issue 25); name, address or GSTIN also send a verified gym back to the queue. */
const AUDITED_FIELDS = ['name', 'address', 'area', 'city', 'state', 'pincode', 'gstin'] as const;
const REVERIFY = { name: 'name', address: 'address', area: 'address', city: 'address', state: 'address', pincode: 'address', gstin: 'GSTIN' } as const;

/** The owner's gyms matching `where`, active first then by name, each with the bookings made this month in the gym's own zone. */
async function ownerGymRows(db: Executor, where: SQL | undefined, now: Date): Promise<OwnerGym[]> {
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
      verified: gyms.verified,
      timeZone: gyms.timezone,
    })
    .from(gyms)
    .where(where)
    .orderBy(desc(gyms.active), asc(gyms.name), asc(gyms.id));
}

/** The gyms of `gymIds`, as the owner's list shows them: what a staff session's screens read (staff.php?action=mine). */
export function listGymsByIds(db: Executor, gymIds: string[], now: Date): Promise<OwnerGym[]> {
  return gymIds.length ? ownerGymRows(db, inArray(gyms.id, gymIds), now) : Promise.resolve([]);
}

/** gyms.php?action=mine */
export function listOwnerGyms(db: Db, ownerId: string, now: Date): Promise<OwnerGym[]> {
  return ownerGymRows(db, eq(gyms.ownerId, ownerId), now);
}

const ownedGymColumns = {
  id: gyms.id,
  name: gyms.name,
  contactNumber: gyms.contactNumber,
  email: gyms.email,
  address: gyms.address,
  ...placeAndKindColumns,
  establishedYear: gyms.establishedYear,
  description: gyms.description,
  facilities: gyms.facilities,
  amenities: gyms.amenities,
  openingTime: gyms.openingTime,
  closingTime: gyms.closingTime,
  weeklyOff: gyms.weeklyOff,
  slotCapacity: gyms.slotCapacity,
  gstin: gyms.gstin,
  gstRateBp: gyms.gstRateBp,
  upiId: gyms.upiId,
  latitude: gyms.latitude,
  longitude: gyms.longitude,
  active: gyms.active,
  verified: gyms.verified,
  timeZone: gyms.timezone,
  freezeNoticeDays: gyms.freezeNoticeDays,
};

async function readGym(db: Executor, gymId: string): Promise<OwnedGym> {
  const [gym] = await db.select(ownedGymColumns).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  if (!gym) throw notFound('Gym not found');
  const { verification } = await gymVerificationState(db, gymId);
  return { ...gym, verification };
}

/** gyms.php?action=owned: every field of one of the owner's gyms, active or not. */
export async function getOwnedGym(db: Db, ownerId: string, gymId: string): Promise<OwnedGym> {
  await requireOwnedGym(db, ownerId, gymId);
  return readGym(db, gymId);
}

/** A new gym of `ownerId` with its passes, inside the caller's transaction (also used by owner registration). */
export async function insertGym(tx: Executor, ownerId: string, input: GymCreate, now: Date): Promise<OwnedGym> {
  const { plans, ...fields } = input;
  const [gym] = await tx
    .insert(gyms)
    .values({ ...fields, ownerId, createdAt: now, updatedAt: now })
    .returning({ id: gyms.id });
  await applyPlanChanges(tx, gym!.id, plans);
  return readGym(tx, gym!.id);
}

/** gyms.php?action=create: the gym and its passes are written together or not at all. */
export function createGym(db: Db, ownerId: string, input: GymCreate, now: Date): Promise<OwnedGym> {
  return db.transaction((tx) => insertGym(tx, ownerId, input, now));
}

/** gyms.php?action=update: only the fields sent change; the rules between fields hold on the merged gym; `actor` is who the audit log names. */
export async function updateGym(db: Db, ownerId: string, { gymId, ...changes }: GymUpdate, now: Date, actor: AuditActor): Promise<OwnedGym> {
  return db.transaction(async (tx) => {
    await requireOwnedGym(tx, ownerId, gymId, { forUpdate: true });
    const stored = await readGym(tx, gymId);
    const issues = gymCrossFieldIssues({ ...stored, ...changes });
    if (issues.length > 0) throw invalid(issues[0]!.message, Object.fromEntries(issues.map((i) => [i.path, i.message])));
    const set: Partial<GymFields> = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    await tx.update(gyms).set({ ...set, updatedAt: now }).where(eq(gyms.id, gymId));
    const pick = (gym: Partial<OwnedGym>) => Object.fromEntries(AUDITED_FIELDS.filter((k) => k in gym).map((k) => [k, gym[k] ?? null]));
    const changed = changedFields(pick(stored), pick(set as Partial<OwnedGym>));
    if (changed) {
      await writeAudit(tx, actor, { action: 'gym.update', entityType: 'gym', entityId: gymId, ...changed }, now);
      await requeueIfVerified(tx, gymId, [...new Set(Object.keys(changed.after).map((k) => REVERIFY[k as keyof typeof REVERIFY]))], now);
    }
    return readGym(tx, gymId);
  });
}

/** Deactivated gyms leave search and their public profile; their bookings stay as they are. */
export async function setGymActive(db: Db, ownerId: string, gymId: string, active: boolean, now: Date): Promise<OwnerGym> {
  await requireOwnedGym(db, ownerId, gymId);
  await db.update(gyms).set({ active, updatedAt: now }).where(and(eq(gyms.id, gymId), eq(gyms.ownerId, ownerId)));
  const [gym] = await ownerGymRows(db, eq(gyms.id, gymId), now);
  return gym!;
}
