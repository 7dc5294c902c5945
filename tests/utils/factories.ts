import { eq } from 'drizzle-orm';
import { defaultFreezeDays, passDays, passTypes, type PassType } from '@contract/gyms/gyms';
import type { Db } from '@server/db/client';
import { gymPlans, gyms, reviews, trainers, users } from '@server/db/schema';
import { refreshGymRating } from '@server/domains/community/review-service';

/**
 * Test data written straight to the database, for server tests that need rows without going
 * through the API. Minimal and deterministic: every call takes the next number of a per-file
 * counter, so ids ('test-gym-3') and mobiles ('+916000000003') are unique and the same on every
 * run. Pass overrides for what the test is about; everything else gets a valid, boring default.
 *
 *   const owner = await createOwner(db);
 *   const gym = await createGym(db, { ownerId: owner.id, city: 'Pune', plans: { day: 15000 } });
 *   await createReview(db, { gymId: gym.id, rating: 5 });          // approved, gym rating refreshed
 *   await createReview(db, { gymId: gym.id, approved: false });     // pending
 */

export type UserRow = typeof users.$inferSelect;
export type GymRow = typeof gyms.$inferSelect;
export type PlanRow = typeof gymPlans.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type TrainerRow = typeof trainers.$inferSelect;

let counter = 0;
const next = () => ++counter;

/** Prices (paise) of a standard gym's five passes: longer passes cost less per day. */
export const DEFAULT_PLAN_PRICES: Readonly<Record<PassType, number>> = {
  day: 20_000,
  weekly: 90_000,
  monthly: 250_000,
  quarterly: 680_000,
  yearly: 2_400_000,
};

type UserOverrides = Partial<typeof users.$inferInsert>;

async function createUser(db: Db, userType: UserRow['userType'], overrides: UserOverrides): Promise<UserRow> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      id: `test-user-${n}`,
      // +916… never collides with the demo seed (+917/+918/+9198…) nor tests/utils/auth.ts (+919…).
      mobile: `+916${String(n).padStart(9, '0')}`,
      firstName: 'Test',
      lastName: `User${n}`,
      email: `user${n}@example.com`,
      userType,
      termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A member with a complete profile. */
export const createMember = (db: Db, overrides: UserOverrides = {}) => createUser(db, 'member', overrides);

/** A gym owner with a complete profile (owns nothing until createGym names it). */
export const createOwner = (db: Db, overrides: UserOverrides = {}) => createUser(db, 'gym_owner', overrides);

export type GymOverrides = Partial<Omit<typeof gyms.$inferInsert, 'dayPassPaise' | 'monthlyPaise'>> & {
  /** pass type → price in paise; omitted passes are not offered; `null` → no plans at all. Default: all five. */
  plans?: Partial<Record<PassType, number>> | null;
};

/**
 * An active gym in Andheri West, Mumbai, with plans (DEFAULT_PLAN_PRICES) and no reviews.
 * Creates an owner when `ownerId` is not given; day_pass_paise/monthly_paise follow the plans.
 */
export async function createGym(db: Db, overrides: GymOverrides = {}): Promise<GymRow & { plans: PlanRow[] }> {
  const { plans: planPrices = DEFAULT_PLAN_PRICES, ...fields } = overrides;
  const n = next();
  const ownerId = fields.ownerId === undefined ? (await createOwner(db)).id : fields.ownerId;
  const prices = planPrices ?? {};
  const [gym] = await db
    .insert(gyms)
    .values({
      id: `test-gym-${n}`,
      name: `Test Gym ${n}`,
      address: `Shop ${n}, Link Road, Andheri West`,
      area: 'Andheri West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400058',
      gymType: 'fitness_center',
      category: 'standard',
      contactNumber: '+919820000000',
      email: `gym${n}@example.com`,
      establishedYear: 2015,
      description: 'A test gym.',
      weeklyOff: 'sunday',
      openingTime: '06:00',
      closingTime: '22:00',
      facilities: ['Cardio zone', 'Free weights'],
      amenities: ['lockers', 'shower'],
      ...fields,
      ownerId,
      dayPassPaise: prices.day ?? null,
      monthlyPaise: prices.monthly ?? null,
    })
    .returning();
  const planRows = passTypes
    .filter((p) => prices[p] !== undefined)
    .map((passType) => ({ id: `${gym!.id}-${passType}`, gymId: gym!.id, passType, pricePaise: prices[passType]!, durationDays: passDays[passType], freezeDays: defaultFreezeDays[passType] }));
  const plans = planRows.length ? await db.insert(gymPlans).values(planRows).returning() : [];
  return { ...gym!, plans };
}

export type ReviewOverrides = Partial<typeof reviews.$inferInsert> & { gymId: string };

/**
 * An approved 4-star review by a new member (or `memberId`); then the gym's rating_avg and
 * review_count are recomputed from its approved reviews, as the approve action does.
 */
export async function createReview(db: Db, overrides: ReviewOverrides): Promise<ReviewRow> {
  const n = next();
  const memberId = overrides.memberId ?? (await createMember(db)).id;
  const approved = overrides.approved ?? true;
  const [review] = await db
    .insert(reviews)
    .values({
      id: `test-review-${n}`,
      rating: 4,
      text: `Review ${n}`,
      // One minute apart, so "newest first" follows creation order.
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
      approvedAt: approved ? new Date(Date.UTC(2026, 0, 2)) : null,
      ...overrides,
      memberId,
      approved,
    })
    .returning();
  await refreshGymRating(db, overrides.gymId);
  return review!;
}

/** A trainer of a gym: 5 years' experience, mornings. */
export async function createTrainer(db: Db, overrides: Partial<typeof trainers.$inferInsert> & { gymId: string }): Promise<TrainerRow> {
  const n = next();
  const [trainer] = await db
    .insert(trainers)
    .values({
      id: `test-trainer-${n}`,
      name: `Trainer ${n}`,
      experienceYears: 5,
      availability: 'Mon–Sat, 6:00 AM – 11:00 AM',
      categories: ['Strength & conditioning'],
      facilities: ['Free weights'],
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
      ...overrides,
    })
    .returning();
  return trainer!;
}

/** Marks a gym inactive (delisted): public calls must no longer see it. */
export async function deactivateGym(db: Db, gymId: string): Promise<void> {
  await db.update(gyms).set({ active: false }).where(eq(gyms.id, gymId));
}
