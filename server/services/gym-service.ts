import { and, arrayContains, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paged } from '@contract/common';
import {
  weekdays,
  type City,
  type GymDetail,
  type gymSearchQuerySchema,
  type GymSummary,
  type Plan,
  type PublicTrainer,
  type WeeklyOff,
} from '@contract/gyms';
import type { Db } from '../db/client';
import { gymPlans, gyms, trainers, users } from '../db/schema';
import { notFound } from '../plugins/app/errors';
import { coverPhotoColumn, photosOf } from './gym-photo-service';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type GymSearch = z.output<typeof gymSearchQuerySchema>;

/** A typo must share about half its trigrams with a word of the gym's text (pg_trgm's default is 0.6: too strict for "mumbia"). */
const FUZZY_THRESHOLD = 0.5;
const MAX_WORDS = 6;
/** Pages sit in memory (PGlite) or on SSD: at PostgreSQL's default of 4 the planner seq-scans 100k gyms (3-10x slower) instead of using the trigram index. */
const RANDOM_PAGE_COST = 1.1;
/** Words that say nothing about which gym: "gyms near andheri" searches "andheri". */
const STOPWORDS = new Set(['gym', 'gyms', 'in', 'near', 'at', 'the', 'me', 'and']);
/** Old and colloquial city names people still type. */
const ALIASES: readonly (readonly [RegExp, string])[] = [
  [/\bbangalore\b/g, 'bengaluru'],
  [/\bbombay\b/g, 'mumbai'],
  [/\bgurgaon\b/g, 'gurugram'],
  [/\bcalcutta\b/g, 'kolkata'],
  [/\bmadras\b/g, 'chennai'],
  [/\bcochin\b/g, 'kochi'],
  [/\bnew delhi\b/g, 'delhi'],
];

const summaryColumns = {
  id: gyms.id,
  name: gyms.name,
  area: gyms.area,
  city: gyms.city,
  state: gyms.state,
  pincode: gyms.pincode,
  gymType: gyms.gymType,
  category: gyms.category,
  rating: gyms.ratingAvg,
  reviewCount: gyms.reviewCount,
  amenities: gyms.amenities,
  openingTime: gyms.openingTime,
  closingTime: gyms.closingTime,
  weeklyOff: gyms.weeklyOff,
  dayPassPaise: gyms.dayPassPaise,
  monthlyPaise: gyms.monthlyPaise,
  coverPhoto: coverPhotoColumn,
};

