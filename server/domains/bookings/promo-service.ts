import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { bookingMessages } from '@contract/bookings/bookings';
import type { PassType } from '@contract/gyms/gyms';
import { promoCrossFieldIssues, promoDiscount, promoMessages, type Promo, type PromoCreate, type PromoQuote, type PromoUpdate } from '@contract/bookings/promos';
import type { Db } from '../../db/client';
import { bookings, gymPlans, gyms, promos } from '../../db/schema';
import { Refusal, invalid, notFound } from '../../shared/refusals';
import { localNow } from '../../shared/gym-clock';
import { oncePerKey, type StoredAnswer } from '../../shared/idempotency';
import { requireOwnedGym, type Executor } from '../../shared/ownership';

type PromoRow = typeof promos.$inferSelect;

/** A refused code: a conflict with the rule in words, on the promoCode field. */
const refused = (message: string) => new Refusal('conflict', message, { fields: { promoCode: message } });

const notCancelled = ne(bookings.status, 'cancelled');

export type AppliedPromo = { promoId: string; code: string; discountPaise: number };

/**
 * The code's discount on a pass at a gym for a member, or a conflict naming the rule it breaks. With `lock`
 * (inside the booking's transaction) the code's row is locked first, so its uses are counted after
 * every earlier booking with it has committed or rolled back: 5 uses and 50 members at once → 5 bookings.
 */
export async function applyPromo(
  tx: Executor,
  a: { gymId: string; timezone: string; code: string; passType: PassType; memberId: string; pricePaise: number; now: Date; lock: boolean },
): Promise<AppliedPromo> {
  const code = a.code.trim().toUpperCase();
  const query = tx.select().from(promos).where(and(eq(promos.gymId, a.gymId), eq(promos.code, code))).limit(1);
  const [promo] = a.lock ? await query.for('update') : await query;
  if (!promo) throw refused(promoMessages.unknownCode);
  if (!promo.active) throw refused(promoMessages.inactive);
  const today = localNow(a.now, a.timezone).date;
  if (today < promo.validFrom) throw refused(promoMessages.notYetValid.replace('{date}', promo.validFrom));
  if (today > promo.validTo) throw refused(promoMessages.expired.replace('{date}', promo.validTo));
  if (!promo.passTypes.includes(a.passType)) throw refused(promoMessages.notForPass);
  if (promo.maxUses !== null) {
    const [{ used } = { used: 0 }] = await tx.select({ used: count() }).from(bookings).where(and(eq(bookings.promoId, promo.id), notCancelled));
    if (used >= promo.maxUses) throw refused(promoMessages.usedUp);
  }
  if (promo.oncePerMember) {
    const [mine] = await tx.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.promoId, promo.id), eq(bookings.memberId, a.memberId), notCancelled)).limit(1);
    if (mine) throw refused(promoMessages.alreadyUsed);
  }
  return { promoId: promo.id, code: promo.code, discountPaise: promoDiscount(a.pricePaise, promo.kind, promo.value) };
}

type PromoServiceDeps = { db: Db; now: () => Date };

