import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { testConfig, TEST_APP_SECRET } from '@tests/utils/test-config';
import { hintedSession, roleHintValue } from '@server/plugins/app/role-hint';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';

// The role hint (server/plugins/app/role-hint.ts): which signed-in area's placeholder the server may send.
const server = useTestServer();

const shell = (root: string) => `<!doctype html><html lang="en"><head><title>Gymkhana</title></head><body>${root}</body></html>`;
const PLAIN = shell('<div id="root"></div>');
const OWNER_PAGE = shell('<div id="root" data-placeholder><p>Gym owner area</p><h1>Dashboard</h1></div>');
const MEMBER_PAGE = shell('<div id="root" data-placeholder><h1>My bookings</h1></div>');
const hasOwnerArea = (html: string) => html.includes('Gym owner area');
const hasMemberArea = (html: string) => html.includes('My bookings');

let dir = '';
let app: FastifyInstance;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gymkhana-role-hint-'));
  await mkdir(join(dir, 'pages', 'member'), { recursive: true });
  await writeFile(join(dir, 'index.html'), PLAIN);
  await writeFile(join(dir, 'pages', 'gym_owner.html'), OWNER_PAGE);
  await writeFile(join(dir, 'pages', 'member', 'view-bookings.html'), MEMBER_PAGE);
});
beforeEach(async () => {
  app = await buildApp({ config: testConfig({ SERVE_SPA: true, SPA_DIR: dir }), db: server.current.handle.db });
  await app.ready();
  return () => app.close();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const page = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const setCookie = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');

describe('the role hint cookie', () => {
  it('is set at sign-in for the role of the account, signed, for the whole site, readable by the page and not sent cross-site', async () => {
    for (const userType of ['member', 'gym_owner'] as const) {
      const who = await signIn(app, { userType });
      expect(who.roleHint).toMatch(new RegExp(`^gk_role=${userType}\\.[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$`));
      expect(hintedSession(TEST_APP_SECRET, who.roleHint)?.role).toBe(userType);
    }
    const res = await app.inject({ method: 'POST', url: '/api/auth-otp.php?action=logout', headers: (await signIn(app)).headers });
    expect(setCookie(res)).toBe('gk_role=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('is set at sign-in with the attributes a role hint needs, and again by the profile call for a session that has none', async () => {
    const who = await signIn(app, { userType: 'gym_owner' });
    const profile = await app.inject({ method: 'GET', url: '/api/profile.php?action=get', headers: who.headers });
    expect(setCookie(profile)).toBe(`${who.roleHint}; Max-Age=2592000; Path=/; SameSite=Lax`);
    expect(setCookie(profile)).not.toMatch(/HttpOnly/i);
  });

  it('cannot be made up: another role, session or secret, or a mangled value, names no one', () => {
    const value = roleHintValue(TEST_APP_SECRET, { sessionId: 'abc', userType: 'member' })!;
    const [, sessionId, signature] = value.split('.');
    expect(hintedSession(TEST_APP_SECRET, `a=1; gk_role=${value}; b=2`)).toEqual({ role: 'member', sessionId: 'abc' });
    for (const forged of [
      `gym_owner.${sessionId}.${signature}`,
      `member.abd.${signature}`,
      roleHintValue('another-secret-0123456789abcdef0123456789', { sessionId: 'abc', userType: 'member' }),
      `${value}.x`,
      'gym_owner',
      '',
    ]) {
      expect(hintedSession(TEST_APP_SECRET, `gk_role=${forged}`)).toBeNull();
    }
    expect(roleHintValue(TEST_APP_SECRET, { sessionId: 'abc', userType: 'trainer' })).toBeNull();
  });
});

describe("the page the server sends for a signed-in area's URL", () => {
  let owner: SignedIn;
  let member: SignedIn;
  beforeEach(async () => {
    owner = await signIn(app, { userType: 'gym_owner' });
    member = await signIn(app, { userType: 'member' });
  });

  it("draws the owner's placeholder only for a live owner session's hint, the member's only for a member's", async () => {
    expect(hasOwnerArea((await page('/gym_owner', owner.roleHint)).body)).toBe(true);
    expect(hasMemberArea((await page('/member/view-bookings', member.roleHint)).body)).toBe(true);
  });

  it('sends the plain shell to a member, a signed-out visitor and a forged hint on the owner area', async () => {
    const [, sessionId, signature] = member.roleHint.split('.');
    for (const cookie of [member.roleHint, undefined, 'gk_role=gym_owner', `gk_role=gym_owner.${sessionId}.${signature}`]) {
      const res = await page('/gym_owner', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(PLAIN);
    }
  });

  it("sends the plain shell to an owner and a signed-out visitor on the member's area", async () => {
    for (const cookie of [owner.roleHint, undefined]) expect((await page('/member/view-bookings', cookie)).body).toBe(PLAIN);
  });

  it('sends the plain shell for a hint whose session has ended (signed out elsewhere, the cookie left behind)', async () => {
    await app.inject({ method: 'POST', url: '/api/auth-otp.php?action=logout', headers: owner.headers });
    expect((await page('/gym_owner', owner.roleHint)).body).toBe(PLAIN);
  });

  it('tells caches the page depends on the cookie and is no one else’s', async () => {
    for (const cookie of [owner.roleHint, undefined]) {
      const res = await page('/gym_owner', cookie);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(String(res.headers.vary)).toMatch(/^cookie\b/);
    }
  });
});
