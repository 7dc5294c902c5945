import { and, asc, eq, sql } from 'drizzle-orm';
import { gymMessages, type OwnerPlan, type PlanChange } from '@contract/gyms/owner-gyms';
import { defaultFreezeDays, passDays, passTypes } from '@contract/gyms/gyms';
import { gymPlans, gyms } from '../../db/schema';
import { invalid } from '../../shared/refusals';
import { requireOwnedGym, type Executor } from '../../shared/ownership';
import { type AuditActor, changedFields, writeAudit } from '../admin';

/** All five passes of a gym in pass order; one never priced is listed off, without a price. */
export async function listPlans(db: Executor, gymId: string): Promise<OwnerPlan[]> {
  const rows = await db
    .select({ passType: gymPlans.passType, active: gymPlans.active, pricePaise: gymPlans.pricePaise, durationDays: gymPlans.durationDays, freezeDays: gymPlans.freezeDays })
    .from(gymPlans)
    .where(eq(gymPlans.gymId, gymId))
    .orderBy(asc(gymPlans.durationDays));
  return passTypes.map((passType) => rows.find((r) => r.passType === passType) ?? { passType, active: false, pricePaise: null, durationDays: passDays[passType], freezeDays: defaultFreezeDays[passType] });
}

/** The owner's view of a gym's passes; another owner's gym is not found. */
export async function listOwnedPlans(db: Executor, ownerId: string, gymId: string): Promise<OwnerPlan[]> {
  await requireOwnedGym(db, ownerId, gymId);
  return listPlans(db, gymId);
}

const activePrice = (passType: 'day' | 'monthly') =>
  sql`(select p.price_paise from ${gymPlans} p where p.gym_id = "gyms"."id" and p.pass_type = ${passType} and p.active)`;

/** gyms.day_pass_paise / monthly_paise (what search filters and sorts on) follow the active plans. */
export async function refreshGymPrices(tx: Executor, gymId: string): Promise<void> {
  await tx
    .update(gyms)
    .set({ dayPassPaise: activePrice('day'), monthlyPaise: activePrice('monthly') })
    .where(eq(gyms.id, gymId));
}

/**
 * Applies pass changes inside the caller's transaction: a pass is never deleted (bookings point at
 * it), only turned off with its price kept. At least one pass must stay on, or nothing is written.
 */
export async function applyPlanChanges(tx: Executor, gymId: string, changes: PlanChange[]): Promise<void> {
  const existing = await tx.select({ passType: gymPlans.passType }).from(gymPlans).where(eq(gymPlans.gymId, gymId));
  for (const [index, change] of changes.entries()) {
    const price = change.pricePaise === undefined ? {} : { pricePaise: change.pricePaise };
    const freeze = change.freezeDays === undefined ? {} : { freezeDays: change.freezeDays };
    if (existing.some((row) => row.passType === change.passType)) {
      await tx
        .update(gymPlans)
        .set({ active: change.active, ...price, ...freeze })
        .where(and(eq(gymPlans.gymId, gymId), eq(gymPlans.passType, change.passType)));
    } else if (change.pricePaise !== undefined) {
      await tx.insert(gymPlans).values({
        gymId,
        passType: change.passType,
        pricePaise: change.pricePaise,
        durationDays: passDays[change.passType],
        freezeDays: change.freezeDays ?? defaultFreezeDays[change.passType],
        active: change.active,
      });
    } else if (change.active) {
      throw invalid(gymMessages.priceRequired, { [`plans.${index}.pricePaise`]: gymMessages.priceRequired });
    }
  }
  const [active] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(gymPlans)
    .where(and(eq(gymPlans.gymId, gymId), eq(gymPlans.active, true)));
  if (!active?.count) throw invalid(gymMessages.noActivePass, { plans: gymMessages.noActivePass });
  await refreshGymPrices(tx, gymId);
}

type PlansUpdate = { gymId: string; plans: PlanChange[]; freezeNoticeDays?: number | undefined };

/** plans.php?action=update: the owner's passes changed at once, or not at all; `actor` is who the audit log names. */
export async function updateOwnedPlans(db: Executor, ownerId: string, { gymId, plans: changes, freezeNoticeDays }: PlansUpdate, now: Date, actor: AuditActor): Promise<OwnerPlan[]> {
  return db.transaction(async (tx) => {
    await requireOwnedGym(tx, ownerId, gymId, { forUpdate: true });
    // The freeze notice is the gym's, edited beside the passes' freeze days (issue 39's leftover).
    if (freezeNoticeDays !== undefined) await tx.update(gyms).set({ freezeNoticeDays }).where(eq(gyms.id, gymId));
    const before = await listPlans(tx, gymId);
    await applyPlanChanges(tx, gymId, changes);
    const after = await listPlans(tx, gymId);
    // The audit log keeps every price change (issue 25), in the same transaction.
    const prices = (plans: OwnerPlan[]) => Object.fromEntries(plans.map((p) => [p.passType, { active: p.active, pricePaise: p.pricePaise }]));
    const changed = changedFields(prices(before), prices(after));
    if (changed) await writeAudit(tx, actor, { action: 'plans.update', entityType: 'gym', entityId: gymId, ...changed }, now);
    return after;
  });
}
