import { and, arrayContains, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paged } from '@contract/common';
import type { gymSearchQuerySchema, GymSummary } from '@contract/gyms/gyms';
import type { Db } from '../../db/client';
import { gyms, gymSearchState } from '../../db/schema';
import { coverPhotoColumn } from './gym-photo-service';
import { placeAndKindColumns } from './gym-columns';
import { buildPlaces, keptCorrection, resolvePlaces, searchableWords, searchWords, type PlaceMatch, type Places, type Resolved } from './search-words';

// The query's words, places and typos are read in search-words.ts; its tests reach them here too.
export { buildPlaces, resolvePlaces } from './search-words';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type GymSearch = z.output<typeof gymSearchQuerySchema>;

/** A typo must share about half its trigrams with a word of the gym's text (pg_trgm's default is 0.6: too strict for "mumbia"). */
const FUZZY_THRESHOLD = 0.5;
/** The trigram fallback runs only for queries of at most this many words. */
const MAX_FUZZY_WORDS = 3;
/** Counts kept per data version; the oldest goes first beyond this. */
const MAX_CACHED_COUNTS = 2000;
/** Pages sit in memory (PGlite) or on SSD: at PostgreSQL's default of 4 the planner seq-scans 100k gyms (3-10x slower) instead of using an index. */
const RANDOM_PAGE_COST = 1.1;
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;

export const summaryColumns = {
  id: gyms.id,
  name: gyms.name,
  ...placeAndKindColumns,
  rating: gyms.ratingAvg,
  reviewCount: gyms.reviewCount,
  amenities: gyms.amenities,
  openingTime: gyms.openingTime,
  closingTime: gyms.closingTime,
  weeklyOff: gyms.weeklyOff,
  dayPassPaise: gyms.dayPassPaise,
  monthlyPaise: gyms.monthlyPaise,
  coverPhoto: coverPhotoColumn,
  verified: gyms.verified,
};

// ---------------------------------------------------------------------------------------------

/** Prices are an integer column: a larger bound (the SPA allows ₹999,999,999) means "no bound", not a database error. */
const INT4_MAX = 2_147_483_647;
const int4 = (paise: number) => Math.min(paise, INT4_MAX);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The first string after every one that starts with prefix: "4000" → "4001", "4009" → "401" (undefined for all 9s). */
function prefixEnd(prefix: string): string | undefined {
  const kept = prefix.replace(/9+$/, '');
  return kept ? kept.slice(0, -1) + String(Number(kept.slice(-1)) + 1) : undefined;
}
// A pincode prefix as a range the pincode index answers even when the value is a bound parameter
// (PGlite plans `like $1` without the value, so it could not use the index and read every gym).
function pincodeStartsWith(digits: string): SQL {
  const end = prefixEnd(digits);
  const from = sql`${gyms.pincode} ~>=~ ${digits}`;
  return end ? sql`(${from} and ${gyms.pincode} ~<~ ${end})` : from;
}
const PINCODE_LENGTH = 6;
const isDigits = (w: string) => /^\d+$/.test(w);
/** A whole pincode is an equality, so its index (pincode, rank) answers the order and stops at the page. */
const pincodeMatches = (digits: string) => (digits.length === PINCODE_LENGTH ? sql`${gyms.pincode} = ${digits}` : pincodeStartsWith(digits));
const containsWord = (w: string) => (isDigits(w) ? pincodeMatches(w) : sql`${gyms.searchText} like ${`%${escapeLike(w)}%`}`);
// `%>` (word similarity above the threshold) is what the trigram GIN index answers.
const resemblesWord = (w: string) => sql`(${containsWord(w)} or ${gyms.searchText} %> ${w})`;

const placeColumn = { city: gyms.city, state: gyms.state, area: gyms.area } as const;
function placeCondition({ kind, names }: PlaceMatch): SQL {
  const column = sql`lower(${placeColumn[kind]})`;
  return names.length === 1 ? sql`${column} = ${names[0]}` : sql`${column} in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`;
}

