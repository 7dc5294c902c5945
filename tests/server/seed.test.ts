import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactNumberSchema, emailSchema } from '@contract/common';
import { amenities, gymCategories, gymTypes, weeklyOffSchema, type GymSearchResult } from '@contract/gyms/gyms';
import { buildApp } from '@server/app';
import { testConfig } from '@tests/utils/test-config';
import type { DbHandle } from '@server/db/client';
import { announcements, attendance, bookings, gyms, users } from '@server/db/schema';
import { DEFAULT_SEED_GYMS, seedDemo, seedGymId } from '@server/db/seed';
import { DEMO_MEMBER, DEMO_OWNER } from '@server/db/seed-data';
import { useTestServer } from '@tests/utils/build-server';
import { createOwner } from '@tests/utils/factories';
import { openTestDatabase } from '@tests/utils/test-db';

// One database seeded once: the tests read it, the last ones re-run the seed on it.
let handle: DbHandle;
let app: FastifyInstance;
let firstRun: { gyms: number };

beforeAll(async () => {
  handle = await openTestDatabase();
  firstRun = await seedDemo(handle.db);
  app = await buildApp({ config: testConfig(), db: handle.db });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

async function search(params: Record<string, string>): Promise<GymSearchResult> {
  const res = await app.inject({ method: 'GET', url: `/api/gyms.php?${new URLSearchParams({ action: 'search', pageSize: '48', ...params })}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: GymSearchResult }).data;
}

/** A digest of every seeded row, timestamps included: equal digests mean identical data. */
const digest = () =>
  one<{ d: string }>(sql`select md5(
    (select string_agg(t::text, '|' order by id) from gyms t) ||
    (select string_agg(t::text, '|' order by id) from gym_plans t) ||
    (select string_agg(t::text, '|' order by id) from trainers t) ||
    (select string_agg(t::text, '|' order by id) from reviews t) ||
    (select string_agg(t::text, '|' order by id) from users t)) as d`);

describe('seedDemo', () => {
  it('writes the default number of gyms (240–300) over at least 12 cities, each in its right state', async () => {
    expect(firstRun.gyms).toBe(DEFAULT_SEED_GYMS);
    expect(DEFAULT_SEED_GYMS).toBeGreaterThanOrEqual(240);
    expect(DEFAULT_SEED_GYMS).toBeLessThanOrEqual(300);
    const cities = await rows<{ city: string; state: string }>(sql`select distinct city, state from gyms order by city`);
    expect(new Set(cities.map((c) => c.city)).size).toBe(cities.length);
    expect(cities.length).toBeGreaterThanOrEqual(12);
    expect(cities).toEqual(expect.arrayContaining([
      { city: 'Mumbai', state: 'Maharashtra' },
      { city: 'Bengaluru', state: 'Karnataka' },
      { city: 'Delhi', state: 'Delhi' },
      { city: 'Pune', state: 'Maharashtra' },
      { city: 'Hyderabad', state: 'Telangana' },
      { city: 'Chennai', state: 'Tamil Nadu' },
      { city: 'Kolkata', state: 'West Bengal' },
      { city: 'Ahmedabad', state: 'Gujarat' },
      { city: 'Jaipur', state: 'Rajasthan' },
      { city: 'Lucknow', state: 'Uttar Pradesh' },
      { city: 'Chandigarh', state: 'Chandigarh' },
      { city: 'Kochi', state: 'Kerala' },
      { city: 'Indore', state: 'Madhya Pradesh' },
    ]));
  });

  it('uses real areas with their real pincodes', async () => {
    const pairs = await rows<{ area: string; pincode: string }>(sql`select distinct area, pincode from gyms`);
    const known = [
      ['Andheri West', '400058'], ['Bandra West', '400050'], ['Powai', '400076'],
      ['Indiranagar', '560038'], ['Koramangala', '560034'], ['HSR Layout', '560102'],
      ['Connaught Place', '110001'], ['Koregaon Park', '411001'], ['Banjara Hills', '500034'], ['T. Nagar', '600017'],
    ].map(([area, pincode]) => ({ area, pincode }));
    expect(pairs).toEqual(expect.arrayContaining(known));
    // One pincode per area name: no area is spread over made-up codes.
    expect(new Set(pairs.map((p) => p.area)).size).toBe(pairs.length);
  });

  it('has every gym type and every category', async () => {
    const types = await rows<{ gym_type: string }>(sql`select distinct gym_type from gyms`);
    const categories = await rows<{ category: string }>(sql`select distinct category from gyms`);
    expect(types.map((t) => t.gym_type).sort()).toEqual([...gymTypes].sort());
    expect(categories.map((c) => c.category).sort()).toEqual([...gymCategories].sort());
  });

  it('gives every gym five passes whose price per day falls as the pass gets longer', async () => {
    const bad = await rows(sql`
      select g.id from gyms g join gym_plans p on p.gym_id = g.id
      group by g.id
      having count(*) <> 5
        or not (max(p.price_paise::float / p.duration_days) filter (where pass_type = 'day')
              > max(p.price_paise::float / p.duration_days) filter (where pass_type = 'weekly')
          and max(p.price_paise::float / p.duration_days) filter (where pass_type = 'weekly')
              > max(p.price_paise::float / p.duration_days) filter (where pass_type = 'monthly')
          and max(p.price_paise::float / p.duration_days) filter (where pass_type = 'monthly')
              > max(p.price_paise::float / p.duration_days) filter (where pass_type = 'quarterly')
          and max(p.price_paise::float / p.duration_days) filter (where pass_type = 'quarterly')
              > max(p.price_paise::float / p.duration_days) filter (where pass_type = 'yearly'))`);
    expect(bad).toEqual([]);
    const withoutPlans = await one<{ n: number }>(sql`select count(*)::int as n from gyms g where not exists (select 1 from gym_plans p where p.gym_id = g.id)`);
    expect(withoutPlans.n).toBe(0);
  });

  it('keeps day_pass_paise and monthly_paise equal to the plans', async () => {
    const mismatched = await one<{ n: number }>(sql`
      select count(*)::int as n from gyms g
      where g.day_pass_paise is distinct from (select price_paise from gym_plans where gym_id = g.id and pass_type = 'day')
         or g.monthly_paise is distinct from (select price_paise from gym_plans where gym_id = g.id and pass_type = 'monthly')`);
    expect(mismatched.n).toBe(0);
  });

  it('prices rise with category: every budget < standard < premium < luxury monthly pass', async () => {
    const ranges = await rows<{ category: string; lo: number; hi: number; day: number }>(sql`
      select category, min(monthly_paise) as lo, max(monthly_paise) as hi, avg(day_pass_paise)::int as day from gyms group by category`);
    const by = Object.fromEntries(ranges.map((r) => [r.category, r]));
    const order = ['budget', 'standard', 'premium', 'luxury'];
    for (let i = 1; i < order.length; i++) {
      expect(by[order[i - 1]!]!.hi).toBeLessThan(by[order[i]!]!.lo);
      expect(by[order[i - 1]!]!.day).toBeLessThan(by[order[i]!]!.day);
    }
    // Sensible rupees: a budget month from ₹700, a luxury one under ₹15,000.
    expect(by.budget!.lo).toBeGreaterThanOrEqual(70_000);
    expect(by.luxury!.hi).toBeLessThan(1_500_000);
  });

  it('fills every field a gym profile shows with valid values', async () => {
    const gymsRows = await rows<{
      amenities: string[]; facilities: string[]; opening_time: string; closing_time: string; weekly_off: string;
      established_year: number; contact_number: string; email: string; description: string; address: string;
    }>(sql`select amenities, facilities, opening_time, closing_time, weekly_off, established_year, contact_number, email, description, address from gyms`);
    const year = new Date().getFullYear();
    for (const g of gymsRows) {
      expect(g.amenities.length).toBeGreaterThan(0);
      expect(g.amenities.every((a) => (amenities as readonly string[]).includes(a))).toBe(true);
      expect(g.facilities.length).toBeGreaterThan(1);
      expect(g.opening_time < g.closing_time).toBe(true);
      expect(weeklyOffSchema.safeParse(g.weekly_off).success).toBe(true);
      expect(g.established_year).toBeGreaterThanOrEqual(1900);
      expect(g.established_year).toBeLessThanOrEqual(year);
      expect(contactNumberSchema.safeParse(g.contact_number).success, g.contact_number).toBe(true);
      expect(emailSchema.safeParse(g.email).success, g.email).toBe(true);
      expect(g.description.length).toBeGreaterThan(40);
      expect(g.address.length).toBeGreaterThan(10);
    }
    const facilityNames = await rows<{ f: string }>(sql`select distinct unnest(facilities) as f from gyms`);
    expect(facilityNames.map((r) => r.f)).toEqual(expect.arrayContaining(['Cardio zone', 'Free weights', 'Swimming pool', 'Yoga studio', 'Boxing ring']));
  });

  it('gives some gyms one to four trainers with names, experience and availability', async () => {
    const perGym = await rows<{ n: number }>(sql`select count(t.id)::int as n from gyms g left join trainers t on t.gym_id = g.id group by g.id`);
    const counts = perGym.map((r) => r.n);
    expect(counts.some((n) => n === 0)).toBe(true);
    expect(counts.some((n) => n >= 1)).toBe(true);
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
    const empty = await one<{ n: number }>(sql`select count(*)::int as n from trainers where name = '' or availability = '' or cardinality(categories) = 0 or experience_years < 1`);
    expect(empty.n).toBe(0);
  });

  it('writes approved and pending reviews by members, and rating aggregates that match the approved ones', async () => {
    const split = await one<{ approved: number; pending: number; by_non_members: number }>(sql`
      select count(*) filter (where approved)::int as approved, count(*) filter (where not approved)::int as pending,
             count(*) filter (where u.user_type <> 'member')::int as by_non_members
      from reviews r join users u on u.id = r.member_id`);
    expect(split.approved).toBeGreaterThan(DEFAULT_SEED_GYMS);
    expect(split.pending).toBeGreaterThan(0);
    expect(split.by_non_members).toBe(0);
    const inconsistent = await rows(sql`
      select g.id from gyms g left join reviews r on r.gym_id = g.id and r.approved
      group by g.id, g.rating_avg, g.review_count
      having g.review_count <> count(r.id) or abs(g.rating_avg - coalesce(round(avg(r.rating), 1), 0)) > 0.001`);
    expect(inconsistent).toEqual([]);
    const texts = await one<{ n: number }>(sql`select count(*)::int as n from reviews where length(text) < 10`);
    expect(texts.n).toBe(0);
  });

  it('creates the demo member and the demo owner with five gyms in two cities', async () => {
    const member = await one<Record<string, unknown>>(sql`select * from users where mobile = '+919876543210'`);
    expect(member).toMatchObject({ first_name: 'Priya', user_type: 'member' });
    expect(member.last_name && member.email && member.terms_accepted_at).toBeTruthy();
    const owner = await one<{ id: string; first_name: string; last_name: string; user_type: string }>(sql`select * from users where mobile = '+919812345678'`);
    expect(owner).toMatchObject({ first_name: 'Rahul', last_name: 'Mehta', user_type: 'gym_owner' });
    const owned = await rows<{ city: string }>(sql`select city from gyms where owner_id = ${owner.id}`);
    expect(owned).toHaveLength(5);
    expect(new Set(owned.map((g) => g.city))).toEqual(new Set(['Mumbai', 'Pune']));
    // Each demo gym has reviews to show and one waiting for the owner's approval.
    const demoReviews = await rows<{ approved: number; pending: number }>(sql`
      select count(*) filter (where r.approved)::int as approved, count(*) filter (where not r.approved)::int as pending
      from gyms g join reviews r on r.gym_id = g.id where g.owner_id = ${owner.id} group by g.id`);
    expect(demoReviews).toHaveLength(5);
    expect(demoReviews.every((r) => r.approved >= 2 && r.pending >= 1)).toBe(true);
  });

  it('gives every other gym to another seeded gym owner', async () => {
    const odd = await one<{ n: number; owners: number }>(sql`
      select count(*) filter (where u.user_type is distinct from 'gym_owner')::int as n,
             count(distinct g.owner_id)::int as owners
      from gyms g left join users u on u.id = g.owner_id`);
    expect(odd.n).toBe(0);
    expect(odd.owners).toBeGreaterThan(20);
    const mobiles = await rows<{ mobile: string }>(sql`select mobile from users`);
    expect(mobiles.every((u) => /^\+91[6-9][0-9]{9}$/.test(u.mobile))).toBe(true);
  });

  it('gives each seeded person an email holding their whole number, so a member and an owner never share one', async () => {
    // Member m is +917…m and owner k of the first city +918…k: the last nine digits alone collide (100k gyms).
    const people = await rows<{ mobile: string; email: string }>(sql`select mobile, email from users where id like 'user-member-%' or id like 'user-owner-%'`);
    expect(people.length).toBeGreaterThan(20);
    for (const p of people) expect(p.email.endsWith(`.${p.mobile.slice(-10)}@example.com`), p.email).toBe(true);
  });

  it('is searchable as the brief says: typos, areas and pincode prefixes', async () => {
    const typo = await search({ q: 'mumbia' });
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.items.every((g) => g.city === 'Mumbai')).toBe(true);
    const area = await search({ q: 'andheri' });
    expect(area.total).toBeGreaterThan(0);
    expect(area.items.every((g) => g.area.startsWith('Andheri'))).toBe(true);
    expect(area.items.some((g) => g.area === 'Andheri West')).toBe(true);
    const pin = await search({ q: '4000' });
    expect(pin.total).toBeGreaterThan(0);
    expect(pin.items.every((g) => g.pincode.startsWith('4000'))).toBe(true);
  });

  it('gives the demo member a past booking and check-in at the demo owner’s first gym, and that gym announcements in each state', async () => {
    const gymId = seedGymId(0);
    const [gym] = await handle.db.select({ ownerId: gyms.ownerId }).from(gyms).where(eq(gyms.id, gymId));
    expect(gym?.ownerId).toBe(DEMO_OWNER.id);
    const visits = await handle.db.select().from(attendance).where(eq(attendance.memberId, DEMO_MEMBER.id));
    expect(visits).toMatchObject([{ gymId, status: 'checked_out' }]);
    // The visit's booking; seed-bookings adds Priya's others beside it.
    expect(await handle.db.select({ gymId: bookings.gymId, status: bookings.status }).from(bookings).where(eq(bookings.id, visits[0]!.bookingId!))).toEqual([
      { gymId, status: 'completed' },
    ]);
    const states = await handle.db.select({ status: announcements.status }).from(announcements).where(eq(announcements.gymId, gymId));
    expect(states.map((s) => s.status).sort()).toEqual(['draft', 'published', 'published']);
  });

  it('gives the demo owner a gym open 24 hours, and Priya upcoming and past bookings with payments', async () => {
    const gym = await one<{ opening_time: string; closing_time: string; weekly_off: string }>(sql`select opening_time, closing_time, weekly_off from gyms where id = ${seedGymId(0)}`);
    expect(gym).toEqual({ opening_time: '00:00', closing_time: '24:00', weekly_off: 'none' });
    const today = new Date().toISOString().slice(0, 10);
    const priya = await rows<{ start_date: string; status: string; payment_status: string }>(
      sql`select b.start_date::text, b.status, b.payment_status from bookings b join users u on u.id = b.member_id where u.mobile = '+919876543210'`,
    );
    expect(priya.filter((b) => b.start_date > today && b.status === 'confirmed').length).toBeGreaterThanOrEqual(2);
    expect(priya.filter((b) => b.start_date < today).length).toBeGreaterThanOrEqual(2);
    const paid = await rows<{ receipt_number: string }>(sql`select p.receipt_number from payments p join users u on u.id = p.member_id where u.mobile = '+919876543210'`);
    expect(paid.length).toBeGreaterThanOrEqual(3);
    expect(paid.every((p) => /^\d{4}-\d{2}\/\d{6}$/.test(p.receipt_number))).toBe(true);
  });

  it('gives three demo gyms a weekly class timetable on the days they open, inside their hours', async () => {
    const series = await rows<{ gym_id: string; days: string[]; start_time: string; duration_minutes: number; weekly_off: string; opening_time: string; closing_time: string }>(sql`
      select s.gym_id, s.days, s.start_time, s.duration_minutes, g.weekly_off, g.opening_time, g.closing_time
      from class_series s join gyms g on g.id = s.gym_id`);
    expect(new Set(series.map((s) => s.gym_id))).toEqual(new Set([seedGymId(0), seedGymId(1), seedGymId(2)]));
    expect(series.filter((s) => s.gym_id === seedGymId(0)).length).toBeGreaterThanOrEqual(5);
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    for (const s of series) {
      expect(s.days).not.toContain(s.weekly_off);
      expect(minutes(s.start_time)).toBeGreaterThanOrEqual(minutes(s.opening_time));
      expect(minutes(s.start_time) + s.duration_minutes).toBeLessThanOrEqual(minutes(s.closing_time));
    }
  });

  it('does nothing the second time', async () => {
    const before = await digest();
    expect(await seedDemo(handle.db)).toEqual({ gyms: 0 });
    expect(await digest()).toEqual(before);
  });

  it('writes the same data every run', async () => {
    const before = await digest();
    // Delisting every gym (plans, trainers and reviews cascade; bookings are kept from that) and seeding again must rebuild them byte for byte.
    await handle.db.execute(sql`delete from payments`);
    await handle.db.execute(sql`delete from bookings`);
    await handle.db.execute(sql`delete from gyms`);
    expect(await seedDemo(handle.db)).toEqual({ gyms: DEFAULT_SEED_GYMS });
    expect(await digest()).toEqual(before);
  });

  it('scales by adding gyms after the existing ones, leaving those untouched', async () => {
    const ids = (await rows<{ id: string }>(sql`select id from gyms`)).map((r) => r.id);
    const gymsDigest = () => one<{ d: string }>(sql`select md5(string_agg(t::text, '|' order by id)) as d from gyms t where id in ${ids}`);
    const before = await gymsDigest();
    expect(await seedDemo(handle.db, { gyms: DEFAULT_SEED_GYMS + 36 })).toEqual({ gyms: 36 });
    expect(await gymsDigest()).toEqual(before);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from gyms`)).n).toBe(DEFAULT_SEED_GYMS + 36);
  });
});

describe('seedDemo on a database people already use', () => {
  const server = useTestServer();

  it('keeps an existing account on a demo number and hangs the demo gyms on it', async () => {
    const db = server.current.handle.db;
    await createOwner(db, { id: 'signed-up-before-seed', mobile: '+919812345678', firstName: 'Rahul', lastName: 'M' });
    expect(await seedDemo(db, { gyms: 30 })).toEqual({ gyms: 30 });
    const owned = await db.select({ id: gyms.id }).from(gyms).where(eq(gyms.ownerId, 'signed-up-before-seed'));
    expect(owned.length).toBeGreaterThan(0);
    const [owner] = await db.select().from(users).where(eq(users.mobile, '+919812345678'));
    expect(owner).toMatchObject({ id: 'signed-up-before-seed', lastName: 'M' });
  });
});
