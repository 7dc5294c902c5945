import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSchema, type User } from '@contract/accounts/auth';
import { messages } from '@contract/common';
import { users } from '@server/db/schema';
import { EMAIL_TAKEN, verifyPassword } from '@server/domains/accounts/user-service';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';

const server = useTestServer();

type Body = { status: string; message: string; data?: User & { fields?: Record<string, string> } };

const getProfile = (who?: SignedIn) =>
  server.current.app.inject({ method: 'GET', url: '/api/profile.php?action=get', headers: who ? who.headers : {} });
const update = (who: SignedIn | undefined, payload: object) =>
  server.current.app.inject({ method: 'POST', url: '/api/profile.php?action=update', headers: who ? who.headers : {}, payload });
const body = (res: { json: () => unknown }) => res.json() as Body;
const storedHash = async (id: string) =>
  (await server.current.handle.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;

const complete = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.test' };

describe('profile get', () => {
  it('needs a session', async () => {
    const res = await getProfile();
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ status: 'Error', message: 'Unauthorized access' });
  });

  it('returns the signed-in user in the contract shape', async () => {
    const me = await signIn(server.current.app, { userType: 'gym_owner' });
    const res = await getProfile(me);
    expect(res.statusCode).toBe(200);
    const user = userSchema.parse(body(res).data);
    expect(user).toEqual(me.user);
    expect(user.userType).toBe('gym_owner');
  });
});

describe('profile update', () => {
  it('completes the profile with a blank password and says "Profile updated successfully"', async () => {
    const me = await signIn(server.current.app);
    const res = await update(me, { ...complete, password: '', confirmPassword: '' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      status: 'Success',
      message: 'Profile updated successfully',
      data: { ...complete, profileComplete: true, hasPassword: false, userType: 'member', id: me.user.id },
    });
    expect(body(await getProfile(me)).data).toMatchObject({ ...complete, profileComplete: true });
  });

  it('accepts the body without password fields at all', async () => {
    const me = await signIn(server.current.app);
    expect((await update(me, complete)).statusCode).toBe(200);
  });

  it('stores a typed password as a salted scrypt hash, and a blank one keeps it', async () => {
    const me = await signIn(server.current.app);
    const set = await update(me, { ...complete, password: 'correct horse', confirmPassword: 'correct horse' });
    expect(body(set).data?.hasPassword).toBe(true);
    const hash = await storedHash(me.user.id);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', hash!)).toBe(true);
    expect(await verifyPassword('wrong horse!', hash!)).toBe(false);

    const kept = await update(me, { ...complete, firstName: 'Ashu', password: '', confirmPassword: '' });
    expect(body(kept).data).toMatchObject({ firstName: 'Ashu', hasPassword: true });
    expect(await storedHash(me.user.id)).toBe(hash);
  });

  it('salts every hash: one password, two users, two hashes', async () => {
    const a = await signIn(server.current.app);
    const b = await signIn(server.current.app);
    const payload = { ...complete, password: 'same password', confirmPassword: 'same password' };
    await update(a, payload);
    await update(b, payload);
    expect(await storedHash(a.user.id)).not.toBe(await storedHash(b.user.id));
  });

  it.each([
    [{ ...complete, firstName: '' }, 'firstName', messages.namesRequired],
    [{ lastName: 'Verma', email: 'a@b.in' }, 'firstName', messages.namesRequired],
    [{ ...complete, lastName: '   ' }, 'lastName', messages.namesRequired],
    [{ ...complete, email: '' }, 'email', messages.emailRequired],
    [{ ...complete, email: 'not-an-email' }, 'email', messages.emailInvalid],
    [{ ...complete, password: 'short', confirmPassword: 'short' }, 'password', messages.passwordShort],
    [{ ...complete, password: 'long enough', confirmPassword: 'different!' }, 'confirmPassword', messages.passwordMismatch],
  ])('refuses %j: %s gets "%s"', async (payload, field, message) => {
    const me = await signIn(server.current.app);
    const res = await update(me, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ status: 'Error', message, data: { fields: { [field]: message } } });
  });

  it('refuses unknown keys, so the user type cannot be changed through the profile', async () => {
    const me = await signIn(server.current.app);
    const res = await update(me, { ...complete, userType: 'gym_owner' });
    expect(res.statusCode).toBe(400);
    expect(body(await getProfile(me)).data?.userType).toBe('member');
  });

  it('needs a session', async () => {
    const res = await update(undefined, complete);
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe('Unauthorized access');
  });

  it('changes only the caller\'s own profile', async () => {
    const me = await signIn(server.current.app);
    const other = await signIn(server.current.app);
    await update(me, complete);
    expect(body(await getProfile(other)).data).toMatchObject({ firstName: null, lastName: null, email: null, profileComplete: false });
  });
});