type Near = NonNullable<GymSearch['near']>;
/** Great-circle distance in km from the visitor (haversine). */
const distanceKm = ({ lat, lng }: Near) => sql<number>`(${EARTH_RADIUS_KM} * 2 * asin(sqrt(
  power(sin(radians(${gyms.latitude} - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(${gyms.latitude})) * power(sin(radians(${gyms.longitude} - ${lng}) / 2), 2))))`;

/** A gym's place as the point index holds it (gyms_location_point_idx: x longitude, y latitude). */
const gymPoint = sql`point(${gyms.longitude}, ${gyms.latitude})`;
const visitorPoint = ({ lat, lng }: Near) => sql`point(${lng}::float8, ${lat}::float8)`;
/** Degrees of latitude and of longitude per km around the visitor. */
const degreesPerKm = ({ lat }: Near) => ({ lat: 1 / KM_PER_DEGREE, lng: 1 / (KM_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180))) });

/** A box the point index answers first (unless withBox is false), then the exact circle. */
function nearConditions(near: Near, radiusKm: number, withBox: boolean): SQL[] {
  const per = degreesPerKm(near);
  const [dLat, dLng] = [radiusKm * per.lat, radiusKm * per.lng];
  const box = sql`${gymPoint} <@ box(point(${near.lng - dLng}::float8, ${near.lat - dLat}::float8), point(${near.lng + dLng}::float8, ${near.lat + dLat}::float8))`;
  return [...(withBox ? [box] : []), sql`${distanceKm(near)} <= ${radiusKm}`];
}

