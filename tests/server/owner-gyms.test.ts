import { describe, expect, it } from 'vitest';
import { ownerGymListSchema } from '@contract/owner-gyms';
import { bookings } from '@server/db/schema';
import { requireOwnedGym } from '@server/services/ownership';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createMember, deactivateGym } from '@tests/utils/factories';

const server = useTestServer();
const db = () => server.current.handle.db;

const mine = (who?: SignedIn) =>
  server.current.app.inject({ method: 'GET', url: '/api/gyms.php?action=mine', headers: who ? who.headers : {} });

/** Signs in a new owner and hands them `count` gyms (named so the order is known). */
async function ownerWithGyms(names: string[]) {
  const owner = await signIn(server.current.app, { userType: 'gym_owner' });
  const gyms = [];
  for (const name of names) gyms.push(await createGym(db(), { ownerId: owner.user.id, name }));
  return { owner, gyms };
}

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
    await expect(requireOwnedGym(db(), owner.user.id, theirs.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(requireOwnedGym(db(), owner.user.id, 'no-such-gym')).rejects.toMatchObject({ statusCode: 404 });
  });
});