describe('profile email', () => {
  it('refuses an email already on another account with 409, whatever its case, and keeps one\'s own', async () => {
    const first = await signIn(server.current.app, { userType: 'member' });
    const second = await signIn(server.current.app, { userType: 'member' });
    expect((await update(first, { ...complete, password: '' })).statusCode).toBe(200);
    const taken = await update(second, { ...complete, email: 'ASHA@example.test', password: '' });
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toEqual({ status: 'Error', message: EMAIL_TAKEN });
    expect((await update(first, { ...complete, firstName: 'Asha R', password: '' })).statusCode).toBe(200);
  });

  it('gives one email to one account when several save it at once: one 200, the rest the same 409, never a 500', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => signIn(server.current.app)));
    // A new password is hashed between the service's check and its write: every save passes the check first.
    const save = (who: SignedIn, i: number) =>
      update(who, { ...complete, email: i % 2 ? 'RACE@example.test' : 'race@example.test', password: 'long enough', confirmPassword: 'long enough' });
    const answers = await Promise.all(people.map(save));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const lost of answers.filter((r) => r.statusCode === 409)) expect(body(lost)).toEqual({ status: 'Error', message: EMAIL_TAKEN });
  });

  it('the database itself holds one account per email whatever its case, and any number without one', async () => {
    const db = server.current.handle.db;
    const at = new Date();
    const row = (mobile: string, email: string | null) => ({ mobile, email, termsAcceptedAt: at });
    await db.insert(users).values([row('+919800000001', 'Same@Example.test'), row('+919800000002', null), row('+919800000003', null)]);
    await expect(db.insert(users).values(row('+919800000004', 'same@example.TEST'))).rejects.toThrow();
  });
});

describe('profile names', () => {
  it('keeps what a person writes and drops controls, bidi overrides and zero-width characters', async () => {
    const me = await signIn(server.current.app, { userType: 'member' });
    const res = await update(me, { ...complete, email: 'names@example.test', firstName: 'Zo\u200Be\u202E\u0007', lastName: "D'Souza-Rao", password: '' });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ firstName: 'Zoe', lastName: "D'Souza-Rao" });
  });

  it.each(['Asha1', '<script>', 'Asha\uD800'])('refuses the name %j with 400', async (firstName) => {
    const me = await signIn(server.current.app, { userType: 'member' });
    const res = await update(me, { ...complete, email: 'names2@example.test', firstName, password: '' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the language on the account (issue 37)', () => {
  const setLanguage = (who: SignedIn | undefined, payload: object) =>
    server.current.app.inject({ method: 'POST', url: '/api/profile.php?action=language', headers: who ? who.headers : {}, payload });

  it('starts in English, and profile.php?action=get returns it', async () => {
    const who = await signIn(server.current.app);
    expect(body(await getProfile(who)).data!.language).toBe('en');
  });

  it('is saved beside the other fields by action=update, and alone by action=language (a profile not filled in yet)', async () => {
    const who = await signIn(server.current.app);
    const alone = await setLanguage(who, { language: 'ta' });
    expect(alone.statusCode).toBe(200);
    expect(body(alone).data!.language).toBe('ta');
    expect(body(alone).data!.profileComplete).toBe(false);
    const updated = await update(who, { ...complete, email: 'bhasha@example.test', language: 'hi' });
    expect(body(updated).data!.language).toBe('hi');
    // Left out, the stored language stays.
    await update(who, { ...complete, email: 'bhasha@example.test' });
    expect(body(await getProfile(who)).data!.language).toBe('hi');
  });

  it('refuses a language we do not speak, with a field error, and needs a session', async () => {
    const who = await signIn(server.current.app);
    const res = await setLanguage(who, { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(body(res).data!.fields).toHaveProperty('language');
    expect(body(await getProfile(who)).data!.language).toBe('en');
    expect((await setLanguage(undefined, { language: 'hi' })).statusCode).toBe(401);
  });
});
