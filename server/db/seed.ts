import { inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { defaultFreezeDays, gymCategories, gymTypes, passDays, passTypes, type GymCategory, type GymType, type WeeklyOff } from '@contract/gyms/gyms';
import type { Db } from './client';
import { auditLog, gymPlans, gymStaff, gymVerifications, gyms, reviews, trainers, users } from './schema';
import { seedDemoBookings } from './seed-bookings';
import { seedDemoClasses } from './seed-classes';
import { seedCommunity } from './seed-community';
import * as data from './seed-data';

export const DEFAULT_SEED_GYMS = 264;
export type SeedOptions = { gyms?: number; onProgress?: (done: number, total: number) => void };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
type GymRow = typeof gyms.$inferInsert;
type PlanRow = typeof gymPlans.$inferInsert;
type TrainerRow = typeof trainers.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;
type UserRow = typeof users.$inferInsert;

const GYMS_PER_BATCH = 1000;
/** Bind parameters per INSERT stay well under PostgreSQL's 65535. */
const PARAMS_PER_INSERT = 30000;
const DAY_MS = 86_400_000;
/** Fixed "now" of the demo world, so every run writes the same timestamps. */
const ANCHOR = Date.UTC(2026, 9, 31, 12, 0, 0);
const MIN_MEMBERS = 60;
const GYMS_PER_OWNER = 3;

// ---- deterministic randomness -------------------------------------------------------------

function hashSeed(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32, seeded from a key: each gym and person gets its own stream, so batches and scale never shift the data. */
class Rng {
  private state: number;
  constructor(key: string) {
    this.state = hashSeed(key);
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    const total = pairs.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, w] of pairs) if ((roll -= w) < 0) return value;
    return pairs[pairs.length - 1]![0];
  }
  /** k distinct indices below n, in the order drawn */
  indices(n: number, k: number): number[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(k, n)) chosen.add(Math.floor(this.next() * n));
    return [...chosen];
  }
  /** k distinct items, in the order drawn */
  sample<T>(list: readonly T[], k: number): T[] {
    return this.indices(list.length, k).map((i) => list[i] as T);
  }
}

// ---- layout: which gym sits where and who owns it -------------------------------------------

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const round1 = (n: number) => Math.round(n * 10) / 10;

type Slot = { cityIdx: number; areaIdx: number };
/** Areas interleaved city by city, so any prefix of gyms spreads over every city. */
const SLOTS: readonly Slot[] = (() => {
  const slots: Slot[] = [];
  const longest = Math.max(...data.CITIES.map((c) => c.areas.length));
  for (let areaIdx = 0; areaIdx < longest; areaIdx++)
    data.CITIES.forEach((c, cityIdx) => areaIdx < c.areas.length && slots.push({ cityIdx, areaIdx }));
  return slots;
})();

type Position = { index: number; city: data.SeedCity; cityIdx: number; area: data.SeedArea; round: number; inCity: number };

function positionOf(index: number): Position {
  const slot = SLOTS[index % SLOTS.length]!;
  const city = data.CITIES[slot.cityIdx]!;
  const round = Math.floor(index / SLOTS.length);
  return { index, city, cityIdx: slot.cityIdx, area: city.areas[slot.areaIdx]!, round, inCity: round * city.areas.length + slot.areaIdx };
}

function gymsInCity(cityIdx: number, total: number): number {
  const full = Math.floor(total / SLOTS.length);
  const rest = total % SLOTS.length;
  return SLOTS.reduce((n, s, p) => n + (s.cityIdx === cityIdx ? full + (p < rest ? 1 : 0) : 0), 0);
}

const demoGymsIn = (city: data.SeedCity) => data.DEMO_OWNER_GYMS[city.slug] ?? 0;
/** 'demo' for the demo owner's gyms, else "city:k": every owner runs up to three gyms of one city. */
function ownerKeyOf(pos: Position): string {
  const demo = demoGymsIn(pos.city);
  return pos.inCity < demo ? 'demo' : `${pos.cityIdx}:${Math.floor((pos.inCity - demo) / GYMS_PER_OWNER)}`;
}

