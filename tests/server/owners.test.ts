import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GymDetail, GymSearchResult } from '@contract/gyms/gyms';
import { ownerMessages, ownerRegistrationDataSchema, type OwnerRegistrationBody } from '@contract/accounts/owners';
import { gyms, users } from '@server/db/schema';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';
import { validGymBody } from '@tests/utils/owner-gym-bodies';

const server = useTestServer();
const db = () => server.current.handle.db;

const owner = { firstName: 'Meera', lastName: 'Kulkarni', email: 'meera@sahyadri.example' };
const body = (overrides: Partial<OwnerRegistrationBody> = {}): OwnerRegistrationBody => ({ owner, gym: validGymBody(), ...overrides });

async function register(who: SignedIn | undefined, payload: object) {
  const res = await server.current.app.inject({ method: 'POST', url: '/api/owners.php?action=register', headers: who?.headers ?? {}, payload });
  return { statusCode: res.statusCode, body: res.json() as { status: string; message: string; data?: unknown } };
}
const gymsOf = (userId: string) => db().select({ id: gyms.id }).from(gyms).where(eq(gyms.ownerId, userId));

describe('owners.php?action=register', () => {
  it('completes a new owner’s profile and lists their first gym, with its prices, in search and on its profile', async () => {
    const newOwner = await signIn(server.current.app, { userType: 'gym_owner' });
    expect(newOwner.user).toMatchObject({ userType: 'gym_owner', profileComplete: false });
    const res = await register(newOwner, body());
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Registration successful!');
    const data = ownerRegistrationDataSchema.parse(res.body.data);
    expect(data.user).toMatchObject({ id: newOwner.user.id, firstName: 'Meera', lastName: 'Kulkarni', email: 'meera@sahyadri.example', userType: 'gym_owner', profileComplete: true });
    expect(await gymsOf(newOwner.user.id)).toEqual([{ id: data.gymId }]);

    const search = await server.current.app.inject({ method: 'GET', url: '/api/gyms.php?action=search&q=Sahyadri' });
    expect((search.json().data as GymSearchResult).items.map((g) => [g.id, g.dayPassPaise, g.monthlyPaise])).toEqual([[data.gymId, 25_000, 299_900]]);
    const profile = (await server.current.app.inject({ method: 'GET', url: `/api/gyms.php?action=get&id=${data.gymId}` })).json().data as GymDetail;
    expect(profile).toMatchObject({ name: 'Sahyadri Strength Club', ownerName: 'Meera Kulkarni' });
  });

  it('tells a member’s number that it belongs to a member, and changes nothing', async () => {
    const member = await signIn(server.current.app, { userType: 'member' });
    const res = await register(member, body());
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(ownerMessages.memberNumber);
    const [row] = await db().select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ userType: 'member', firstName: null, email: null });
    expect(await db().select().from(gyms)).toEqual([]);
  });

  it('a member who ticks "gym owner" at sign-in is still a member and is still refused', async () => {
    const member = await signIn(server.current.app, { userType: 'member' });
    const again = await signIn(server.current.app, { mobile: member.user.mobile.replace('+91', ''), userType: 'gym_owner' }).catch(() => null);
    // Either sign-in keeps the stored type or refuses outright: never a silent change of role.
    if (again) {
      expect(again.user.userType).toBe('member');
      expect((await register(again, body())).statusCode).toBe(403);
    }
    const [row] = await db().select({ userType: users.userType }).from(users).where(eq(users.id, member.user.id));
    expect(row!.userType).toBe('member');
  });

  it('tells a trainer’s number the same', async () => {
    const trainer = await signIn(server.current.app, { userType: 'gym_owner' });
    await db().update(users).set({ userType: 'trainer' }).where(eq(users.id, trainer.user.id));
    const res = await register(trainer, body());
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(ownerMessages.trainerNumber);
  });

  it('registers once: an owner with a gym adds more from Manage gyms', async () => {
    const existing = await signIn(server.current.app, { userType: 'gym_owner' });
    await createGym(db(), { ownerId: existing.user.id });
    const res = await register(existing, body());
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('You have already registered a gym. Add more gyms from Manage gyms.');
    expect(await gymsOf(existing.user.id)).toHaveLength(1);
  });

  it('needs a signed-in account', async () => {
    expect((await register(undefined, body())).statusCode).toBe(401);
  });

  it.each<[string, object]>([
    ['no gym at all', { owner }],
    ['an empty body', {}],
    ['a gym that is not an object', { owner, gym: 'Sahyadri' }],
    ['a gym that is a list', { owner, gym: [validGymBody()] }],
  ])('refuses %s with 400 and a message, not 500 (the gym rules run only on a gym)', async (_name, payload) => {
    const me = await signIn(server.current.app, { userType: 'gym_owner' });
    const res = await register(me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'Error', data: { fields: { gym: expect.any(String) } } });
  });

  it.each<[string, object, string, string]>([
    ['no first name', { owner: { ...owner, firstName: ' ' }, gym: validGymBody() }, 'owner.firstName', 'First and last name are required'],
    ['no last name', { owner: { ...owner, lastName: '' }, gym: validGymBody() }, 'owner.lastName', 'First and last name are required'],
    ['no email', { owner: { ...owner, email: '' }, gym: validGymBody() }, 'owner.email', 'Email is required'],
    ['a malformed email', { owner: { ...owner, email: 'meera' }, gym: validGymBody() }, 'owner.email', 'Please enter a valid email address'],
    ['a 7-digit pincode', { owner, gym: validGymBody({ pincode: '4110451' }) }, 'gym.pincode', 'Pincode must be 6 digits'],
    ['a malformed contact number', { owner, gym: validGymBody({ contactNumber: '555-0100' }) }, 'gym.contactNumber', 'Invalid contact number format'],
    ['a year to come', { owner, gym: validGymBody({ establishedYear: 3000 }) }, 'gym.establishedYear', `Please enter a valid year between 1900 and ${new Date().getFullYear()}`],
    ['no gym name', { owner, gym: validGymBody({ name: '' }) }, 'gym.name', 'Gym name is required'],
    ['a user type in the owner', { owner: { ...owner, userType: 'gym_owner' }, gym: validGymBody() }, 'owner.userType', 'Unknown field: owner.userType'],
    ['an owner id in the gym', { owner, gym: { ...validGymBody(), ownerId: 'someone' } }, 'gym.ownerId', 'Unknown field: gym.ownerId'],
  ])('refuses %s, writing nothing', async (_case, payload, field, message) => {
    const newOwner = await signIn(server.current.app, { userType: 'gym_owner' });
    const res = await register(newOwner, payload);
    expect(res.statusCode).toBe(400);
    expect((res.body.data as { fields: Record<string, string> }).fields[field]).toBe(message);
    expect(await gymsOf(newOwner.user.id)).toEqual([]);
    const [row] = await db().select({ firstName: users.firstName }).from(users).where(eq(users.id, newOwner.user.id));
    expect(row!.firstName).toBeNull();
  });
});