function filterConditions(query: GymSearch, radiusBox = true): SQL[] {
  const conditions: SQL[] = [eq(gyms.active, true)];
  if (query.city) conditions.push(sql`lower(${gyms.city}) = ${query.city.toLowerCase()}`);
  if (query.type) conditions.push(eq(gyms.gymType, query.type));
  if (query.category) conditions.push(eq(gyms.category, query.category));
  if (query.amenities?.length) conditions.push(arrayContains(gyms.amenities, query.amenities));
  if (query.classCategory)
    conditions.push(sql`exists (select 1 from class_series cs where cs.gym_id = ${gyms.id} and cs.category = ${query.classCategory} and cs.ended_at is null)`);
  if (query.minPrice !== undefined) conditions.push(gte(gyms.monthlyPaise, int4(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(gyms.monthlyPaise, int4(query.maxPrice)));
  if (query.minRating !== undefined) conditions.push(gte(gyms.ratingAvg, query.minRating));
  if (query.near) conditions.push(...nearConditions(query.near, query.radiusKm, radiusBox));
  if (query.verified) conditions.push(eq(gyms.verified, true));
  return conditions;
}

const byRank = [desc(gyms.rankScore), asc(gyms.id)];
const similarity = (phrase: string) => sql<number>`word_similarity(${phrase}, ${gyms.searchText})`;

/**
 * Every order ends on (rank_score desc, id): the Bayesian rating, then a stable tie-break the indexes hold.
 * Relevance weighs the words typed, not a pincode's digits: every gym of a pincode matches it equally.
 */
function ordering(query: GymSearch, words: string[]): Pick<SearchPlan, 'order' | 'phrase'> & { nearestFirst?: boolean } {
  if (query.sort === 'price') return { order: [sql`${gyms.monthlyPaise} asc nulls last`, ...byRank] };
  if (query.sort === 'rating') return { order: byRank };
  if (query.near) return { order: [asc(distanceKm(query.near)), ...byRank], nearestFirst: true };
  const phrase = words.filter((w) => !isDigits(w)).join(' ');
  return phrase ? { order: [desc(similarity(phrase)), ...byRank], phrase } : { order: byRank };
}

/**
 * What one search asks the database: its conditions and its order. phrase: the order is relevance to it
 * (word similarity), then rank. nearestWhere: the order is km from the visitor, then rank, and these are the
 * conditions without the radius's box (see nearestPage).
 */
export type SearchPlan = { where: SQL | undefined; order: SQL[]; key: string; phrase?: string; nearestWhere?: SQL; placeIndexed?: boolean; branches?: SQL[] };

const currentVersion = sql`select ${gymSearchState.version} as version from ${gymSearchState} where ${gymSearchState.id} = 1`;
/** A page's columns with the data version it was read under (one row, read once per statement). */
const versionedColumns = { ...summaryColumns, dataVersion: sql<string | null>`(${currentVersion})` };
/** The trigram fallback's settings, local to its transaction (the exact searches' indexes need none). */
const fuzzySettings = sql`select
  set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true) as threshold,
  set_config('random_page_cost', ${String(RANDOM_PAGE_COST)}, true) as page_cost`;

export type GymSearcher = (query: GymSearch) => Promise<Paged<GymSummary>>;

/**
 * Search with what it learns kept between calls: the places dictionary and the count of each search,
 * both valid while gym_search_state's version holds (a trigger changes it with every write to gyms).
 */
export function createGymSearch(db: Db): GymSearcher {
  let version: string | null = null;
  let places: Promise<Places> | null = null;
  const counts = new Map<string, number>();

  const placesFor = (tx: Executor, current: string | null): Promise<Places> => {
    if (current === null || current !== version || !places) {
      version = current;
      counts.clear();
      places = loadPlaces(tx);
      places.catch(() => (places = null));
    }
    return places;
  };

  const countOf = async (tx: Executor, plan: SearchPlan, current: string | null): Promise<number> => {
    const known = current === null ? undefined : counts.get(plan.key);
    if (known !== undefined) return known;
    const [row] = await tx.select({ total: sql<number>`count(*)::int` }).from(gyms).where(plan.where);
    const total = row?.total ?? 0;
    if (current !== null && current === version) {
      if (counts.size >= MAX_CACHED_COUNTS) counts.delete(counts.keys().next().value!);
      counts.set(plan.key, total);
    }
    return total;
  };

  /** The plan kept counts already answer: the exact words when they match, else their typo correction. */
  const keptPlan = (query: GymSearch, words: string[], dictionary: Places): { plan: SearchPlan; total: number } | undefined => {
    const exact = exactPlan(query, resolvePlaces(words, dictionary));
    const total = counts.get(exact.key);
    if (total === undefined || total > 0 || words.length === 0) return total === undefined ? undefined : { plan: exact, total };
    const corrected = words.map((w) => keptCorrection(w, dictionary) ?? w);
    if (corrected.every((w, i) => w === words[i])) return undefined;
    const typo = exactPlan(query, resolvePlaces(corrected, dictionary));
    const typoTotal = counts.get(typo.key);
    return typoTotal ? { plan: typo, total: typoTotal } : undefined;
  };

  /**
   * One statement when the places and the count are kept: the page is read with the data version beside it,
   * and stands if that version is still the one they were kept under (else the search starts over, checked).
   */
  const fromKept = async (query: GymSearch, words: string[]): Promise<Paged<GymSummary> | undefined> => {
    const keptVersion = version;
    const dictionary = keptVersion === null ? undefined : await places?.catch(() => undefined);
    const kept = dictionary && keptPlan(query, words, dictionary);
    if (!kept || kept.total <= (query.page - 1) * query.pageSize) return undefined;
    const rows = await pageRows(db, kept.plan, query, (query.page - 1) * query.pageSize, kept.total, versionedColumns);
    if (rows.length === 0 || rows.some((row) => row.dataVersion !== keptVersion)) return undefined;
    const items = rows.map(({ dataVersion: _version, ...gym }) => gym);
    return { items, page: query.page, pageSize: query.pageSize, total: kept.total, totalPages: Math.ceil(kept.total / query.pageSize) };
  };

  // No transaction around the exact searches: one statement (the page, stamped with the data version) when the
  // places and the count are kept, else the version, then the page. A write between them bumps the version,
  // so a count taken meanwhile is never used again.
  return async (query) => {
    const words = searchableWords(query.q);
    // Only words too short to search (or only "%"): nothing can match them, and nothing is scanned.
    if (words.length === 0 && searchWords(query.q).length > 0) return { items: [], page: query.page, pageSize: query.pageSize, total: 0, totalPages: 0 };
    const answered = await fromKept(query, words);
    if (answered) return answered;

    const current = versionOf(await db.execute(currentVersion));
    const dictionary = await placesFor(db, current);
    const run = async (tx: Executor, plan: SearchPlan) => pageOf(tx, plan, query, await countOf(tx, plan, current));

    const exact = await run(db, exactPlan(query, resolvePlaces(words, dictionary)));
    if (exact.total > 0 || words.length === 0) return exact;

    const corrected = words.map((w) => keptCorrection(w, dictionary) ?? w);
    if (corrected.some((w, i) => w !== words[i])) {
      const typo = await run(db, exactPlan(query, resolvePlaces(corrected, dictionary)));
      if (typo.total > 0) return typo;
    }
    // Typos come one or two words at a time; a long query of near-misses would make every gym a candidate.
    if (words.length > MAX_FUZZY_WORDS) return exact;
    return db.transaction(async (tx) => {
      await tx.execute(fuzzySettings);
      return run(tx, fuzzyPlan(query, resolvePlaces(words, dictionary), words));
    });
  };
}

/** PGlite answers { rows }, node-postgres a result with rows too; either way one row with version. */
function versionOf(result: unknown): string | null {
  const rows = (result as { rows?: { version?: string | null }[] }).rows ?? (result as { version?: string | null }[]);
  return rows[0]?.version ?? null;
}

async function loadPlaces(db: Executor): Promise<Places> {
  const rows = await db.selectDistinct({ city: gyms.city, state: gyms.state, area: gyms.area }).from(gyms).where(eq(gyms.active, true));
  return buildPlaces(rows);
}

const keyOf = (stage: string, query: GymSearch, places: PlaceMatch[], words: string[]) => {
  const { page: _page, pageSize: _size, sort: _sort, q: _q, ...filters } = query;
  return JSON.stringify([stage, places, words, filters]);
};

/** Places become equalities on indexed columns; every other word must appear in the gym's text. */
export function exactPlan(query: GymSearch, { places, rest }: Resolved): SearchPlan {
  const conditions = (radiusBox: boolean) => and(...filterConditions(query, radiusBox), ...places.map(placeCondition), ...rest.map(containsWord));
  const indexed = placeIndexed(query, places, rest);
  const { nearestFirst, ...order } = ordering(query, rest);
  return {
    where: conditions(true),
    ...order,
    ...(nearestFirst ? { nearestWhere: conditions(false) } : {}),
    key: keyOf('exact', query, places, rest),
    placeIndexed: indexed,
    ...(indexed ? {} : { branches: placeBranches(query, places, rest) }),
  };
}

/**
 * A place word naming several places ("andheri": Andheri West and Andheri East) as one condition per place,
 * each answered by that place's (place, rank) index: the page is the best of each place's first rows,
 * a few index entries per place instead of walking every gym in rank order until the page fills.
 */
function placeBranches(query: GymSearch, places: PlaceMatch[], rest: string[]): SQL[] | undefined {
  const several = places.find((p) => p.names.length > 1);
  if (!several) return undefined;
  const others = [...filterConditions(query), ...places.filter((p) => p !== several).map(placeCondition), ...rest.map(containsWord)];
  return several.names.map((name) => and(...others, placeCondition({ kind: several.kind, names: [name] }))!);
}

/** One city, area, state or whole pincode: its own (place, rank) index answers the rank order directly. */
const placeIndexed = (query: GymSearch, places: PlaceMatch[], rest: string[]) =>
  Boolean(query.city) || places.some((p) => p.names.length === 1) || rest.some((w) => isDigits(w) && w.length === PINCODE_LENGTH);

/** Each word near some word of the gym, or the whole phrase near its text ("andheri wst"); the places found still narrow. */
export function fuzzyPlan(query: GymSearch, { places }: Resolved, allWords: string[]): SearchPlan {
  const words = allWords.slice(0, MAX_FUZZY_WORDS);
  const phrase = words.join(' ');
  const fuzzy = words.length === 1 ? resemblesWord(phrase) : or(and(...words.map(resemblesWord)), sql`${gyms.searchText} %> ${phrase}`);
  const conditions = (radiusBox: boolean) => and(...filterConditions(query, radiusBox), ...places.map(placeCondition), fuzzy);
  // Near misses seldom resemble a gym's words entirely: the whole-word shortcut (bestRankedPage) would not pay.
  const { order, nearestFirst } = ordering(query, words);
  return { where: conditions(true), order, ...(nearestFirst ? { nearestWhere: conditions(false) } : {}), key: keyOf('fuzzy', query, places, words) };
}

async function pageOf(db: Executor, plan: SearchPlan, query: GymSearch, total: number): Promise<Paged<GymSummary>> {
  const { page, pageSize } = query;
  const offset = (page - 1) * pageSize;
  const items = total <= offset ? [] : await pageRows(db, plan, query, offset, total);
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

type Columns = typeof summaryColumns & { dataVersion?: SQL<string | null> };
type Row = GymSummary & { dataVersion?: string | null };

/** The page's gyms by the cheapest route to the plan's order (with columns: the summary, and the data version if asked). */
async function pageRows(db: Executor, plan: SearchPlan, query: GymSearch, offset: number, total: number, columns: Columns = summaryColumns): Promise<Row[]> {
  const { pageSize } = query;
  const bestRanked = await bestRankedPage(db, plan, offset, pageSize, columns);
  if (bestRanked) return bestRanked;
  if (query.near) {
    const withDistance = { ...columns, distanceKm: sql<number>`round(${distanceKm(query.near)}::numeric, 1)::float8` };
    // The last page (fewer matches left than a page) reads and sorts the radius once, as any other order does.
    if (plan.nearestWhere && total >= offset + pageSize) return nearestPage(db, { ...plan, nearestWhere: plan.nearestWhere }, query.near, withDistance, pageSize, offset);
    return db.select(withDistance).from(gyms).where(plan.where).orderBy(...plan.order).limit(pageSize).offset(offset);
  }
  if (plan.order === byRank && plan.branches) return branchedPage(db, plan.branches, pageSize, offset, columns);
  if (plan.order === byRank && !plan.placeIndexed) return withoutWhole(await rankedPage(db, plan.where, pageSize, offset, '', columns));
  return db.select(columns).from(gyms).where(plan.where).orderBy(...plan.order).limit(pageSize).offset(offset);
}

/**
 * Widens the box read around the page's reach: on a sphere a circle of r km spans slightly more than r km of
 * latitude (KM_PER_DEGREE is the equator's) and of longitude away from the visitor's latitude.
 */
const REACH_BOX_MARGIN = 1.1;

/**
 * Nearest first from the point index. Its first offset + limit matches in `<->` order (degrees, not quite km)
 * are all within some km of the visitor (the reach), so the true nearest offset + limit are too: only the
 * box around that reach is read and sorted by km, a few dozen gyms however many the radius holds.
 * The walk (nearestWhere: the conditions without the radius's box) stops at the last of them, as the caller knows
 * there are that many; with the box, the planner, which guesses any box holds ~0.1% of gyms, would sort the box.
 */
function nearestPage(db: Executor, plan: SearchPlan & { nearestWhere: SQL }, near: Near, columns: Columns, limit: number, offset: number) {
  const per = degreesPerKm(near);
  const [lat, lng] = [sql`${near.lat}::float8`, sql`${near.lng}::float8`];
  const [dLat, dLng] = [sql`reach * ${per.lat * REACH_BOX_MARGIN}::float8`, sql`reach * ${per.lng * REACH_BOX_MARGIN}::float8`];
  const firsts = sql`select ${distanceKm(near)} as km from ${gyms} where ${plan.nearestWhere} order by ${gymPoint} <-> ${visitorPoint(near)} limit ${offset + limit}`;
  const reachBox = sql`(select box(point(${lng} - ${dLng}, ${lat} - ${dLat}), point(${lng} + ${dLng}, ${lat} + ${dLat}))
    from (select max(km) as reach from (${firsts}) as firsts) as reached)`;
  return db.select(columns).from(gyms).where(and(plan.where, sql`${gymPoint} <@ ${reachBox}`)).orderBy(...plan.order).limit(limit).offset(offset);
}

/**
 * A page in rank order, its matches found from index entries alone where the covering rank index holds what
 * the conditions test (active, search_text, area: gyms_rank_cover_idx), then only the page's gyms read.
 * whole: the gym holds every word of phrase whole (see bestRankedPage). A place with its own (place, rank)
 * index does not need it: the plain query stops at the page and plans faster (PGlite: ~1 ms less).
 */
function rankedPage(db: Executor, where: SQL | undefined, limit: number, offset: number, phrase: string, columns: Columns) {
  const whole = phrase ? sql<boolean>`${similarity(phrase)} >= 1` : sql<boolean>`true`;
  const ranked = db
    .$with('ranked')
    .as(db.select({ id: gyms.id, rank: sql<number>`${gyms.rankScore}`.as('rank'), whole: whole.as('whole') }).from(gyms).where(where).orderBy(...byRank).limit(limit).offset(offset));
  return db.with(ranked).select({ ...columns, whole: ranked.whole }).from(gyms).innerJoin(ranked, eq(gyms.id, ranked.id)).orderBy(desc(ranked.rank), asc(gyms.id));
}
/**
 * A page in rank order over several places: each place's best offset + limit from its own index (union all),
 * the page taken from those, then only the page's gyms read.
 */
function branchedPage(db: Executor, branches: SQL[], limit: number, offset: number, columns: Columns) {
  const firsts = branches.map(
    (where) => sql`(select ${gyms.id} as id, ${gyms.rankScore} as rank from ${gyms} where ${where} order by ${gyms.rankScore} desc, ${gyms.id} asc limit ${offset + limit})`,
  );
  const page = sql`select id from (${sql.join(firsts, sql` union all `)}) as firsts order by rank desc, id asc limit ${limit} offset ${offset}`;
  return db.select(columns).from(gyms).where(sql`${gyms.id} in (${page})`).orderBy(...byRank);
}

const withoutWhole = (rows: (Row & { whole: boolean })[]): Row[] => rows.map(({ whole: _whole, ...gym }) => gym);

/** Up to this many best ranked matches are read to find a page by rank alone; later pages sort by relevance. */
const MAX_RANK_FIRST_ROWS = 48;

/**
 * Relevance then rank, answered by the rank index: when the best ranked matches up to the page all hold
 * the words whole (word similarity 1, the most any gym can have), no other match can come before them, so
 * rank order is the relevance order. "strive fitness" stops after the page instead of scoring its 600
 * matches; a near miss among them ("yoga" in "Yogalife") answers undefined and the caller sorts by relevance.
 */
async function bestRankedPage(db: Executor, plan: SearchPlan, offset: number, pageSize: number, columns: Columns): Promise<Row[] | undefined> {
  if (!plan.phrase || offset + pageSize > MAX_RANK_FIRST_ROWS) return undefined;
  const rows = await rankedPage(db, plan.where, offset + pageSize, 0, plan.phrase, columns);
  if (!rows.every((row) => row.whole)) return undefined;
  return withoutWhole(rows.slice(offset));
}

/** One search without kept state (tests and scripts); the server keeps one createGymSearch for its life. */
export function searchGyms(db: Db, query: GymSearch): Promise<Paged<GymSummary>> {
  return createGymSearch(db)(query);
}