/** The words of q that name a place, a gym or a pincode: lower case, aliases resolved, filler dropped. */
export function searchWords(q: string | undefined): string[] {
  let text = (q ?? '').toLowerCase();
  for (const [pattern, name] of ALIASES) text = text.replace(pattern, name);
  const words = text.split(/[\s,]+/).filter((w) => w.length > 0 && !STOPWORDS.has(w));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Prices are an integer column: a larger bound (the SPA allows ₹999,999,999) means "no bound", not a database error. */
const INT4_MAX = 2_147_483_647;
const int4 = (paise: number) => Math.min(paise, INT4_MAX);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsWord = (w: string) => sql`${gyms.searchText} ilike ${`%${escapeLike(w)}%`}`;
// `%>` (word similarity above the threshold) is what the trigram GIN index answers.
const resemblesWord = (w: string) => sql`(${containsWord(w)} or ${gyms.searchText} %> ${w})`;

function filterConditions(query: GymSearch): SQL[] {
  const conditions: SQL[] = [eq(gyms.active, true)];
  if (query.city) conditions.push(sql`lower(${gyms.city}) = lower(${query.city})`);
  if (query.type) conditions.push(eq(gyms.gymType, query.type));
  if (query.category) conditions.push(eq(gyms.category, query.category));
  if (query.amenities?.length) conditions.push(arrayContains(gyms.amenities, query.amenities));
  if (query.minPrice !== undefined) conditions.push(gte(gyms.monthlyPaise, int4(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(gyms.monthlyPaise, int4(query.maxPrice)));
  if (query.minRating !== undefined) conditions.push(gte(gyms.ratingAvg, query.minRating));
  return conditions;
}

function ordering(sort: GymSearch['sort'], words: string[]): SQL[] {
  const byRating = [desc(gyms.ratingAvg), desc(gyms.reviewCount)];
  if (sort === 'price') return [sql`${gyms.monthlyPaise} asc nulls last`, ...byRating, asc(gyms.id)];
  if (sort === 'relevance' && words.length > 0)
    return [desc(sql`word_similarity(${words.join(' ')}, ${gyms.searchText})`), ...byRating, asc(gyms.id)];
  return [...byRating, asc(gyms.id)];
}

async function runSearch(db: Executor, where: SQL | undefined, order: SQL[], query: GymSearch): Promise<Paged<GymSummary>> {
  const { page, pageSize } = query;
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(gyms).where(where);
  const total = counted?.total ?? 0;
  const offset = (page - 1) * pageSize;
  const items = total > offset
    ? await db.select(summaryColumns).from(gyms).where(where).orderBy(...order).limit(pageSize).offset(offset)
    : [];
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** Search-only planner settings, local to the search's transaction. */
const plannerSettings = sql`select
  set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true),
  set_config('random_page_cost', ${String(RANDOM_PAGE_COST)}, true)`;

/**
 * q first matches as substrings (city, area, name, pincode prefix); only when nothing matches does
 * it fall back to trigram word similarity, so "pune" never lists Punjabi Bagh but "mumbia" finds Mumbai.
 */
export async function searchGyms(db: Db, query: GymSearch): Promise<Paged<GymSummary>> {
  const words = searchWords(query.q);
  const filters = filterConditions(query);
  const order = ordering(query.sort, words);
  return db.transaction(async (tx) => {
    await tx.execute(plannerSettings);
    const exact = await runSearch(tx, and(...filters, ...words.map(containsWord)), order, query);
    if (exact.total > 0 || words.length === 0) return exact;
    // Each word near some word of the gym, or the whole phrase near its text ("andheri wst").
    const phrase = words.join(' ');
    const fuzzy = words.length === 1 ? resemblesWord(phrase) : or(and(...words.map(resemblesWord)), sql`${gyms.searchText} %> ${phrase}`);
    return runSearch(tx, and(...filters, fuzzy), order, query);
  });
}

const DAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** "06:00" → "6:00 AM", joined by a non-breaking space so a line never breaks inside a time. */
export function clockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}\u00A0${h >= 12 ? 'PM' : 'AM'}`;
}

/** "Mon–Sat 6:00 AM – 10:00 PM"; a mid-week day off splits the days: "Mon–Tue, Thu–Sun …". */
export function formatTimings(openingTime: string, closingTime: string, weeklyOff: WeeklyOff): string {
  const off = weekdays.indexOf(weeklyOff as (typeof weekdays)[number]);
  const runs: [number, number][] = [];
  for (let d = 0; d < 7; d++) {
    if (d === off) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === d - 1) last[1] = d;
    else runs.push([d, d]);
  }
  const days = runs.map(([a, b]) => (a === b ? DAY_LABELS[a] : `${DAY_LABELS[a]}–${DAY_LABELS[b]}`)).join(', ');
  return `${days} ${clockTime(openingTime)} – ${clockTime(closingTime)}`;
}

async function plansOf(db: Db, gymIds: string[]): Promise<Map<string, Plan[]>> {
  const rows = await db
    .select({ id: gymPlans.id, gymId: gymPlans.gymId, passType: gymPlans.passType, pricePaise: gymPlans.pricePaise, durationDays: gymPlans.durationDays })
    .from(gymPlans)
    .where(and(inArray(gymPlans.gymId, gymIds), eq(gymPlans.active, true)))
    .orderBy(asc(gymPlans.durationDays));
  const byGym = new Map<string, Plan[]>();
  for (const { gymId, ...plan } of rows) byGym.set(gymId, [...(byGym.get(gymId) ?? []), plan]);
  return byGym;
}

async function trainersOf(db: Db, gymIds: string[]): Promise<Map<string, PublicTrainer[]>> {
  const rows = await db
    .select({
      id: trainers.id,
      gymId: trainers.gymId,
      name: trainers.name,
      experienceYears: trainers.experienceYears,
      availability: trainers.availability,
      categories: trainers.categories,
      facilities: trainers.facilities,
      photoUrl: trainers.photoUrl,
    })
    .from(trainers)
    .where(and(inArray(trainers.gymId, gymIds), eq(trainers.status, 'accepted')))
    .orderBy(asc(trainers.createdAt), asc(trainers.id));
  const byGym = new Map<string, PublicTrainer[]>();
  for (const { gymId, ...trainer } of rows) if (gymId) byGym.set(gymId, [...(byGym.get(gymId) ?? []), trainer]);
  return byGym;
}

/** Active gyms by id with plans, trainers and owner name; unknown or inactive ids are simply absent. */
async function loadDetails(db: Db, ids: string[]): Promise<Map<string, GymDetail>> {
  const rows = await db
    .select({
      ...summaryColumns,
      address: gyms.address,
      contactNumber: gyms.contactNumber,
      email: gyms.email,
      establishedYear: gyms.establishedYear,
      description: gyms.description,
      facilities: gyms.facilities,
      latitude: gyms.latitude,
      longitude: gyms.longitude,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(gyms)
    .leftJoin(users, eq(users.id, gyms.ownerId))
    .where(and(inArray(gyms.id, ids), eq(gyms.active, true)));
  if (rows.length === 0) return new Map();
  const found = rows.map((r) => r.id);
  const [plans, staff, photos] = [await plansOf(db, found), await trainersOf(db, found), await photosOf(db, found)];
  return new Map(
    rows.map(({ ownerFirstName, ownerLastName, ...gym }) => [
      gym.id,
      {
        ...gym,
        ownerName: [ownerFirstName, ownerLastName].filter(Boolean).join(' ') || null,
        timings: formatTimings(gym.openingTime, gym.closingTime, gym.weeklyOff),
        plans: plans.get(gym.id) ?? [],
        trainers: staff.get(gym.id) ?? [],
        photos: photos.get(gym.id) ?? [],
      },
    ]),
  );
}

export async function getGym(db: Db, id: string): Promise<GymDetail> {
  const gym = (await loadDetails(db, [id])).get(id);
  if (!gym) throw notFound();
  return gym;
}

/** In the order asked for; an unknown or deactivated gym drops out (the SPA says so), never failing the rest. */
export async function compareGyms(db: Db, ids: string[]): Promise<GymDetail[]> {
  const wanted = [...new Set(ids)];
  const details = await loadDetails(db, wanted);
  return wanted.flatMap((id) => details.get(id) ?? []);
}

export async function listCities(db: Db): Promise<City[]> {
  const gymCount = sql<number>`count(*)::int`;
  return db
    .select({ city: gyms.city, state: gyms.state, gymCount })
    .from(gyms)
    .where(eq(gyms.active, true))
    .groupBy(gyms.city, gyms.state)
    .orderBy(desc(gymCount), asc(gyms.city));
}

export const CITIES_TTL_MS = 60_000;

/**
 * listCities through a short cache: recounting every gym costs ~140 ms at 100k gyms, and a city's
 * count may lag a minute. Concurrent callers share one query; a failed one is not kept.
 */
export function createCityList(deps: { db: Db; now: () => Date; ttlMs?: number }): () => Promise<City[]> {
  const ttl = deps.ttlMs ?? CITIES_TTL_MS;
  let cached: { at: number; cities: Promise<City[]> } | null = null;
  return () => {
    const at = deps.now().getTime();
    const age = cached ? at - cached.at : -1;
    // A clock that went backwards counts as stale, not as fresh.
    if (cached && age >= 0 && age < ttl) return cached.cities;
    const entry = { at, cities: listCities(deps.db) };
    entry.cities.catch(() => {
      if (cached === entry) cached = null;
    });
    cached = entry;
    return entry.cities;
  };
}
