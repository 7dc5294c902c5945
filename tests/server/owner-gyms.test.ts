import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GymDetail, GymSearchResult } from '@contract/gyms/gyms';
import { gymMessages, ownedGymSchema, ownerGymListSchema, ownerGymSchema, type GymCreateBody } from '@contract/gyms/owner-gyms';
import { bookings, gymPlans, gyms } from '@server/db/schema';
import { requireOwnedGym } from '@server/shared/ownership';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createMember, deactivateGym } from '@tests/utils/factories';
import { validGymBody } from '@tests/utils/owner-gym-bodies';

const server = useTestServer();
const db = () => server.current.handle.db;

const mine = (who?: SignedIn) =>
  server.current.app.inject({ method: 'GET', url: '/api/gyms.php?action=mine', headers: who ? who.headers : {} });

type Answer = { statusCode: number; body: { status: string; message: string; data?: unknown } };
async function call(method: 'GET' | 'POST', url: string, who: SignedIn | undefined, payload?: object): Promise<Answer> {
  const res = await server.current.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  return { statusCode: res.statusCode, body: res.json() };
}
const post = (action: string, who: SignedIn | undefined, payload: object) => call('POST', `/api/gyms.php?action=${action}`, who, payload);
const owned = (who: SignedIn | undefined, gymId: string) => call('GET', `/api/gyms.php?action=owned&gymId=${encodeURIComponent(gymId)}`, who);
const fields = (a: Answer) => (a.body.data as { fields: Record<string, string> }).fields;

async function publicGym(id: string): Promise<Answer> {
  return call('GET', `/api/gyms.php?action=get&id=${encodeURIComponent(id)}`, undefined);
}
async function searchIds(q: string): Promise<string[]> {
  const res = await call('GET', `/api/gyms.php?action=search&q=${encodeURIComponent(q)}`, undefined);
  return (res.body.data as GymSearchResult).items.map((g) => g.id);
}

/** Signs in a new owner and hands them `count` gyms (named so the order is known). */
async function ownerWithGyms(names: string[]) {
  const owner = await signIn(server.current.app, { userType: 'gym_owner' });
  const gyms = [];
  for (const name of names) gyms.push(await createGym(db(), { ownerId: owner.user.id, name }));
  return { owner, gyms };
}

const gymCount = async () => (await db().select({ id: gyms.id }).from(gyms)).length;

describe('gyms.php?action=mine', () => {
  it('needs a signed-in owner: 401 signed out, 403 for a member', async () => {
    expect((await mine()).statusCode).toBe(401);
    const member = await signIn(server.current.app, { userType: 'member' });
    expect((await mine(member)).statusCode).toBe(403);
  });

  it("lists only the caller's gyms, active first then by name", async () => {
    const { owner, gyms } = await ownerWithGyms(['Zen Yoga', 'Alpha Fitness', 'Beta Box']);
    await createGym(db(), { name: 'Someone else’s gym' });
    await deactivateGym(db(), gyms[1]!.id);
    const res = await mine(owner);
    expect(res.statusCode).toBe(200);
    const list = ownerGymListSchema.parse(res.json().data);
    expect(list.map((g) => [g.name, g.active])).toEqual([
      ['Beta Box', true],
      ['Zen Yoga', true],
      ['Alpha Fitness', false],
    ]);
  });

  it('counts the bookings made this month in the gym’s zone, not older ones', async () => {
    const { owner, gyms } = await ownerWithGyms(['Only Gym']);
    const gym = gyms[0]!;
    const member = await createMember(db());
    server.current.clock.set(new Date('2026-11-22T10:00:00Z'));
    const booking = (code: string, createdAt: string) => ({
      code,
      memberId: member.id,
      gymId: gym.id,
      planId: gym.plans[0]!.id,
      passType: 'day' as const,
      startDate: '2026-11-25',
      endDate: '2026-11-25',
      slotTime: '07:00',
      paymentMethod: 'at_gym' as const,
      amountPaise: 20000,
      createdAt: new Date(createdAt),
    });
    await db().insert(bookings).values([
      booking('A1', '2026-11-01T00:00:00+05:30'),
      booking('A2', '2026-11-20T12:00:00Z'),
      // 23:30 on 31 October in Kolkata: last month there, though 1 November has begun further east.
      booking('A3', '2026-10-31T18:00:00Z'),
    ]);
    const [only] = ownerGymListSchema.parse((await mine(owner)).json().data);
    expect(only!.bookingsThisMonth).toBe(2);
  });
});

