import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GymSearchResult } from '@contract/gyms/gyms';
import { gymMessages, ownerPlanListSchema, type PlanChange } from '@contract/gyms/owner-gyms';
import { gymPlans, gyms } from '@server/db/schema';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();
const db = () => server.current.handle.db;

async function list(who: SignedIn, gymId: string) {
  const res = await server.current.app.inject({ method: 'GET', url: `/api/plans.php?action=list&gymId=${gymId}`, headers: who.headers });
  return { statusCode: res.statusCode, body: res.json() as { message: string; data?: unknown } };
}
async function update(who: SignedIn, gymId: string, plans: Partial<PlanChange>[]) {
  const res = await server.current.app.inject({ method: 'POST', url: '/api/plans.php?action=update', headers: who.headers, payload: { gymId, plans } });
  return { statusCode: res.statusCode, body: res.json() as { message: string; data?: { fields?: Record<string, string> } } };
}

/** An owner with one gym offering only a day pass (₹200) and a monthly pass (₹2,500). */
async function ownerWithGym() {
  const owner = await signIn(server.current.app, { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id, name: 'Plan Gym', plans: { day: 20_000, monthly: 250_000 } });
  return { owner, gym };
}
const storedPrices = async (gymId: string) => {
  const [row] = await db().select({ day: gyms.dayPassPaise, monthly: gyms.monthlyPaise }).from(gyms).where(eq(gyms.id, gymId));
  return row;
};

describe('plans.php?action=list', () => {
  it('lists all five passes in order; one never priced is off and has no price', async () => {
    const { owner, gym } = await ownerWithGym();
    const res = await list(owner, gym.id);
    expect(res.statusCode).toBe(200);
    expect(ownerPlanListSchema.parse(res.body.data)).toEqual([
      { passType: 'day', active: true, pricePaise: 20_000, durationDays: 1, freezeDays: 0 },
      { passType: 'weekly', active: false, pricePaise: null, durationDays: 7, freezeDays: 0 },
      { passType: 'monthly', active: true, pricePaise: 250_000, durationDays: 30, freezeDays: 7 },
      { passType: 'quarterly', active: false, pricePaise: null, durationDays: 90, freezeDays: 15 },
      { passType: 'yearly', active: false, pricePaise: null, durationDays: 365, freezeDays: 30 },
    ]);
  });
});

