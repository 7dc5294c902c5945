import { describe, expect, it } from 'vitest';
import { gymSearchQuerySchema, type City, type GymDetail, type GymSearchResult, type GymSummary } from '@contract/gyms/gyms';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { gyms } from '@server/db/schema';
import { CITIES_TTL_MS, formatTimings, searchWords } from '@server/domains/gyms/gym-service';
import { buildPlaces, createGymSearch, exactPlan, resolvePlaces } from '@server/domains/gyms/gym-search-service';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createOwner, createTrainer } from '@tests/utils/factories';

const server = useTestServer();
const db = () => server.current.handle.db;

async function call(action: string, params: Record<string, string | number> = {}) {
  const qs = new URLSearchParams({ action, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  const res = await server.current.app.inject({ method: 'GET', url: `/api/gyms.php?${qs}` });
  return { status: res.statusCode, body: res.json() as { status: string; message: string; data?: unknown } };
}

async function search(params: Record<string, string | number> = {}): Promise<GymSearchResult> {
  const { status, body } = await call('search', params);
  expect(status, body.message).toBe(200);
  return body.data as GymSearchResult;
}
const ids = (r: { items: GymSummary[] }) => r.items.map((g) => g.id);

/**
 * Seven active gyms (ids sort in creation order) and one inactive one. Ratings are set directly:
 * the rating aggregate's consistency with reviews is reviews.test.ts's business.
 */
async function catalogue(database: Db) {
  const owner = await createOwner(database, { firstName: 'Rahul', lastName: 'Mehta' });
  const gym = (id: string, o: Parameters<typeof createGym>[1]) => createGym(database, { id, ownerId: owner.id, ...o });
  await gym('g1-andheri', {
    name: 'Iron Pulse Fitness', area: 'Andheri West', pincode: '400058', category: 'premium', latitude: 19.1364, longitude: 72.8296,
    amenities: ['lockers', 'parking', 'wifi', 'shower'], ratingAvg: 4.5, reviewCount: 2,
    plans: { day: 40_000, monthly: 450_000 },
  });
  await gym('g2-powai', {
    name: 'Prana Yoga Shala', area: 'Powai', pincode: '400076', gymType: 'yoga_studio',
    amenities: ['wifi', 'group_classes'], ratingAvg: 4, reviewCount: 1, plans: { monthly: 200_000 },
  });
  await gym('g3-bandra', {
    name: 'Titan CrossFit', area: 'Bandra West', pincode: '400050', gymType: 'crossfit_box', category: 'luxury',
    amenities: ['lockers', 'parking', 'wifi', 'shower', 'towel_service'], ratingAvg: 5, reviewCount: 1, plans: { monthly: 900_000 },
  });
  await gym('g4-koramangala', {
    name: 'Core Gym', area: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', pincode: '560034', category: 'budget',
    amenities: ['lockers'], ratingAvg: 3, reviewCount: 2, plans: { monthly: 100_000 },
  });
  await gym('g5-punjabi-bagh', {
    name: 'Shakti Martial Arts Academy', area: 'Punjabi Bagh', city: 'Delhi', state: 'Delhi', pincode: '110026',
    gymType: 'martial_arts', amenities: ['parking'], ratingAvg: 0, reviewCount: 0, plans: null,
  });
  await gym('g6-aundh', {
    name: 'Agni Sports Complex', area: 'Aundh', city: 'Pune', pincode: '411007', gymType: 'sports_complex',
    amenities: ['lockers', 'parking'], ratingAvg: 4.5, reviewCount: 4, plans: { monthly: 300_000 },
  });
  await gym('g7-kochi', {
    name: 'Yogalife Studio', area: 'Kakkanad', city: 'Kochi', state: 'Kerala', pincode: '682030', gymType: 'yoga_studio',
    amenities: ['wifi'], ratingAvg: 5, reviewCount: 1, plans: { monthly: 150_000 },
  });
  await gym('g8-closed', { name: 'Closed Fitness', area: 'Andheri West', pincode: '400058', active: false, ratingAvg: 5, reviewCount: 9 });
}

describe('gyms.php?action=search', () => {
  // Ranked by the Bayesian rating (every gym starts as if rated 3.5 by five reviewers):
  // g6 4.5×4 → 3.94, g1 4.5×2 → 3.79, g3 and g7 5.0×1 → 3.75, g2 4.0×1 → 3.58, g5 unrated → 3.5, g4 3.0×2 → 3.36.
  it('lists active gyms only, best ranked first (rating weighed by its number of reviews), with paging totals', async () => {
    await catalogue(db());
    const result = await search();
    expect(ids(result)).toEqual(['g6-aundh', 'g1-andheri', 'g3-bandra', 'g7-kochi', 'g2-powai', 'g5-punjabi-bagh', 'g4-koramangala']);
    expect(result).toMatchObject({ page: 1, pageSize: 12, total: 7, totalPages: 1 });
    expect(result.items[2]).toMatchObject({ name: 'Titan CrossFit', city: 'Mumbai', state: 'Maharashtra', monthlyPaise: 900_000, rating: 5 });
  });

  it.each([
    ['city', 'Mumbai', ['g1-andheri', 'g3-bandra', 'g2-powai']],
    ['area', 'andheri', ['g1-andheri']],
    ['area, two words', 'bandra west', ['g3-bandra']],
    ['name', 'titan', ['g3-bandra']],
    ['pincode prefix', '4000', ['g1-andheri', 'g3-bandra', 'g2-powai']],
    ['full pincode', '560034', ['g4-koramangala']],
    ['pincode prefix up to a 9', '40005', ['g1-andheri', 'g3-bandra']],
    ['filler words dropped', 'gyms near Powai', ['g2-powai']],
    ['an old city name', 'Bangalore', ['g4-koramangala']],
  ])('q matches the %s', async (_what, q, expected) => {
    await catalogue(db());
    expect(ids(await search({ q }))).toEqual(expected);
  });

  it.each([
    ['mumbia', ['g1-andheri', 'g3-bandra', 'g2-powai']],
    ['koramangla', ['g4-koramangala']],
    ['andheri wst', ['g1-andheri']],
  ])('tolerates the typo %s', async (q, expected) => {
    await catalogue(db());
    expect(ids(await search({ q }))).toEqual(expected);
  });

  it('prefers exact matches: "pune" finds Pune, not a similar-looking Punjabi Bagh', async () => {
    await catalogue(db());
    expect(ids(await search({ q: 'pune' }))).toEqual(['g6-aundh']);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    await catalogue(db());
    const { status, body } = await call('search', { q: 'zzqxw' });
    expect(status).toBe(200);
    expect(body.message).toBe('No gyms found.');
    expect(body.data).toMatchObject({ items: [], total: 0, totalPages: 0 });
  });

  it('treats % and _ in q as plain characters', async () => {
    await catalogue(db());
    expect((await search({ q: '%' })).total).toBe(0);
    expect((await search({ q: '_' })).total).toBe(0);
  });

  it.each([
    ['type', { type: 'yoga_studio' }, ['g7-kochi', 'g2-powai']],
    ['category', { category: 'luxury' }, ['g3-bandra']],
    ['amenities (all of them)', { amenities: 'lockers,parking' }, ['g6-aundh', 'g1-andheri', 'g3-bandra']],
    ['minPrice', { minPrice: 450_000 }, ['g1-andheri', 'g3-bandra']],
    ['maxPrice', { maxPrice: 150_000 }, ['g7-kochi', 'g4-koramangala']],
    ['a price range', { minPrice: 200_000, maxPrice: 450_000 }, ['g6-aundh', 'g1-andheri', 'g2-powai']],
    ['minRating', { minRating: 4.5 }, ['g6-aundh', 'g1-andheri', 'g3-bandra', 'g7-kochi']],
    ['city, any case', { city: 'mUmBaI' }, ['g1-andheri', 'g3-bandra', 'g2-powai']],
    ['q and filters together', { q: 'mumbai', amenities: 'towel_service' }, ['g3-bandra']],
  ])('filters by %s', async (_what, params, expected) => {
    await catalogue(db());
    expect(ids(await search(params))).toEqual(expected);
  });

  it('sorts by rating weighed by review count (a Bayesian average), then id', async () => {
    await catalogue(db());
    // g3 and g7 tie on 5.0 from one review each: id decides.
    expect(ids(await search({ sort: 'rating' }))).toEqual(['g6-aundh', 'g1-andheri', 'g3-bandra', 'g7-kochi', 'g2-powai', 'g5-punjabi-bagh', 'g4-koramangala']);
  });

  it('ranks a 4.6 from 300 reviews above a 5.0 from one, by default and by rating', async () => {
    const owner = await createOwner(db());
    await createGym(db(), { id: 'one-review', ownerId: owner.id, ratingAvg: 5, reviewCount: 1 });
    await createGym(db(), { id: 'many-reviews', ownerId: owner.id, ratingAvg: 4.6, reviewCount: 300 });
    expect(ids(await search())).toEqual(['many-reviews', 'one-review']);
    expect(ids(await search({ sort: 'rating' }))).toEqual(['many-reviews', 'one-review']);
    expect(ids(await search({ q: 'mumbai' }))).toEqual(['many-reviews', 'one-review']);
  });

  it('sorts by monthly price, cheapest first, gyms without a monthly pass last', async () => {
    await catalogue(db());
    expect(ids(await search({ sort: 'price' }))).toEqual(['g4-koramangala', 'g7-kochi', 'g2-powai', 'g6-aundh', 'g1-andheri', 'g3-bandra', 'g5-punjabi-bagh']);
  });

  it('sorts by relevance: closer matches first, rating only breaks ties', async () => {
    await catalogue(db());
    // "Yoga" is a whole word of Prana Yoga Shala but only part of "Yogalife", rated higher.
    expect(ids(await search({ q: 'yoga' }))).toEqual(['g2-powai', 'g7-kochi']);
    expect(ids(await search({ q: 'yoga', sort: 'rating' }))).toEqual(['g7-kochi', 'g2-powai']);
  });

  it('lists gyms sharing a name best ranked first, page by page, and a near miss after every whole-word match', async () => {
    const owner = await createOwner(db());
    const gym = (id: string, name: string, ratingAvg: number, reviewCount: number) => createGym(db(), { id, ownerId: owner.id, name, ratingAvg, reviewCount });
    await gym('s1', 'Strive Fitness', 3, 4);
    await gym('s2', 'Strive Fitness Club', 5, 30);
    await gym('s3', 'Strive Fitness (Branch 3)', 4, 10);
    // Second best ranked, but "strive" only inside a longer word: after every gym with both words whole.
    await gym('s4', 'Strivefit Fitness Studio', 4.5, 10);
    await gym('s5', 'Strive Fitness', 4, 10);
    const order = ['s2', 's3', 's5', 's1', 's4'];
    expect(ids(await search({ q: 'strive fitness' }))).toEqual(order);
    const pages = [];
    for (let page = 1; page <= 5; page++) pages.push(...ids(await search({ q: 'strive fitness', page, pageSize: 1 })));
    expect(pages).toEqual(order);
  });

  it("lists a pincode's gyms best ranked first", async () => {
    const owner = await createOwner(db());
    await createGym(db(), { id: 'p1', ownerId: owner.id, pincode: '400058', ratingAvg: 3, reviewCount: 5 });
    await createGym(db(), { id: 'p2', ownerId: owner.id, pincode: '400058', ratingAvg: 5, reviewCount: 5 });
    await createGym(db(), { id: 'p3', ownerId: owner.id, pincode: '400059', ratingAvg: 5, reviewCount: 50 });
    expect(ids(await search({ q: '400058' }))).toEqual(['p2', 'p1']);
    expect(ids(await search({ q: '40005' }))).toEqual(['p3', 'p2', 'p1']);
  });

  it('pages through the same stable order', async () => {
    await catalogue(db());
    const all = ids(await search({ sort: 'rating' }));
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const result = await search({ sort: 'rating', page, pageSize: 2 });
      expect(result).toMatchObject({ page, pageSize: 2, total: 7, totalPages: 4 });
      pages.push(...ids(result));
    }
    expect(pages).toEqual(all);
    expect(await search({ page: 5, pageSize: 2 })).toMatchObject({ items: [], total: 7, totalPages: 4 });
  });

  it('pages a place word naming several places ("andheri": West and East) in one rank order across them, filters kept', async () => {
    await catalogue(db());
    const owner = await createOwner(db());
    // Ranks interleave with g1 (4.5 × 2 → 3.79) in Andheri West; an inactive one and one without parking in East.
    const east = [['e1', 5, 9], ['e2', 4, 2], ['e3', 3, 1], ['e4', 4.9, 30]] as const;
    for (const [id, ratingAvg, reviewCount] of east)
      await createGym(db(), { id: `${id}-andheri-east`, ownerId: owner.id, area: 'Andheri East', pincode: '400069', ratingAvg, reviewCount, amenities: ['parking'] });
    await createGym(db(), { id: 'e5-andheri-east', ownerId: owner.id, area: 'Andheri East', ratingAvg: 5, reviewCount: 50, amenities: ['parking'], active: false });
    await createGym(db(), { id: 'e6-andheri-east', ownerId: owner.id, area: 'Andheri East', ratingAvg: 5, reviewCount: 40, amenities: ['wifi'] });
    const order = ['e4-andheri-east', 'e1-andheri-east', 'g1-andheri', 'e2-andheri-east', 'e3-andheri-east'];
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const result = await search({ q: 'andheri', amenities: 'parking', page, pageSize: 2 });
      expect(result).toMatchObject({ page, total: 5, totalPages: 3 });
      pages.push(...ids(result));
    }
    expect(pages).toEqual(order);
    expect(ids(await search({ q: 'andheri', sort: 'rating', pageSize: 3 }))).toEqual(['e6-andheri-east', 'e4-andheri-east', 'e1-andheri-east']);
    // Read as one condition per place (each answered by its own place index), not one walk of every gym in rank order.
    const places = buildPlaces([{ city: 'Mumbai', state: 'Maharashtra', area: 'Andheri West' }, { city: 'Mumbai', state: 'Maharashtra', area: 'Andheri East' }]);
    const plan = (q: string) => exactPlan(gymSearchQuerySchema.parse({ q }), resolvePlaces(searchWords(q), places));
    expect(plan('andheri').branches).toHaveLength(2);
    expect(plan('andheri west').branches).toBeUndefined();
    expect(plan('mumbai').branches).toBeUndefined();
  });

  it.each([
    ['an unknown type', { type: 'unknown' }, 'type'],
    ['an unknown category', { category: 'gold' }, 'category'],
    ['an unknown amenity', { amenities: 'lockers,jacuzzi' }, 'amenities.1'],
    ['a page size over 48', { pageSize: 1000 }, 'pageSize'],
    ['page 0', { page: 0 }, 'page'],
    ['a rating over 5', { minRating: 6 }, 'minRating'],
    ['a negative price', { minPrice: -1 }, 'minPrice'],
    ['a negative maximum price', { maxPrice: -500 }, 'maxPrice'],
    ['near that is not a point', { near: 'mumbai' }, 'near'],
    ['near off the globe', { near: '95,72' }, 'near'],
    ['a radius over 50 km', { near: '19.07,72.87', radiusKm: 500 }, 'radiusKm'],
    ['an unknown sort', { sort: 'cheapest' }, 'sort'],
  ])('rejects %s with 400 naming the field', async (_what, params, field) => {
    const { status, body } = await call('search', params);
    expect(status).toBe(400);
    expect(body.status).toBe('Error');
    expect(body.message).toBeTruthy();
    expect((body.data as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  it('treats a price bound beyond the price column (the SPA allows ₹999,999,999) as no bound, not a 500', async () => {
    await catalogue(db());
    expect((await search({ maxPrice: 99_999_999_900 })).total).toBe(6);
    expect((await search({ minPrice: 99_999_999_900 })).total).toBe(0);
  });

  it.each(['q', 'city'])('refuses a NUL character in %s with a 400 naming the field, not a 500', async (key) => {
    const { status, body } = await call('search', { [key]: 'and\u0000heri' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'Error', data: { fields: { [key]: expect.stringMatching(new RegExp(`^${key}: `)) } } });
  });

  it('rejects an unknown query key', async () => {
    const { status, body } = await call('search', { ownerId: 'x' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/ownerId/);
  });
});

describe('gyms.php?action=search forgives how people type', () => {
  it('finds a city written with its state, commas as separators ("Pune, Maharashtra")', async () => {
    await catalogue(db());
    expect(ids(await search({ q: 'Pune, Maharashtra' }))).toEqual(['g6-aundh']);
    expect(ids(await search({ q: 'pune,maharashtra' }))).toEqual(['g6-aundh']);
    expect(ids(await search({ q: 'Karnataka' }))).toEqual(['g4-koramangala']);
    // A state and a city it does not contain: nothing, not either one.
    expect((await search({ q: 'Pune, Kerala' })).total).toBe(0);
  });

  it('reads only the first 80 characters of a long q instead of refusing it', async () => {
    await catalogue(db());
    expect((await call('search', { q: 'x'.repeat(2000) })).status).toBe(200);
    // "Kerala" starts past the 80th character: only "Mumbai" is searched.
    expect(ids(await search({ q: `Mumbai${' '.repeat(80)}Kerala` }))).toEqual(['g1-andheri', 'g3-bandra', 'g2-powai']);
    expect((await search({ q: 'Mumbai Kerala' })).total).toBe(0);
  });

  it('refuses a negative price with a message saying so', async () => {
    for (const key of ['minPrice', 'maxPrice']) {
      const { status, body } = await call('search', { [key]: -100 });
      expect(status).toBe(400);
      expect((body.data as { fields: Record<string, string> }).fields[key]).toMatch(/Price cannot be negative/);
    }
  });

  it('answers words too short to search (and only those) with no gyms, without a scan of every gym', async () => {
    await catalogue(db());
    expect(await search({ q: 'ss tt nn ll mm rr' })).toMatchObject({ items: [], total: 0 });
    // A short word beside a real one is dropped, not fatal.
    expect(ids(await search({ q: 'mumbai tt' }))).toEqual(['g1-andheri', 'g3-bandra', 'g2-powai']);
  });

  it('does not run the typo fallback for long queries: six near-miss words find nothing, quickly', async () => {
    await catalogue(db());
    expect((await search({ q: 'irn pulse fitnes titam core yogo' })).total).toBe(0);
    // Two words still get it.
    expect(ids(await search({ q: 'titan crosfit' }))).toEqual(['g3-bandra']);
  });

  it('counts again after gyms change (the kept count follows every write)', async () => {
    await catalogue(db());
    expect((await search({ q: 'mumbai' })).total).toBe(3);
    const owner = await createOwner(db());
    await createGym(db(), { id: 'g9-juhu', ownerId: owner.id, area: 'Juhu', pincode: '400049' });
    expect((await search({ q: 'mumbai' })).total).toBe(4);
    await db().update(gyms).set({ active: false }).where(eq(gyms.id, 'g9-juhu'));
    expect((await search({ q: 'mumbai' })).total).toBe(3);
  });

  it('answers a search it has counted with one statement (the page, read with the data version), and starts over once the data changed', async () => {
    await catalogue(db());
    const counted = countingStatements(db());
    const searchOnce = createGymSearch(counted.db);
    const mumbai = gymSearchQuerySchema.parse({ q: 'mumbai' });
    const typo = gymSearchQuerySchema.parse({ q: 'koramangla' });
    const first = [await searchOnce(mumbai), await searchOnce(typo)];
    const before = counted.statements();
    expect([await searchOnce(mumbai), await searchOnce(typo)]).toEqual(first);
    expect(counted.statements() - before).toBe(2);
    // A write from outside the server (no answer cache to forget): the page's version no longer matches.
    await db().update(gyms).set({ active: false }).where(eq(gyms.id, 'g1-andheri'));
    const after = await searchOnce(mumbai);
    expect(after.total).toBe(first[0]!.total - 1);
    expect(ids(after)).not.toContain('g1-andheri');
    expect(ids(await searchOnce(typo))).toEqual(['g4-koramangala']);
  });
});

describe('gyms.php?action=search keeps typo corrections per places dictionary', () => {
  it('corrects a typo to a place added after the first try (a write brings a new dictionary)', async () => {
    await catalogue(db());
    expect((await search({ q: 'whitefeld' })).total).toBe(0);
    const owner = await createOwner(db());
    await createGym(db(), { id: 'g9-whitefield', ownerId: owner.id, area: 'Whitefield', city: 'Bengaluru', state: 'Karnataka', pincode: '560066' });
    expect(ids(await search({ q: 'whitefeld' }))).toEqual(['g9-whitefield']);
  });
});

/** The database, counting the statements started through it (each select, with, execute or transaction). */
function countingStatements(database: Db) {
  let started = 0;
  const counting = new Proxy(database, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || !['select', 'selectDistinct', 'with', 'execute', 'transaction'].includes(String(key))) return value;
      return (...args: unknown[]) => {
        started += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counting, statements: () => started };
}

describe('gyms.php?action=search near=lat,lng', () => {
  const bandra = '19.0596,72.8295';
  async function around(database: Db) {
    const owner = await createOwner(database);
    const at = (id: string, latitude: number, longitude: number, o: Parameters<typeof createGym>[1] = {}) =>
      createGym(database, { id, ownerId: owner.id, latitude, longitude, ...o });
    await at('n1-andheri', 19.1197, 72.8468, { ratingAvg: 5, reviewCount: 50 }); // 6.93 km
    await at('n2-bandra', 19.0596, 72.8295); // 0 km
    await at('n3-santacruz', 19.076, 72.8777, { plans: { monthly: 100_000 } }); // 5.38 km
    await at('n4-powai', 19.1176, 72.906); // 10.31 km
    await at('n5-pune', 18.5204, 73.8567, { city: 'Pune', area: 'Aundh', pincode: '411007' }); // 123.64 km
  }

  it('keeps gyms within the radius (10 km unless asked), nearest first, each with its distance in km', async () => {
    await around(db());
    const result = await search({ near: bandra });
    expect(result.items.map((g) => [g.id, g.distanceKm])).toEqual([
      ['n2-bandra', 0],
      ['n3-santacruz', 5.4],
      ['n1-andheri', 6.9],
    ]);
    expect(result.total).toBe(3);
    expect(ids(await search({ near: bandra, radiusKm: 11 }))).toEqual(['n2-bandra', 'n3-santacruz', 'n1-andheri', 'n4-powai']);
    expect(ids(await search({ near: bandra, radiusKm: 5 }))).toEqual(['n2-bandra']);
  });

  it('orders by km, not by the point index’s degrees, on every page: a gym nearer east comes before one nearer north in degrees', async () => {
    const owner = await createOwner(db());
    const at = (id: string, dLat: number, dLng: number, o: Parameters<typeof createGym>[1] = {}) =>
      createGym(db(), { id, ownerId: owner.id, latitude: 19.0596 + dLat, longitude: 72.8295 + dLng, ...o });
    await at('k1-north', 0.05, 0); // 0.050° away, 5.56 km
    await at('k2-east', 0, 0.052); // 0.052° away, but a degree of longitude is shorter here: 5.46 km
    await at('k3-north-best', 0.05, 0, { ratingAvg: 5, reviewCount: 40 }); // beside k1, better ranked
    await at('k4-far', 0.15, 0); // 16.7 km
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push((await search({ near: bandra, radiusKm: 20, pageSize: 1, page })).items.map((g) => [g.id, g.distanceKm]));
    expect(pages).toEqual([[['k2-east', 5.5]], [['k3-north-best', 5.6]], [['k1-north', 5.6]], [['k4-far', 16.7]]]);
    expect(ids(await search({ near: bandra, radiusKm: 20 }))).toEqual(['k2-east', 'k3-north-best', 'k1-north', 'k4-far']);
  });

  it('sorts by price or rating when asked, and combines with q and filters', async () => {
    await around(db());
    expect(ids(await search({ near: bandra, sort: 'rating' }))[0]).toBe('n1-andheri');
    expect(ids(await search({ near: bandra, sort: 'price' }))[0]).toBe('n3-santacruz');
    expect(ids(await search({ near: bandra, radiusKm: 50, maxPrice: 100_000 }))).toEqual(['n3-santacruz']);
    expect((await search({ near: bandra, q: 'pune', radiusKm: 50 })).total).toBe(0);
  });

  it('leaves out gyms without coordinates and carries no distance without near', async () => {
    await around(db());
    const owner = await createOwner(db());
    await createGym(db(), { id: 'n6-nowhere', ownerId: owner.id, latitude: null, longitude: null });
    expect(ids(await search({ near: bandra, radiusKm: 50 }))).not.toContain('n6-nowhere');
    expect((await search()).items[0]).not.toHaveProperty('distanceKm');
  });
});

describe('gyms.php?action=get', () => {
  it('answers the profile with plans, trainers, owner name and timings', async () => {
    await catalogue(db());
    await createTrainer(db(), { gymId: 'g1-andheri', name: 'Kavya Nair', experienceYears: 7, categories: ['Zumba'] });
    const { status, body } = await call('get', { id: 'g1-andheri' });
    expect(status).toBe(200);
    const gym = body.data as GymDetail;
    expect(gym).toMatchObject({
      id: 'g1-andheri',
      name: 'Iron Pulse Fitness',
      ownerName: 'Rahul Mehta',
      timings: 'Mon–Sat 6:00\u00A0AM – 10:00\u00A0PM',
      weeklyOff: 'sunday',
      dayPassPaise: 40_000,
      monthlyPaise: 450_000,
      contactNumber: '+919820000000',
      facilities: ['Cardio zone', 'Free weights'],
    });
    // Where "Get directions" points.
    expect(gym).toMatchObject({ latitude: 19.1364, longitude: 72.8296 });
    expect(gym.plans.map((p) => [p.passType, p.pricePaise, p.durationDays])).toEqual([
      ['day', 40_000, 1],
      ['monthly', 450_000, 30],
    ]);
    expect(gym.trainers).toEqual([expect.objectContaining({ name: 'Kavya Nair', experienceYears: 7, categories: ['Zumba'] })]);
  });

  it.each([['an unknown id', 'nope'], ['an inactive gym', 'g8-closed']])('answers 404 Not found for %s', async (_what, id) => {
    await catalogue(db());
    const { status, body } = await call('get', { id });
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 'Error', message: 'Not found' });
  });

  it('rejects a missing id with 400', async () => {
    expect((await call('get')).status).toBe(400);
  });
});

describe('gyms.php?action=compare', () => {
  it('answers up to three gyms in the order asked', async () => {
    await catalogue(db());
    const { status, body } = await call('compare', { ids: 'g4-koramangala,g1-andheri,g3-bandra' });
    expect(status).toBe(200);
    expect((body.data as GymDetail[]).map((g) => g.id)).toEqual(['g4-koramangala', 'g1-andheri', 'g3-bandra']);
    expect((body.data as GymDetail[])[1]!.plans).toHaveLength(2);
  });

  it.each([['an unknown', 'g1-andheri,nope,g3-bandra'], ['an inactive', 'g1-andheri,g8-closed,g3-bandra']])(
    'leaves out %s gym and answers the rest',
    async (_what, list) => {
      await catalogue(db());
      const { status, body } = await call('compare', { ids: list });
      expect(status).toBe(200);
      expect((body.data as GymDetail[]).map((g) => g.id)).toEqual(['g1-andheri', 'g3-bandra']);
    },
  );

  it('rejects more than three ids', async () => {
    const { status, body } = await call('compare', { ids: 'a,b,c,d' });
    expect(status).toBe(400);
    expect(body.message).toBe('Compare up to 3 gyms');
  });
});

describe('gyms.php?action=cities', () => {
  it('counts active gyms per city, most first', async () => {
    await catalogue(db());
    const { status, body } = await call('cities');
    expect(status).toBe(200);
    const cities = body.data as City[];
    expect(cities[0]).toEqual({ city: 'Mumbai', state: 'Maharashtra', gymCount: 3 });
    expect(cities.slice(1).map((c) => c.gymCount)).toEqual([1, 1, 1, 1]);
    expect(cities.map((c) => c.city).sort()).toEqual(['Bengaluru', 'Delhi', 'Kochi', 'Mumbai', 'Pune']);
  });

  it('recounts at most once a minute, so a busy page never recounts every gym per call', async () => {
    const { clock } = server.current;
    // Past anything an earlier test left in the app's cache.
    clock.advance(CITIES_TTL_MS);
    const owner = await createOwner(db());
    await createGym(db(), { id: 'c1', ownerId: owner.id });
    const counts = async () => ((await call('cities')).body.data as City[]).map((c) => c.gymCount);
    expect(await counts()).toEqual([1]);
    await createGym(db(), { id: 'c2', ownerId: owner.id });
    clock.advance(CITIES_TTL_MS - 1000);
    expect(await counts()).toEqual([1]);
    clock.advance(1000);
    expect(await counts()).toEqual([2]);
  });
});

describe('formatTimings', () => {
  it.each([
    ['06:00', '22:00', 'sunday', 'Mon–Sat 6:00\u00A0AM – 10:00\u00A0PM'],
    ['05:30', '23:00', 'none', 'Mon–Sun 5:30\u00A0AM – 11:00\u00A0PM'],
    ['06:00', '21:00', 'monday', 'Tue–Sun 6:00\u00A0AM – 9:00\u00A0PM'],
    ['00:00', '12:30', 'wednesday', 'Mon–Tue, Thu–Sun 12:00\u00A0AM – 12:30\u00A0PM'],
  ] as const)('%s–%s, off %s → %s', (open, close, off, expected) => {
    expect(formatTimings(open, close, off)).toBe(expected);
  });
});

describe('searchWords', () => {
  it('lower-cases, resolves old city names and drops filler', () => {
    expect(searchWords('  Gyms in New Delhi ')).toEqual(['delhi']);
    expect(searchWords('Bombay, Andheri')).toEqual(['mumbai', 'andheri']);
    expect(searchWords('Pune,Maharashtra')).toEqual(['pune', 'maharashtra']);
    expect(searchWords(undefined)).toEqual([]);
  });
});