describe('requireOwnedGym', () => {
  it('answers another owner’s gym and an unknown id alike: 404', async () => {
    const { owner, gyms } = await ownerWithGyms(['Mine']);
    const theirs = await createGym(db(), { name: 'Theirs' });
    await expect(requireOwnedGym(db(), owner.user.id, gyms[0]!.id)).resolves.toMatchObject({ id: gyms[0]!.id, timezone: 'Asia/Kolkata' });
    await expect(requireOwnedGym(db(), owner.user.id, theirs.id)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(requireOwnedGym(db(), owner.user.id, 'no-such-gym')).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('gyms.php?action=create', () => {
  it('adds the gym for the caller with its passes; it shows at once in search and on its public profile', async () => {
    const owner = await signIn(server.current.app, { userType: 'gym_owner' });
    const res = await post('create', owner, validGymBody());
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Gym added successfully!');
    const gym = ownedGymSchema.parse(res.body.data);
    expect(gym).toMatchObject({ name: 'Sahyadri Strength Club', contactNumber: '+919822012345', state: 'Maharashtra', active: true, slotCapacity: 25 });
    const [row] = await db().select().from(gyms).where(eq(gyms.id, gym.id));
    expect(row).toMatchObject({ ownerId: owner.user.id, dayPassPaise: 25_000, monthlyPaise: 299_900, ratingAvg: 0, reviewCount: 0 });

    expect(await searchIds('Baner')).toContain(gym.id);
    const profile = (await publicGym(gym.id)).body.data as GymDetail;
    expect(profile.plans.map((p) => [p.passType, p.pricePaise])).toEqual([
      ['day', 25_000],
      ['monthly', 299_900],
    ]);
    expect(profile).toMatchObject({ dayPassPaise: 25_000, monthlyPaise: 299_900, openingTime: '05:30', weeklyOff: 'none' });
    expect(ownerGymListSchema.parse((await mine(owner)).json().data).map((g) => g.id)).toEqual([gym.id]);
  });

  it.each([['ownerId'], ['rating'], ['reviewCount'], ['active'], ['ratingAvg']])('refuses %s from a request', async (key) => {
    const owner = await signIn(server.current.app, { userType: 'gym_owner' });
    const res = await post('create', owner, { ...validGymBody(), [key]: key === 'ownerId' ? owner.user.id : 5 });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(`Unknown field: ${key}`);
    expect(await gymCount()).toBe(0);
  });

  const year = new Date().getFullYear();
  const invalid: [string, Partial<GymCreateBody>, string, string][] = [
    ['a blank name', { name: '  ' }, 'name', 'Gym name is required'],
    ['no contact number', { contactNumber: '' }, 'contactNumber', 'Gym contact is required'],
    ['a malformed contact number', { contactNumber: '12345' }, 'contactNumber', 'Invalid contact number format'],
    ['a blank address', { address: '' }, 'address', 'Address is required'],
    ['a blank area', { area: ' ' }, 'area', 'Area is required'],
    ['a blank city', { city: '' }, 'city', 'City is required'],
    ['no state', { state: '' as never }, 'state', 'State is required'],
    ['an unknown state', { state: 'Narnia' as never }, 'state', 'Choose a state from the list'],
    ['no pincode', { pincode: '' }, 'pincode', 'Pincode is required'],
    ['a 5-digit pincode', { pincode: '41104' }, 'pincode', 'Pincode must be 6 digits'],
    ['no gym type', { gymType: '' as never }, 'gymType', 'Gym type is required'],
    ['no category', { category: '' as never }, 'category', 'Category is required'],
    ['a year before 1900', { establishedYear: 1899 }, 'establishedYear', `Please enter a valid year between 1900 and ${year}`],
    ['next year', { establishedYear: year + 1 }, 'establishedYear', `Please enter a valid year between 1900 and ${year}`],
    ['a malformed email', { email: 'front-desk' }, 'email', 'Invalid email format'],
    ['closing before opening', { openingTime: '22:00', closingTime: '06:00' }, 'closingTime', 'Closing time must be after opening time'],
    ['a time that is not HH:MM', { openingTime: '6 am' }, 'openingTime', 'Enter a time as HH:MM'],
    ['a latitude without a longitude', { longitude: null }, 'longitude', 'Enter both latitude and longitude, or neither'],
    ['a latitude outside India', { latitude: 51.5 }, 'latitude', 'Latitude must be a number between 6 and 38 (India)'],
    ['no slot capacity', { slotCapacity: 0 }, 'slotCapacity', 'Slot capacity must be a whole number from 1 to 500'],
    ['a GSTIN with a wrong check digit', { gstin: '27AAPFU0939F1ZX' }, 'gstin', 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV'],
    ['a GST rate not on the list', { gstRateBp: 1200 }, 'gstRateBp', 'Choose a GST rate from the list'],
    ['every pass off', { plans: [{ passType: 'day', active: false, pricePaise: 100 }] }, 'plans', 'Turn on at least one pass'],
    ['a pass on without a price', { plans: [{ passType: 'day', active: true }] }, 'plans.0.pricePaise', 'Enter a price for this pass'],
    ['a price above ₹10,00,000', { plans: [{ passType: 'day', active: true, pricePaise: 100_000_001 }] }, 'plans.0.pricePaise', 'A price must be at most ₹10,00,000'],
  ];
  it.each(invalid)('refuses %s with the rule in words, writing nothing', async (_case, change, field, message) => {
    const owner = await signIn(server.current.app, { userType: 'gym_owner' });
    const res = await post('create', owner, validGymBody(change));
    expect(res.statusCode).toBe(400);
    expect(fields(res)[field]).toBe(message);
    expect(await gymCount()).toBe(0);
  });

  it('keeps a landline as typed and stores a GSTIN in capitals', async () => {
    const owner = await signIn(server.current.app, { userType: 'gym_owner' });
    const res = await post('create', owner, validGymBody({ contactNumber: '020-25531234', gstin: '27aapfu0939f1zv', gstRateBp: 1800 }));
    expect(ownedGymSchema.parse(res.body.data)).toMatchObject({ contactNumber: '020-25531234', gstin: '27AAPFU0939F1ZV', gstRateBp: 1800 });
  });
});

describe('owner routes: who may call them', () => {
  const routes: [string, (who: SignedIn | undefined, gymId: string) => Promise<Answer>][] = [
    ['gyms.php?action=owned', (who, gymId) => owned(who, gymId)],
    ['gyms.php?action=update', (who, gymId) => post('update', who, { gymId, name: 'Taken over' })],
    ['gyms.php?action=deactivate', (who, gymId) => post('deactivate', who, { gymId })],
    ['gyms.php?action=reactivate', (who, gymId) => post('reactivate', who, { gymId })],
    ['plans.php?action=list', (who, gymId) => call('GET', `/api/plans.php?action=list&gymId=${gymId}`, who)],
    [
      'plans.php?action=update',
      (who, gymId) => call('POST', '/api/plans.php?action=update', who, { gymId, plans: [{ passType: 'day', active: true, pricePaise: 1 }] }),
    ],
  ];

  it.each(routes)('%s: another owner’s gym answers 404 and stays as it was', async (_name, send) => {
    const other = await ownerWithGyms(['Theirs']);
    const theirs = other.gyms[0]!;
    const me = await signIn(server.current.app, { userType: 'gym_owner' });
    const res = await send(me, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('Gym not found');
    const [row] = await db().select().from(gyms).where(eq(gyms.id, theirs.id));
    expect(row).toMatchObject({ name: 'Theirs', active: true, dayPassPaise: 20_000 });
    const [day] = await db().select().from(gymPlans).where(eq(gymPlans.id, `${theirs.id}-day`));
    expect(day!.pricePaise).toBe(20_000);
  });

  it.each(routes)('%s: 401 signed out, 403 for a member', async (_name, send) => {
    const { gyms } = await ownerWithGyms(['Mine']);
    expect((await send(undefined, gyms[0]!.id)).statusCode).toBe(401);
    const member = await signIn(server.current.app, { userType: 'member' });
    const res = await send(member, gyms[0]!.id);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Access forbidden');
  });

  it('gyms.php?action=create: 401 signed out, 403 for a member', async () => {
    expect((await post('create', undefined, validGymBody())).statusCode).toBe(401);
    const member = await signIn(server.current.app, { userType: 'member' });
    expect((await post('create', member, validGymBody())).statusCode).toBe(403);
    expect(await gymCount()).toBe(0);
  });
});

describe('gyms.php?action=owned and update', () => {
  it('reads every field of the owner’s gym, active or not', async () => {
    const { owner, gyms: [gym] } = await ownerWithGyms(['Quiet Gym']);
    await deactivateGym(db(), gym!.id);
    const res = await owned(owner, gym!.id);
    expect(res.statusCode).toBe(200);
    expect(ownedGymSchema.parse(res.body.data)).toMatchObject({ id: gym!.id, name: 'Quiet Gym', active: false, gstRateBp: 500, slotCapacity: 30 });
  });

  it('changes only the fields sent; the public profile and search show it at once', async () => {
    const { owner, gyms: [gym] } = await ownerWithGyms(['Old Name']);
    const res = await post('update', owner, { gymId: gym!.id, name: 'Koregaon Kettlebell Club', area: 'Koregaon Park', email: '' });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(ownedGymSchema.parse(res.body.data)).toMatchObject({ name: 'Koregaon Kettlebell Club', area: 'Koregaon Park', email: null, city: 'Mumbai', pincode: '400058' });
    expect(await searchIds('kettlebell')).toEqual([gym!.id]);
    expect(await searchIds('koregaon')).toEqual([gym!.id]);
    expect((await publicGym(gym!.id)).body.data).toMatchObject({ name: 'Koregaon Kettlebell Club', email: null });
  });

  it('checks the rules between fields on the merged gym', async () => {
    const { owner, gyms: [gym] } = await ownerWithGyms(['Early Gym']);
    // stored: 06:00–22:00; a closing time of 05:00 alone breaks it
    const res = await post('update', owner, { gymId: gym!.id, closingTime: '05:00' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Closing time must be after opening time');
    expect(fields(res)).toEqual({ closingTime: 'Closing time must be after opening time' });
    const lat = await post('update', owner, { gymId: gym!.id, latitude: 19.1 });
    expect(fields(lat)).toEqual({ longitude: 'Enter both latitude and longitude, or neither' });
    const [row] = await db().select().from(gyms).where(eq(gyms.id, gym!.id));
    expect(row).toMatchObject({ closingTime: '22:00', latitude: null });
  });

  it('opens round the clock as 00:00–24:00', async () => {
    const { owner, gyms: [gym] } = await ownerWithGyms(['Night Owl']);
    const res = await post('update', owner, { gymId: gym!.id, openingTime: '00:00', closingTime: '24:00' });
    expect(ownedGymSchema.parse(res.body.data)).toMatchObject({ openingTime: '00:00', closingTime: '24:00' });
  });

  it.each([['ownerId'], ['rating'], ['reviewCount'], ['active']])('refuses %s in an update', async (key) => {
    const { owner, gyms: [gym] } = await ownerWithGyms(['Mine']);
    const res = await post('update', owner, { gymId: gym!.id, [key]: key === 'active' ? false : 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(`Unknown field: ${key}`);
  });

  it('validates an update with the same messages as a new gym', async () => {
    const { owner, gyms: [gym] } = await ownerWithGyms(['Mine']);
    const res = await post('update', owner, { gymId: gym!.id, pincode: '1234567', contactNumber: 'call me', establishedYear: 1850 });
    expect(fields(res)).toEqual({
      pincode: 'Pincode must be 6 digits',
      contactNumber: 'Invalid contact number format',
      establishedYear: `Please enter a valid year between 1900 and ${new Date().getFullYear()}`,
    });
  });
});

describe('gyms.php?action=deactivate and reactivate', () => {
  it('hides the gym from search and its public profile, keeps its bookings, and brings it back', async () => {
    // "This month" is the app's clock: the booking row is stamped on it, not by the database's own now().
    const at = new Date('2026-11-25T04:30:00Z');
    server.current.clock.set(at);
    const { owner, gyms: [gym] } = await ownerWithGyms(['Seasonal Gym']);
    const member = await createMember(db());
    await db().insert(bookings).values({
      createdAt: at,
      updatedAt: at,
      code: 'KEEP1',
      memberId: member.id,
      gymId: gym!.id,
      planId: gym!.plans[0]!.id,
      passType: 'day',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      slotTime: '07:00',
      status: 'confirmed',
      paymentMethod: 'at_gym',
      amountPaise: 20_000,
    });

    const off = await post('deactivate', owner, { gymId: gym!.id });
    expect(off.statusCode).toBe(200);
    expect(off.body.message).toBe(gymMessages.deactivated);
    expect(ownerGymSchema.parse(off.body.data)).toMatchObject({ id: gym!.id, active: false, bookingsThisMonth: 1 });
    expect(await searchIds('Seasonal')).toEqual([]);
    expect((await publicGym(gym!.id)).statusCode).toBe(404);
    const [kept] = await db().select().from(bookings).where(eq(bookings.code, 'KEEP1'));
    expect(kept).toMatchObject({ status: 'confirmed', gymId: gym!.id });
    expect(ownerGymListSchema.parse((await mine(owner)).json().data)[0]).toMatchObject({ active: false });

    const on = await post('reactivate', owner, { gymId: gym!.id });
    expect(on.body.message).toBe(gymMessages.reactivated);
    expect(ownerGymSchema.parse(on.body.data).active).toBe(true);
    expect(await searchIds('Seasonal')).toEqual([gym!.id]);
    expect((await publicGym(gym!.id)).statusCode).toBe(200);
  });
});