export const seedGymId = (index: number): string => {
  const pos = positionOf(index);
  return `gym-${pos.city.slug}-${slugify(pos.area[0])}-${pad(pos.round + 1, 3)}`;
};
const memberCount = (totalGyms: number) => Math.max(MIN_MEMBERS, Math.ceil(totalGyms / 4));

// ---- people ---------------------------------------------------------------------------------

function person(key: string, id: string, mobile: string, userType: 'member' | 'gym_owner'): UserRow {
  const rng = new Rng(key);
  const firstName = rng.pick(data.FIRST_NAMES);
  const lastName = rng.pick(data.LAST_NAMES);
  const createdAt = new Date(ANCHOR - rng.int(60, 1200) * DAY_MS);
  // The whole number after +91 (its first digit tells members from owners): emails are unique (0007), and a
  // member and an owner sharing the last nine digits and a name would make the seed skip one at 100k gyms.
  const email = `${slugify(firstName)}.${slugify(lastName)}.${mobile.slice(-10)}@example.com`;
  return { id, mobile, firstName, lastName, email, userType, termsAcceptedAt: createdAt, createdAt, updatedAt: createdAt };
}

const memberRow = (m: number) => person(`member:${m}`, `user-member-${pad(m, 6)}`, `+917${pad(m, 9)}`, 'member');
const ownerRow = (cityIdx: number, k: number) =>
  person(`owner:${cityIdx}:${k}`, `user-owner-${data.CITIES[cityIdx]!.slug}-${pad(k, 4)}`, `+918${pad(cityIdx * 1_000_000 + k, 9)}`, 'gym_owner');

function demoRow(d: typeof data.DEMO_MEMBER | typeof data.DEMO_OWNER | typeof data.DEMO_ADMIN | typeof data.DEMO_MANAGER, userType: 'member' | 'gym_owner' | 'admin'): UserRow {
  const createdAt = new Date(ANCHOR - 400 * DAY_MS);
  return { ...d, userType, termsAcceptedAt: createdAt, createdAt, updatedAt: createdAt };
}

// ---- one gym and everything that hangs off it -------------------------------------------------

type GymBundle = { gym: GymRow; plans: PlanRow[]; trainers: TrainerRow[]; reviews: ReviewRow[] };

function priceTable(rng: Rng, category: GymCategory, metro: boolean): Record<(typeof passTypes)[number], number> {
  const [lo, hi] = data.MONTHLY_RUPEES[category];
  // Rounding down to ₹50 keeps each category's range clear of the next one's.
  const monthly = Math.floor((rng.int(lo, hi) * (metro ? 1.1 : 1)) / 50) * 50;
  const roundTo = (n: number, step: number) => Math.round(n / step) * step;
  const rupees = {
    day: Math.max(100, roundTo(monthly * 0.12, 10)),
    weekly: roundTo(monthly * 0.42, 50),
    monthly,
    quarterly: roundTo(monthly * 2.75, 50),
    yearly: roundTo(monthly * 9.6, 100),
  };
  return Object.fromEntries(Object.entries(rupees).map(([k, v]) => [k, v * 100])) as typeof rupees;
}

function pickAmenities(rng: Rng, category: GymCategory, type: GymType): string[] {
  const chances = data.AMENITY_CHANCE[category];
  const list = Object.keys(chances).filter((a) => rng.chance(chances[a]!) || (type === 'yoga_studio' && a === 'group_classes'));
  return list.length > 0 ? list : ['lockers'];
}

function pickFacilities(rng: Rng, type: GymType, category: GymCategory): string[] {
  const { always, maybe } = data.FACILITIES[type];
  const extra = category === 'luxury' ? 4 : category === 'premium' ? 3 : category === 'standard' ? 2 : rng.int(0, 1);
  return [...always, ...rng.sample(maybe, extra)];
}

function contactNumber(rng: Rng, city: data.SeedCity): string {
  if (rng.chance(0.5)) return `+91${rng.pick(['98', '99', '97', '88', '70', '80', '90', '63'])}${pad(rng.int(0, 99_999_999), 8)}`;
  const digits = 11 - city.std.length;
  return `${city.std}-2${pad(rng.int(0, 10 ** (digits - 1) - 1), digits - 1)}`;
}

