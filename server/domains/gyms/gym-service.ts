import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  weekdays,
  type City,
  type GymDetail,
  type Plan,
  type PublicTrainer,
  type WeeklyOff,
} from '@contract/gyms/gyms';
import type { Db } from '../../db/client';
import { gymPlans, gyms, trainers, users } from '../../db/schema';
import { notFound } from '../../shared/refusals';
import { photosOf } from './gym-photo-service';
import { summaryColumns } from './gym-search-service';
import { publicTrainerColumns } from './trainer-service';

export { searchGyms, type GymSearch } from './gym-search-service';
export { searchWords } from './search-words';

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
    .select(publicTrainerColumns)
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
      timeZone: gyms.timezone,
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
