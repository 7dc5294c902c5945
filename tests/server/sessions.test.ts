import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceSessionListSchema, type DeviceSession } from '@contract/accounts/sessions';
import { sessions } from '@server/db/schema';
import { signIn, uniqueMobile, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';

const server = useTestServer();
const app = () => server.current.app;

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const list = (who?: SignedIn) => app().inject({ method: 'GET', url: '/api/sessions.php?action=list', headers: who?.headers ?? {} });
const revoke = (who: SignedIn | undefined, payload: object) =>
  app().inject({ method: 'POST', url: '/api/sessions.php?action=revoke', headers: who?.headers ?? {}, payload });
const revokeOthers = (who?: SignedIn) => app().inject({ method: 'POST', url: '/api/sessions.php?action=revoke-others', headers: who?.headers ?? {} });
const profileStatus = async (who: SignedIn) =>
  (await app().inject({ method: 'GET', url: '/api/profile.php?action=get', headers: who.headers })).statusCode;
const devices = async (who: SignedIn): Promise<DeviceSession[]> => {
  const res = await list(who);
  expect(res.statusCode).toBe(200);
  return deviceSessionListSchema.parse(res.json().data);
};

/** One person signed in on three devices, and a stranger. */
async function threeDevices(userType: 'member' | 'gym_owner' | 'trainer' = 'member') {
  const mobile = uniqueMobile();
  const phone = await signIn(app(), { mobile, userType, userAgent: ANDROID_CHROME });
  const iphone = await signIn(app(), { mobile, userType, userAgent: IPHONE_SAFARI });
  const laptop = await signIn(app(), { mobile, userType, userAgent: WINDOWS_FIREFOX });
  const stranger = await signIn(app(), { userType, userAgent: ANDROID_CHROME });
  return { mobile, phone, iphone, laptop, stranger };
}

describe('signed-in devices', () => {
  it('asks who is calling before anything else: signed out is 401 whatever the body', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await revoke(undefined, { sessionId: ['x'], extra: '__proto__' })).statusCode).toBe(401);
    expect((await revokeOthers()).statusCode).toBe(401);
    expect((await list()).json()).toEqual({ status: 'Error', message: 'Unauthorized access' });
  });

  it.each(['member', 'gym_owner', 'trainer'] as const)('lists only my live sessions to a %s, with device labels and this one marked current', async (userType) => {
    const { phone, iphone, laptop, stranger } = await threeDevices(userType);
    const mine = await devices(iphone);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({ deviceLabel: 'Safari on iPhone', current: true });
    expect(mine.filter((d) => d.current)).toHaveLength(1);
    expect(mine.map((d) => d.deviceLabel).sort()).toEqual(['Chrome on Android', 'Firefox on Windows', 'Safari on iPhone']);
    // Nothing that could sign someone in, nor where the device was.
    for (const device of mine) expect(Object.keys(device).sort()).toEqual(['createdAt', 'current', 'deviceLabel', 'id', 'lastSeenAt']);
    const strangers = await devices(stranger);
    expect(strangers).toHaveLength(1);
    expect(mine.map((d) => d.id)).not.toContain(strangers[0]!.id);
    expect((await devices(laptop)).find((d) => d.current)?.deviceLabel).toBe('Firefox on Windows');
    expect((await devices(phone)).find((d) => d.current)?.deviceLabel).toBe('Chrome on Android');
  });

  it('stores the device label, never the raw User-Agent or an address', async () => {
    const me = await signIn(app(), { userAgent: ANDROID_CHROME });
    const [row] = await server.current.handle.db.select().from(sessions).where(eq(sessions.userId, me.user.id));
    expect(row!.deviceLabel).toBe('Chrome on Android');
    expect(JSON.stringify(row)).not.toContain('Pixel');
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');
  });

  it('a sign-in that names no browser is listed with no label', async () => {
    const me = await signIn(app());
    expect((await devices(me))[0]).toMatchObject({ deviceLabel: null, current: true });
  });

  it('signs out one of my devices: its next call is 401 and it leaves the list; the others stay in', async () => {
    const { phone, iphone, laptop } = await threeDevices();
    const target = (await devices(phone)).find((d) => d.deviceLabel === 'Safari on iPhone')!;
    const res = await revoke(phone, { sessionId: target.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', message: 'Signed out of the device' });
    expect(await profileStatus(iphone)).toBe(401);
    expect((await list(iphone)).statusCode).toBe(401);
    expect(await profileStatus(phone)).toBe(200);
    expect(await profileStatus(laptop)).toBe(200);
    expect((await devices(laptop)).map((d) => d.id)).not.toContain(target.id);
    // Signed out already: nothing left to end.
    expect((await revoke(phone, { sessionId: target.id })).statusCode).toBe(404);
  });

  it('another person’s session, or an unknown id, is 404 and stays signed in', async () => {
    const { phone, stranger } = await threeDevices();
    const theirs = (await devices(stranger))[0]!;
    const res = await revoke(phone, { sessionId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'Error', message: 'Device not found' });
    expect((await revoke(phone, { sessionId: 'no-such-session' })).statusCode).toBe(404);
    expect(await profileStatus(stranger)).toBe(200);
  });

  it('refuses a malformed body with 400 and a message, not 500', async () => {
    const me = await signIn(app());
    for (const payload of [{}, { sessionId: '' }, { sessionId: 7 }, { sessionId: ['a'] }, { sessionId: 'x'.repeat(65) }, { sessionId: 'a', more: 1 }]) {
      const res = await revoke(me, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe('Error');
    }
  });

  it('signs out of all other devices: they get 401, this one and strangers stay signed in', async () => {
    const { phone, iphone, laptop, stranger } = await threeDevices('gym_owner');
    const res = await revokeOthers(laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: 'Signed out of all other devices', data: { revoked: 2 } });
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(iphone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(200);
    expect(await profileStatus(stranger)).toBe(200);
    expect((await devices(laptop)).map((d) => d.current)).toEqual([true]);
    // Again: nobody else left.
    expect((await revokeOthers(laptop)).json().data).toEqual({ revoked: 0 });
  });

  it('this device signs out with logout; then it is 401 and leaves the others’ lists', async () => {
    const { phone, laptop } = await threeDevices();
    const logout = await app().inject({ method: 'POST', url: '/api/auth-otp.php?action=logout', headers: phone.headers });
    expect(logout.statusCode).toBe(200);
    expect((await list(phone)).statusCode).toBe(401);
    expect((await revokeOthers(phone)).statusCode).toBe(401);
    expect((await devices(laptop)).map((d) => d.deviceLabel)).not.toContain('Chrome on Android');
  });

  it('an expired session is neither listed nor revocable', async () => {
    const { phone, laptop } = await threeDevices();
    const phoneId = (await devices(phone)).find((d) => d.current)!.id;
    await server.current.handle.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, phoneId));
    expect((await devices(laptop)).map((d) => d.id)).not.toContain(phoneId);
    expect((await revoke(laptop, { sessionId: phoneId })).statusCode).toBe(404);
  });

  it('deletes a person’s ended sessions when they sign in again, and nobody else’s', async () => {
    const { mobile, phone, iphone, laptop, stranger } = await threeDevices();
    const db = server.current.handle.db;
    const rowsOf = async (userId: string) => (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map((row) => row.id);
    const currentId = async (who: SignedIn) => (await devices(who)).find((d) => d.current)!.id;
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, await currentId(iphone)));
    await revokeOthers(laptop);
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, stranger.user.id));
    expect(await rowsOf(phone.user.id)).toHaveLength(3);

    const tablet = await signIn(app(), { mobile, userType: 'member', userAgent: IPHONE_SAFARI });
    expect((await rowsOf(phone.user.id)).sort()).toEqual([await currentId(laptop), await currentId(tablet)].sort());
    expect(await profileStatus(phone)).toBe(401);
    expect(await rowsOf(stranger.user.id)).toHaveLength(1);
  });
});