function describe(rng: Rng, name: string, type: GymType, category: GymCategory, pos: Position, facilities: string[]): string {
  const kind = `${data.CATEGORY_PHRASES[category]} ${data.TYPE_PHRASES[type]}`;
  const shown = facilities.slice(0, 3).map((f) => f.toLowerCase());
  const list = `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  return rng
    .pick(data.DESCRIPTIONS)
    .replace('{name}', name)
    .replace('{kindCap}', kind.charAt(0).toUpperCase() + kind.slice(1))
    .replace('{kind}', kind)
    .replace('{area}', pos.area[0])
    .replace('{city}', pos.city.name)
    .replace('{facilities}', list);
}

function buildTrainers(rng: Rng, gymId: string, type: GymType, facilities: string[]): TrainerRow[] {
  if (!rng.chance(0.6)) return [];
  return Array.from({ length: rng.int(1, 4) }, (_, k) => ({
    id: `trainer-${gymId.slice(4)}-${k + 1}`,
    gymId,
    name: `${rng.pick(data.FIRST_NAMES)} ${rng.pick(data.LAST_NAMES)}`,
    experienceYears: rng.int(1, 18),
    availability: rng.pick(data.TRAINER_AVAILABILITY),
    categories: rng.sample(data.TRAINER_SPECIALITIES[type], rng.int(1, 3)),
    facilities: rng.sample(facilities, rng.int(1, 2)),
    createdAt: new Date(ANCHOR - 300 * DAY_MS),
  }));
}

function replyFor(rng: Rng, rating: number): string {
  const [thanks, feedback, sorry, classes, parking] = data.OWNER_REPLIES;
  return rating >= 4 ? rng.pick([thanks, classes]) : rating === 3 ? rng.pick([feedback, parking]) : sorry;
}

/** `showcase` (the demo owner's gyms): always several reviews, the newest one waiting for approval. */
function buildReviews(rng: Rng, gymId: string, category: GymCategory, memberIds: readonly string[], showcase: boolean): ReviewRow[] {
  if (rng.chance(0.12) && !showcase) return [];
  const quality = data.CATEGORY_QUALITY[category] + (rng.next() - 0.5) * 0.8;
  const picked = rng.indices(memberIds.length, showcase ? rng.int(5, 9) : rng.int(1, 9));
  return picked.map((m, k) => {
    const rating = Math.min(5, Math.max(1, Math.round(quality + (rng.next() + rng.next() - 1) * 2)));
    const approved = showcase && k === picked.length - 1 ? false : rng.chance(0.85);
    // Pending reviews are the recent ones an owner has not got to yet.
    const createdAt = new Date(ANCHOR - (approved ? rng.int(3, 720) : rng.int(0, 20)) * DAY_MS - rng.int(0, 23) * 3_600_000);
    const replied = approved && rng.chance(0.3);
    return {
      id: `review-${gymId.slice(4)}-${k + 1}`,
      gymId,
      memberId: memberIds[m]!,
      rating,
      text: rng.pick(data.REVIEW_TEXTS[rating - 1]!),
      approved,
      approvedAt: approved ? new Date(createdAt.getTime() + DAY_MS) : null,
      reply: replied ? replyFor(rng, rating) : null,
      repliedAt: replied ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
      createdAt,
    };
  });
}

function buildGym(index: number, ownerId: string, memberIds: readonly string[]): GymBundle {
  const pos = positionOf(index);
  const showcase = ownerKeyOf(pos) === 'demo';
  const rng = new Rng(`gym:${index}`);
  const id = seedGymId(index);
  // The first gyms cycle through every type and category, so even a tiny seed has them all.
  const type = index < 20 ? gymTypes[index % gymTypes.length]! : rng.weighted(data.TYPE_WEIGHTS);
  const category = index < 20 ? gymCategories[index % gymCategories.length]! : rng.weighted(data.CATEGORY_WEIGHTS);
  const brand = rng.pick(data.BRAND_WORDS);
  const name = `${brand} ${rng.pick(data.NAME_SUFFIXES[type])}${pos.round >= 2 ? ` (Branch ${pos.round + 1})` : ''}`;
  const prices = priceTable(rng, category, pos.city.metro);
  const facilities = pickFacilities(rng, type, category);
  const reviewRows = buildReviews(rng, id, category, memberIds, showcase);
  const approved = reviewRows.filter((r) => r.approved);
  const ratingAvg = approved.length ? round1(approved.reduce((s, r) => s + r.rating, 0) / approved.length) : 0;
  const createdAt = new Date(ANCHOR - rng.int(750, 1500) * DAY_MS);
  const gym: GymRow = {
    id,
    ownerId,
    name,
    address: `Shop ${rng.int(1, 40)}, ${rng.pick(data.BUILDINGS)}, ${rng.pick(data.STREETS)}`,
    area: pos.area[0],
    city: pos.city.name,
    state: pos.city.state,
    pincode: pos.area[1],
    latitude: Math.round((pos.city.lat + (rng.next() - 0.5) * 0.12) * 1e6) / 1e6,
    longitude: Math.round((pos.city.lng + (rng.next() - 0.5) * 0.12) * 1e6) / 1e6,
    gymType: type,
    category,
    establishedYear: rng.int(1992, 2025),
    contactNumber: contactNumber(rng, pos.city),
    email: `${slugify(brand)}.${slugify(pos.area[0])}${pos.round > 0 ? pos.round + 1 : ''}@example.com`,
    description: describe(rng, name, type, category, pos, facilities),
    weeklyOff: rng.weighted<WeeklyOff>([['sunday', 40], ['none', 35], ['monday', 15], ['tuesday', 4], ['wednesday', 3], ['thursday', 3]]),
    openingTime: type === 'yoga_studio' ? '06:00' : rng.pick(data.OPENING_TIMES),
    closingTime: type === 'yoga_studio' ? rng.pick(['20:00', '20:30']) : rng.pick(data.CLOSING_TIMES),
    // The demo owner's first gym never closes, so a same-day booking is always possible somewhere.
    // ...and takes UPI at the desk, so its pay-at-gym bookings show the QR.
    ...(index === 0 ? { openingTime: '00:00', closingTime: '24:00', weeklyOff: 'none' as const, gstin: '27AAPFU0939F1ZV', upiId: `${slugify(brand)}@okhdfcbank` } : {}),
    facilities,
    amenities: pickAmenities(rng, category, type),
    slotCapacity: { budget: 40, standard: 30, premium: 25, luxury: 20 }[category],
    ratingAvg,
    reviewCount: approved.length,
    dayPassPaise: prices.day,
    monthlyPaise: prices.monthly,
    createdAt,
    updatedAt: createdAt,
  };
  const plans = passTypes.map((passType) => ({
    id: `plan-${id.slice(4)}-${passType}`,
    gymId: id,
    passType,
    pricePaise: prices[passType],
    durationDays: passDays[passType],
    freezeDays: defaultFreezeDays[passType],
  }));
  return { gym, plans, trainers: buildTrainers(rng, id, type, facilities), reviews: reviewRows };
}

// ---- writing ----------------------------------------------------------------------------------

/** Multi-row INSERT … ON CONFLICT DO NOTHING in chunks; returns how many rows were new. */
async function insertRows(db: Executor, table: PgTable, rows: Record<string, unknown>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const perRow = Object.keys(rows[0]!).length;
  const size = Math.max(1, Math.floor(PARAMS_PER_INSERT / perRow));
  let inserted = 0;
  for (let start = 0; start < rows.length; start += size) {
    const result = await db
      .insert(table)
      .values(rows.slice(start, start + size))
      .onConflictDoNothing()
      .returning({ one: sql<number>`1` });
    inserted += result.length;
  }
  return inserted;
}

/** Inserts users and answers mobile → id, since a number may already belong to someone who signed in before the seed. */
async function upsertUsers(db: Db, rows: UserRow[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let start = 0; start < rows.length; start += GYMS_PER_BATCH) {
    const chunk = rows.slice(start, start + GYMS_PER_BATCH);
    await insertRows(db, users, chunk);
    const found = await db.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.mobile, chunk.map((r) => r.mobile)));
    for (const u of found) ids.set(u.mobile, u.id);
  }
  return ids;
}

async function seedPeople(db: Db, total: number): Promise<{ ownerIds: Map<string, string>; memberIds: string[] }> {
  const demo = await upsertUsers(db, [demoRow(data.DEMO_MEMBER, 'member'), demoRow(data.DEMO_OWNER, 'gym_owner')]);
  const owners: { key: string; row: UserRow }[] = [];
  data.CITIES.forEach((city, cityIdx) => {
    const count = Math.ceil(Math.max(0, gymsInCity(cityIdx, total) - demoGymsIn(city)) / GYMS_PER_OWNER);
    for (let k = 0; k < count; k++) owners.push({ key: `${cityIdx}:${k}`, row: ownerRow(cityIdx, k) });
  });
  const byMobile = await upsertUsers(db, owners.map((o) => o.row));
  const ownerIds = new Map(owners.map((o) => [o.key, byMobile.get(o.row.mobile)!]));
  ownerIds.set('demo', demo.get(data.DEMO_OWNER.mobile)!);
  const memberRows = Array.from({ length: memberCount(total) }, (_, m) => memberRow(m));
  const memberByMobile = await upsertUsers(db, memberRows);
  return { ownerIds, memberIds: memberRows.map((r) => memberByMobile.get(r.mobile)!) };
}

async function seedGymBatch(db: Db, bundles: GymBundle[]): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await insertRows(tx, gyms, bundles.map((b) => b.gym));
    await insertRows(tx, gymPlans, bundles.flatMap((b) => b.plans));
    await insertRows(tx, trainers, bundles.flatMap((b) => b.trainers));
    await insertRows(tx, reviews, bundles.flatMap((b) => b.reviews));
    return inserted;
  });
}

// ---- the platform team (issue 25) ------------------------------------------------------------

/** About three gyms in five carry the badge, the demo owner's first always: what a young marketplace's team has checked. */
const VERIFIED_SHARE = 60;
const isSeedVerified = (index: number) => index === 0 || hashSeed(`verified:${seedGymId(index)}`) % 100 < VERIFIED_SHARE;

/**
 * The demo admin, who approved a share of the demo gyms (one approved submission and one audit row each).
 * Fixed ids and ON CONFLICT DO NOTHING: a second run writes nothing, and never re-verifies a gym an admin rejected since.
 */
async function seedPlatform(db: Db, total: number): Promise<void> {
  const chosen = Array.from({ length: total }, (_, i) => i).filter(isSeedVerified).map(seedGymId);
  const done = await db.select({ id: gymVerifications.id }).from(gymVerifications).where(inArray(gymVerifications.id, [`ver-${chosen.at(-1)}`]));
  if (done.length > 0) return;
  await insertRows(db, users, [demoRow(data.DEMO_ADMIN, 'admin')]);
  const [admin] = await db.select({ id: users.id, userType: users.userType }).from(users).where(inArray(users.mobile, [data.DEMO_ADMIN.mobile]));
  // The number signed in as someone else before the seed: no admin to have approved anything.
  if (admin?.userType !== 'admin') return;
  for (let start = 0; start < chosen.length; start += GYMS_PER_BATCH) {
    const ids = chosen.slice(start, start + GYMS_PER_BATCH);
    await db.transaction(async (tx) => {
      const rows = ids.map((gymId) => {
        const rng = new Rng(`verification:${gymId}`);
        const decidedAt = new Date(ANCHOR - rng.int(5, 200) * DAY_MS);
        return { gymId, submittedAt: new Date(decidedAt.getTime() - rng.int(1, 72) * 3_600_000), decidedAt };
      });
      const inserted = await tx
        .insert(gymVerifications)
        .values(rows.map((r) => ({ id: `ver-${r.gymId}`, gymId: r.gymId, status: 'approved' as const, cause: 'submitted', submittedAt: r.submittedAt, decidedAt: r.decidedAt, decidedBy: admin.id })))
        .onConflictDoNothing()
        .returning({ gymId: gymVerifications.gymId });
      const fresh = new Set(inserted.map((r) => r.gymId));
      if (fresh.size === 0) return;
      await tx.update(gyms).set({ verified: true }).where(inArray(gyms.id, [...fresh]));
      await insertRows(
        tx,
        auditLog,
        rows
          .filter((r) => fresh.has(r.gymId))
          .map((r) => ({
            id: `audit-ver-${r.gymId}`,
            actorId: admin.id,
            actorRole: 'admin',
            action: 'verification.approve',
            entityType: 'gym',
            entityId: r.gymId,
            before: { verified: false, verificationId: `ver-${r.gymId}`, status: 'pending' },
            after: { verified: true, verificationId: `ver-${r.gymId}`, status: 'approved' },
            createdAt: r.decidedAt,
          })),
      );
    });
  }
}

/** The demo manager at the showcase gym: a member account, on its staff (a second run, or a number taken, writes nothing). */
async function seedDemoStaff(db: Db, gymId: string): Promise<void> {
  await insertRows(db, users, [demoRow(data.DEMO_MANAGER, 'member')]);
  const found = await db.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.mobile, [data.DEMO_MANAGER.mobile, data.DEMO_OWNER.mobile]));
  const idOf = (mobile: string) => found.find((u) => u.mobile === mobile)?.id;
  const manager = idOf(data.DEMO_MANAGER.mobile);
  if (!manager) return;
  await insertRows(db, gymStaff, [{ id: 'staff-demo-manager', gymId, userId: manager, role: 'manager', invitedBy: idOf(data.DEMO_OWNER.mobile) ?? null, createdAt: new Date(ANCHOR - 90 * DAY_MS) }]);
}

/**
 * Writes the demo world: demo member +919876543210, demo owner +919812345678 with five gyms and a manager
 * +919811122233 at the first, demo admin +919800012345
 * (ADMIN_MOBILES) who approved about 60 % of the gyms,
 * (Mumbai and Pune), other owners and members, `gyms` gyms (default 264) with plans, trainers and reviews.
 * Deterministic and idempotent: fixed ids, ON CONFLICT DO NOTHING, and a no-op once the last gym exists.
 * Answers how many gyms this call inserted (0 on a second run).
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<{ gyms: number }> {
  const total = Math.max(1, Math.floor(options.gyms ?? DEFAULT_SEED_GYMS));
  const lastId = seedGymId(total - 1);
  const done = await db.select({ id: gyms.id }).from(gyms).where(inArray(gyms.id, [lastId]));
  if (done.length > 0) {
    await seedPlatform(db, total);
    await seedCommunity(db, seedGymId(0));
    await seedDemoBookings(db, [seedGymId(0), seedGymId(1)]);
    await seedDemoClasses(db, [seedGymId(0), seedGymId(1), seedGymId(2)]);
    await seedDemoStaff(db, seedGymId(0));
    return { gyms: 0 };
  }

  const { ownerIds, memberIds } = await seedPeople(db, total);
  let inserted = 0;
  for (let start = 0; start < total; start += GYMS_PER_BATCH) {
    const bundles: GymBundle[] = [];
    for (let i = start; i < Math.min(total, start + GYMS_PER_BATCH); i++)
      bundles.push(buildGym(i, ownerIds.get(ownerKeyOf(positionOf(i)))!, memberIds));
    inserted += await seedGymBatch(db, bundles);
    options.onProgress?.(Math.min(total, start + GYMS_PER_BATCH), total);
  }
  // PGlite has no autovacuum: without fresh statistics the planner guesses search plans blind.
  // Vacuum too: it sets the visibility map, so counting a city reads its index, not 10,000 heap rows.
  await seedPlatform(db, total);
  if (inserted > 0) await db.execute(sql`vacuum (analyze) gyms, gym_plans, trainers, reviews, users`);
  await seedCommunity(db, seedGymId(0));
  await seedDemoBookings(db, [seedGymId(0), seedGymId(1)]);
  await seedDemoClasses(db, [seedGymId(0), seedGymId(1), seedGymId(2)]);
  await seedDemoStaff(db, seedGymId(0));
  return { gyms: inserted };
}