describe('plans.php?action=update', () => {
  it('sets how many days a pass type may be frozen; a new pass starts with the default; more than a year is refused', async () => {
    const { owner, gym } = await ownerWithGym();
    expect((await update(owner, gym.id, [{ passType: 'monthly', active: true, freezeDays: 10 }, { passType: 'yearly', active: true, pricePaise: 1_800_000 }])).statusCode).toBe(200);
    const plans = ownerPlanListSchema.parse((await list(owner, gym.id)).body.data);
    expect(plans.filter((p) => p.active).map((p) => [p.passType, p.freezeDays])).toEqual([['day', 0], ['monthly', 10], ['yearly', 30]]);
    const tooLong = await update(owner, gym.id, [{ passType: 'monthly', active: true, freezeDays: 366 }]);
    expect(tooLong.statusCode).toBe(400);
    expect(Object.values(tooLong.body.data?.fields ?? {})).toContain(gymMessages.freezeDaysInvalid);
  });

  it('sets the gym’s freeze notice days beside the passes (issue 39); the owned gym shows them; more than 30 is refused', async () => {
    const { owner, gym } = await ownerWithGym();
    const send = (freezeNoticeDays: number) =>
      server.current.app.inject({ method: 'POST', url: '/api/plans.php?action=update', headers: owner.headers, payload: { gymId: gym.id, plans: [{ passType: 'monthly', active: true }], freezeNoticeDays } });
    expect((await send(3)).statusCode).toBe(200);
    const owned = await server.current.app.inject({ method: 'GET', url: `/api/gyms.php?action=owned&gymId=${gym.id}`, headers: owner.headers });
    expect(owned.json().data.freezeNoticeDays).toBe(3);
    const tooMany = await send(31);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, gymMessages.freezeNoticeInvalid]);
    const [row] = await db().select({ days: gyms.freezeNoticeDays }).from(gyms).where(eq(gyms.id, gym.id));
    expect(row!.days).toBe(3);
  });

  it('sets prices and turns passes on and off; search’s price columns follow', async () => {
    const { owner, gym } = await ownerWithGym();
    const res = await update(owner, gym.id, [
      { passType: 'day', active: true, pricePaise: 30_000 },
      { passType: 'yearly', active: true, pricePaise: 1_999_900 },
      { passType: 'monthly', active: false },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Passes and prices updated');
    const plans = ownerPlanListSchema.parse(res.body.data);
    expect(plans.map((p) => [p.passType, p.active, p.pricePaise])).toEqual([
      ['day', true, 30_000],
      ['weekly', false, null],
      // off, price kept for when it is turned on again
      ['monthly', false, 250_000],
      ['quarterly', false, null],
      ['yearly', true, 1_999_900],
    ]);
    expect(await storedPrices(gym.id)).toEqual({ day: 30_000, monthly: null });

    const search = await server.current.app.inject({ method: 'GET', url: '/api/gyms.php?action=search&q=Plan%20Gym&maxPrice=300000' });
    expect((search.json().data as GymSearchResult).items).toEqual([]);
    const profile = await server.current.app.inject({ method: 'GET', url: `/api/gyms.php?action=get&id=${gym.id}` });
    expect(profile.json().data.plans.map((p: { passType: string }) => p.passType)).toEqual(['day', 'yearly']);

    await update(owner, gym.id, [{ passType: 'monthly', active: true }]);
    expect(await storedPrices(gym.id)).toEqual({ day: 30_000, monthly: 250_000 });
  });

  it('never deletes a pass (bookings point at it)', async () => {
    const { owner, gym } = await ownerWithGym();
    await update(owner, gym.id, [{ passType: 'day', active: false }]);
    const rows = await db().select().from(gymPlans).where(eq(gymPlans.gymId, gym.id));
    expect(rows.map((r) => [r.passType, r.active]).sort()).toEqual([
      ['day', false],
      ['monthly', true],
    ]);
  });

  it('refuses to turn every pass off, and writes nothing', async () => {
    const { owner, gym } = await ownerWithGym();
    const res = await update(owner, gym.id, [
      { passType: 'day', active: false },
      { passType: 'monthly', active: false },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Turn on at least one pass');
    expect(res.body.data?.fields).toEqual({ plans: 'Turn on at least one pass' });
    expect(await storedPrices(gym.id)).toEqual({ day: 20_000, monthly: 250_000 });
  });

  it.each<[string, Partial<PlanChange>[], string, string]>([
    ['a pass on without a price', [{ passType: 'weekly', active: true }], 'plans.0.pricePaise', 'Enter a price for this pass'],
    ['a price in rupees with paise as a fraction', [{ passType: 'day', active: true, pricePaise: 199.5 }], 'plans.0.pricePaise', 'Enter a price in rupees, e.g. 499 or 499.50'],
    ['a negative price', [{ passType: 'day', active: true, pricePaise: -1 }], 'plans.0.pricePaise', 'Enter a price in rupees, e.g. 499 or 499.50'],
    ['a price above ₹10,00,000', [{ passType: 'day', active: true, pricePaise: 100_000_001 }], 'plans.0.pricePaise', 'A price must be at most ₹10,00,000'],
    ['the same pass twice', [{ passType: 'day', active: true, pricePaise: 1 }, { passType: 'day', active: false }], 'plans', 'Each pass may be listed once'],
  ])('refuses %s', async (_case, plans, field, message) => {
    const { owner, gym } = await ownerWithGym();
    const res = await update(owner, gym.id, plans);
    expect(res.statusCode).toBe(400);
    expect(res.body.data?.fields?.[field]).toBe(message);
    expect(await storedPrices(gym.id)).toEqual({ day: 20_000, monthly: 250_000 });
  });

  it('refuses a duration or an unknown key from a request', async () => {
    const { owner, gym } = await ownerWithGym();
    const res = await update(owner, gym.id, [{ passType: 'day', active: true, pricePaise: 1, durationDays: 400 } as Partial<PlanChange>]);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Unknown field: plans.0.durationDays');
  });
});