export function createPromoService({ db, now }: PromoServiceDeps) {
  /** Each code with its uses (bookings not cancelled), revenue (paid bookings) and the discount given. */
  async function withFigures(tx: Executor, rows: PromoRow[]): Promise<Promo[]> {
    if (rows.length === 0) return [];
    const figures = await tx
      .select({
        promoId: bookings.promoId,
        uses: sql<number>`count(*) filter (where ${bookings.status} <> 'cancelled')::int`,
        revenuePaise: sql<number>`coalesce(sum(${bookings.amountPaise}) filter (where ${bookings.paymentStatus} = 'paid'), 0)::int`,
        discountPaise: sql<number>`coalesce(sum(${bookings.discountPaise}) filter (where ${bookings.status} <> 'cancelled'), 0)::int`,
      })
      .from(bookings)
      .where(inArray(bookings.promoId, rows.map((r) => r.id)))
      .groupBy(bookings.promoId);
    const byId = new Map(figures.map((f) => [f.promoId, f]));
    return rows.map((r) => {
      const f = byId.get(r.id);
      return {
        id: r.id,
        gymId: r.gymId,
        code: r.code,
        kind: r.kind,
        value: r.value,
        passTypes: r.passTypes as PassType[],
        validFrom: r.validFrom,
        validTo: r.validTo,
        maxUses: r.maxUses,
        oncePerMember: r.oncePerMember,
        active: r.active,
        uses: f?.uses ?? 0,
        revenuePaise: f?.revenuePaise ?? 0,
        discountPaise: f?.discountPaise ?? 0,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  /** promos.php?action=list: the codes of one of the owner's gyms, newest first. */
  async function list(ownerId: string, gymId: string): Promise<Promo[]> {
    await requireOwnedGym(db, ownerId, gymId);
    const rows = await db.select().from(promos).where(eq(promos.gymId, gymId)).orderBy(sql`${promos.createdAt} desc`, promos.code);
    return withFigures(db, rows);
  }

  /** promos.php?action=create: once per Idempotency-Key; a code's text is unique at its gym. */
  function create(ownerId: string, body: PromoCreate, key: string): Promise<StoredAnswer<Promo>> {
    return oncePerKey<Promo>(db, { userId: ownerId, key, scope: 'promos.create', request: body }, async (tx) => {
      const at = now();
      // Locked: two creates of one code at one gym queue, so the second is told the code is taken.
      await requireOwnedGym(tx, ownerId, body.gymId, { forUpdate: true });
      const [taken] = await tx.select({ id: promos.id }).from(promos).where(and(eq(promos.gymId, body.gymId), eq(promos.code, body.code)));
      if (taken) throw new Refusal('conflict', promoMessages.codeTaken, { fields: { code: promoMessages.codeTaken } });
      const [row] = await tx
        .insert(promos)
        .values({ ...body, maxUses: body.maxUses ?? null, createdAt: at, updatedAt: at })
        .returning();
      const [promo] = await withFigures(tx, [row!]);
      return { created: true, message: promoMessages.created, data: promo! };
    });
  }

  /** promos.php?action=update: only what is sent changes; the rules between fields hold on the merged code. Another owner's code is not found. */
  function update(ownerId: string, { promoId, ...changes }: PromoUpdate, key: string): Promise<StoredAnswer<Promo>> {
    return oncePerKey<Promo>(db, { userId: ownerId, key, scope: 'promos.update', request: { promoId, ...changes } }, async (tx) => {
      const [owned] = await tx
        .select({ promo: promos })
        .from(promos)
        .innerJoin(gyms, eq(gyms.id, promos.gymId))
        .where(and(eq(promos.id, promoId), eq(gyms.ownerId, ownerId)))
        .for('update', { of: promos });
      if (!owned) throw notFound(promoMessages.notFound);
      const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<PromoRow>;
      const issues = promoCrossFieldIssues({ ...owned.promo, ...set });
      if (issues.length > 0) throw invalid(issues[0]!.message, Object.fromEntries(issues.map((i) => [i.path, i.message])));
      const [row] = await tx.update(promos).set({ ...set, updatedAt: now() }).where(eq(promos.id, promoId)).returning();
      const [promo] = await withFigures(tx, [row!]);
      return { created: false, message: promoMessages.updated, data: promo! };
    });
  }

  /** promos.php?action=check: what the member would pay for the pass with the code, or a conflict with the reason. */
  async function check(memberId: string, q: { gymId: string; code: string; passType: PassType }): Promise<PromoQuote> {
    const [gym] = await db.select({ id: gyms.id, timezone: gyms.timezone }).from(gyms).where(and(eq(gyms.id, q.gymId), eq(gyms.active, true)));
    if (!gym) throw notFound(promoMessages.gymNotFound);
    const [plan] = await db
      .select({ pricePaise: gymPlans.pricePaise })
      .from(gymPlans)
      .where(and(eq(gymPlans.gymId, gym.id), eq(gymPlans.passType, q.passType), eq(gymPlans.active, true)));
    if (!plan) throw invalid(bookingMessages.passNotOffered, { passType: bookingMessages.passNotOffered });
    const applied = await applyPromo(db, { gymId: gym.id, timezone: gym.timezone, code: q.code, passType: q.passType, memberId, pricePaise: plan.pricePaise, now: now(), lock: false });
    const [promo] = await db.select({ kind: promos.kind, value: promos.value }).from(promos).where(eq(promos.id, applied.promoId));
    return {
      code: applied.code,
      kind: promo!.kind,
      value: promo!.value,
      passType: q.passType,
      pricePaise: plan.pricePaise,
      discountPaise: applied.discountPaise,
      amountPaise: plan.pricePaise - applied.discountPaise,
    };
  }

  return { list, create, update, check };
}
