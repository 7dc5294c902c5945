import { createHash, createHmac } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { userSchema } from '@contract/accounts/auth';
import { messages } from '@contract/common';
import { loadConfig } from '@server/config';
import { TEST_APP_SECRET } from '@tests/utils/test-config';
import { otpChallenges, sessions, users } from '@server/db/schema';
import { consoleSms, fileSms, httpSms, type SmsProvider } from '@server/providers/sms';
import { PROVIDER_TIMEOUT_MS, SIGN_IN_SMS_WAIT_MS } from '@server/providers/delivery-errors';
import { createOtpService, otpMessages } from '@server/domains/accounts/otp-service';
import { createSessionService } from '@server/domains/accounts/session-service';
import { createUserService } from '@server/domains/accounts/user-service';
import { readOtp, signIn, uniqueMobile } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';

// The dates written here are data: no rule under test compares them with today.

// Production's per-IP OTP cap (testConfig lifts it for other suites).
const server = useTestServer({ OTP_IP_HOURLY_MAX: loadConfig({}).OTP_IP_HOURLY_MAX });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Body = { status: string; message: string; data?: Record<string, unknown> };

function post(action: string, payload: unknown, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  return server.current.app.inject({ method: 'POST', url: `/api/auth-otp.php?action=${action}`, payload: payload as object, ...extra });
}
const sendOtp = (mobile: string, userType = 'member', remoteAddress?: string) =>
  post('send-otp', { mobile, userType }, remoteAddress ? { remoteAddress } : {});
const verify = (mobile: string, otp: string, userType = 'member', remoteAddress?: string) =>
  post('verify-otp-login', { mobile, otp, userType }, remoteAddress ? { remoteAddress } : {});
const body = (res: { json: () => unknown }) => res.json() as Body;
const advance = (ms: number) => server.current.clock.advance(ms);
const getProfile = (token: string) =>
  server.current.app.inject({ method: 'GET', url: '/api/profile.php?action=get', headers: { authorization: `Bearer ${token}` } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A wrong code, after waiting out any delay the earlier wrong codes earned. */
async function patientlyWrong(mobile: string, code: string) {
  const res = await verify(mobile, wrongCode(code));
  if (res.statusCode !== 429) return res;
  advance(Number(res.headers['retry-after']) * SECOND);
  return verify(mobile, wrongCode(code));
}

async function sendAndRead(mobile: string, userType = 'member', remoteAddress?: string): Promise<string> {
  const res = await sendOtp(mobile, userType, remoteAddress);
  expect(res.statusCode).toBe(200);
  return readOtp(server.current.app, mobile);
}

describe('send-otp', () => {
  it("texts the code in the sign-in screen's language (Accept-Language): no account is looked up to send it", async () => {
    const texts: Record<string, string> = {};
    for (const language of ['en', 'hi', 'ta']) {
      const mobile = uniqueMobile();
      const res = await post('send-otp', { mobile, userType: 'member' }, { headers: { 'accept-language': language } });
      expect(res.statusCode).toBe(200);
      const outbox = (await readFile(server.current.config.SMS_OUTBOX_FILE, 'utf8')).trim().split('\n');
      texts[language] = outbox.map((line) => JSON.parse(line) as { mobile: string; text: string }).findLast((m) => m.mobile.endsWith(mobile))!.text;
    }
    expect(texts.en).toMatch(/^\d{6} is your Gymkhana sign-in code\. It expires in 5 minutes\. Never share it\.$/);
    expect(texts.hi).toMatch(/^\d{6} आपका Gymkhana साइन-इन OTP है। यह 5 मिनट में/);
    expect(texts.ta).toMatch(/^\d{6} உங்கள் Gymkhana சைன்-இன் OTP\. இது 5 நிமிடங்களில்/);
  });

  it('texts a 6-digit code and answers with the spec message and the countdown', async () => {
    const mobile = uniqueMobile();
    const res = await sendOtp(mobile);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ status: 'Success', message: 'OTP sent successfully', data: { resendAfter: 30, expiresIn: 300 } });
    const lines = (await readFile(server.current.config.SMS_OUTBOX_FILE, 'utf8')).trim().split('\n');
    const last = JSON.parse(lines.at(-1)!) as { mobile: string; text: string; at: string };
    expect(last.mobile).toBe(`+91${mobile}`);
    expect(last.text).toMatch(/(?<!\d)\d{6}(?!\d)/);
    expect(Number.isNaN(Date.parse(last.at))).toBe(false);
  });

  it('answers alike, in status, text and shape, for registered and unknown numbers', async () => {
    const registered = uniqueMobile();
    await signIn(server.current.app, { mobile: registered });
    advance(31 * SECOND);
    const known = await sendOtp(registered);
    const unknown = await sendOtp(uniqueMobile());
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
  });

  it('stores only an HMAC of the code, bound to its challenge id', async () => {
    const mobile = uniqueMobile();
    const code = await sendAndRead(mobile);
    const [row] = await server.current.handle.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, `+91${mobile}`));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toBe(createHmac('sha256', TEST_APP_SECRET).update(`${row!.id}:${code}`).digest('hex'));
  });

  it.each([
    [{ mobile: '9876543210' }, messages.mobileAndTypeRequired],
    [{ userType: 'member' }, messages.mobileAndTypeRequired],
    [{ mobile: '', userType: 'member' }, messages.mobileAndTypeRequired],
    [{}, messages.mobileAndTypeRequired],
    [{ mobile: '5876543210', userType: 'member' }, messages.mobileInvalid],
    [{ mobile: '98765', userType: 'member' }, messages.mobileInvalid],
    [{ mobile: '+9198765432101', userType: 'member' }, messages.mobileInvalid],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const res = await post('send-otp', payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ status: 'Error', message });
  });

  it('refuses an unknown user type and unknown keys', async () => {
    const unknown = await post('send-otp', { mobile: '9876543210', userType: 'superuser' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe('Unknown user type');
    // admin is a known type, but only for ADMIN_MOBILES (tests/server/admin.test.ts): this number is refused, not texted.
    const admin = await post('send-otp', { mobile: '9876543210', userType: 'admin' });
    expect(admin.statusCode).toBe(403);
    const extra = await post('send-otp', { mobile: '9876543210', userType: 'member', isAdmin: true });
    expect(extra.statusCode).toBe(400);
    expect(body(extra).status).toBe('Error');
  });

  it('refuses an empty body with the spec message, not a 500', async () => {
    const res = await server.current.app.inject({ method: 'POST', url: '/api/auth-otp.php?action=send-otp', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(messages.mobileAndTypeRequired);
  });
});

describe('resend and send caps', () => {
  it('refuses a resend before 30 s with 429, Retry-After and data.retryAfter', async () => {
    const mobile = uniqueMobile();
    await sendAndRead(mobile);
    const early = await sendOtp(mobile);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    expect(body(early)).toEqual({ status: 'Error', message: 'Resend not allowed yet', data: { retryAfter: 30 } });
    advance(29 * SECOND);
    expect(body(await sendOtp(mobile)).data).toEqual({ retryAfter: 1 });
    advance(1 * SECOND);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
  });

  it('sends one SMS for simultaneous requests for one number', async () => {
    const mobile = uniqueMobile();
    const answers = await Promise.all([sendOtp(mobile), sendOtp(mobile), sendOtp(mobile)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
  });

  it('sends at most 5 SMS an hour per number', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp(mobile)).statusCode).toBe(200);
      advance(31 * SECOND);
    }
    const sixth = await sendOtp(mobile);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(sixth).message).toBe(otpMessages.tooMany);
    advance(HOUR - 5 * 31 * SECOND + SECOND);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
  });

  it('sends at most 10 SMS a day per number', async () => {
    const mobile = uniqueMobile();
    for (let hour = 0; hour < 2; hour += 1) {
      for (let i = 0; i < 5; i += 1) {
        expect((await sendOtp(mobile)).statusCode).toBe(200);
        advance(31 * SECOND);
      }
      advance(HOUR);
    }
    const eleventh = await sendOtp(mobile);
    expect(eleventh.statusCode).toBe(429);
    expect(body(eleventh).message).toBe(otpMessages.tooMany);
    advance(DAY - 2 * HOUR);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
  });

  it('caps SMS per IP address at 20 an hour, whatever the numbers', async () => {
    for (let i = 0; i < 20; i += 1) expect((await sendOtp(uniqueMobile(), 'member', '203.0.113.7')).statusCode).toBe(200);
    const capped = await sendOtp(uniqueMobile(), 'member', '203.0.113.7');
    expect(capped.statusCode).toBe(429);
    expect(body(capped).message).toBe(otpMessages.tooMany);
    expect((await sendOtp(uniqueMobile(), 'member', '203.0.113.8')).statusCode).toBe(200);
    advance(HOUR + SECOND);
    expect((await sendOtp(uniqueMobile(), 'member', '203.0.113.7')).statusCode).toBe(200);
  });
});

describe('verify-otp-login', () => {
  it('creates the account on first sign-in with the type asked and returns token and user', async () => {
    const mobile = uniqueMobile();
    const code = await sendAndRead(mobile, 'gym_owner');
    const res = await verify(mobile, code, 'gym_owner');
    expect(res.statusCode).toBe(200);
    const { status, message, data } = body(res);
    expect({ status, message }).toEqual({ status: 'Success', message: 'Login successful!' });
    const user = userSchema.parse(data!.user);
    expect(user).toMatchObject({ mobile: `+91${mobile}`, userType: 'gym_owner', profileComplete: false, hasPassword: false });
    expect(data!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps the stored user type for an existing account: a member cannot become an owner at sign-in', async () => {
    const mobile = uniqueMobile();
    const first = await signIn(server.current.app, { mobile, userType: 'member' });
    advance(31 * SECOND);
    const again = await signIn(server.current.app, { mobile, userType: 'gym_owner' });
    expect(again.user.id).toBe(first.user.id);
    expect(again.user.userType).toBe('member');
  });

  it('treats +91, 0, bare, spaced and dashed forms of a number as one account', async () => {
    const bare = uniqueMobile();
    const a = await signIn(server.current.app, { mobile: bare });
    advance(31 * SECOND);
    const b = await signIn(server.current.app, { mobile: `+91${bare}` });
    advance(31 * SECOND);
    const c = await signIn(server.current.app, { mobile: `0${bare}` });
    advance(31 * SECOND);
    const spaced = `+91 ${bare.slice(0, 5)} ${bare.slice(5)}`;
    const d = await signIn(server.current.app, { mobile: spaced });
    advance(31 * SECOND);
    const e = await signIn(server.current.app, { mobile: `0${bare.slice(0, 5)}-${bare.slice(5)}` });
    expect(new Set([a.user.id, b.user.id, c.user.id, d.user.id, e.user.id]).size).toBe(1);
    expect(d.user.mobile).toBe(`+91${bare}`);
  });

  it('refuses a wrong code with 400 "Invalid credentials"', async () => {
    const mobile = uniqueMobile();
    const code = await sendAndRead(mobile);
    const res = await verify(mobile, wrongCode(code));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ status: 'Error', message: 'Invalid credentials' });
  });

  it('says with a wrong code how many tries the code has left', async () => {
    const mobile = uniqueMobile();
    const code = await sendAndRead(mobile);
    const left = [];
    for (let i = 0; i < 5; i += 1) left.push(body(await patientlyWrong(mobile, code)).data?.attemptsLeft);
    expect(left).toEqual([4, 3, 2, 1, 0]);
  });

  it('accepts a code once only', async () => {
    const mobile = uniqueMobile();
    const code = await sendAndRead(mobile);
    expect((await verify(mobile, code)).statusCode).toBe(200);
    const replay = await verify(mobile, code);
    expect(replay.statusCode).toBe(400);
    expect(body(replay).message).toBe('Invalid credentials');
  });

  it('lets only one of two simultaneous verifies of the same code through', async () => {
    const mobile = uniqueMobile();
    const code = await sendAndRead(mobile);
    const answers = await Promise.all([verify(mobile, code), verify(mobile, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a code without a challenge for that number', async () => {
    const res = await verify(uniqueMobile(), '123456');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Invalid credentials');
  });

  it('binds the code to its number', async () => {
    const mobile = uniqueMobile();
    const other = uniqueMobile();
    const code = await sendAndRead(mobile);
    await sendAndRead(other);
    const res = await verify(other, code);
    // The other number's own code might coincide (1 in a million); its row then shows success.
    if (res.statusCode === 200) expect(await readOtp(server.current.app, other)).toBe(code);
    else expect(body(res).message).toBe('Invalid credentials');
    expect((await verify(mobile, code)).statusCode).toBe(200);
  });

  it('accepts the code until 5 minutes, then answers "OTP expired"', async () => {
    const early = uniqueMobile();
    const earlyCode = await sendAndRead(early);
    advance(5 * MINUTE - SECOND);
    expect((await verify(early, earlyCode)).statusCode).toBe(200);

    const late = uniqueMobile();
    const lateCode = await sendAndRead(late);
    advance(5 * MINUTE);
    const res = await verify(late, lateCode);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toMatch(/^OTP expired/);
  });

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    const mobile = uniqueMobile();
    const code = await sendAndRead(mobile);
    for (let i = 0; i < 5; i += 1) expect(body(await patientlyWrong(mobile, code)).message).toBe('Invalid credentials');
    advance(20 * SECOND);
    const res = await verify(mobile, code);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(otpMessages.dead);
  });

  it('makes a new code replace the previous one', async () => {
    const mobile = uniqueMobile();
    const first = await sendAndRead(mobile);
    advance(31 * SECOND);
    const second = await sendAndRead(mobile);
    const old = await verify(mobile, first);
    if (first === second) expect(old.statusCode).toBe(200);
    else expect(body(old).message).toBe('Invalid credentials');
  });

  it('slows wrong codes down with growing delays after 3 in an hour, per number and client', async () => {
    const mobile = uniqueMobile();
    const code = await sendAndRead(mobile);
    for (let i = 0; i < 3; i += 1) expect((await verify(mobile, wrongCode(code))).statusCode).toBe(400);
    const early = await verify(mobile, code);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('5');
    expect(body(early)).toEqual({ status: 'Error', message: otpMessages.tooMany, data: { retryAfter: 5 } });
    advance(5 * SECOND);
    expect((await verify(mobile, wrongCode(code))).statusCode).toBe(400);
    expect((await verify(mobile, code)).headers['retry-after']).toBe('10');
    // The delay holds new codes back too: a fresh code would mean five fresh guesses.
    const send = await sendOtp(mobile);
    expect(send.statusCode).toBe(429);
    expect(body(send)).toMatchObject({ message: otpMessages.tooMany, data: { retryAfter: 10 } });
    advance(10 * SECOND);
    expect((await verify(mobile, code)).statusCode).toBe(200);
  });

  it("a stranger's wrong codes and sends never lock the number's owner out of their own device", async () => {
    const mobile = uniqueMobile();
    const stranger = '203.0.113.66';
    const owner = '198.51.100.20';
    // The attack run's scenario: 2 sends and 10 wrong codes from one address, then 5 sends.
    let tries = 0;
    for (let round = 0; round < 2; round += 1) {
      const code = await sendAndRead(mobile, 'member', stranger);
      for (let i = 0; i < 5; i += 1, tries += 1) {
        const res = await verify(mobile, wrongCode(code), 'member', stranger);
        if (res.statusCode === 429) advance(Number(res.headers['retry-after']) * SECOND);
      }
      advance(16 * MINUTE);
    }
    expect(tries).toBe(10);
    for (let i = 0; i < 5; i += 1) {
      await sendOtp(mobile, 'member', stranger);
      advance(31 * SECOND);
    }
    expect((await sendOtp(mobile, 'member', stranger)).statusCode).toBe(429);
    const code = await sendAndRead(mobile, 'member', owner);
    expect((await verify(mobile, code, 'member', owner)).statusCode).toBe(200);
  });

  it("a send from another client does not end this client's code", async () => {
    const mobile = uniqueMobile();
    const code = await sendAndRead(mobile, 'member', '198.51.100.21');
    await sendAndRead(mobile, 'member', '203.0.113.67');
    expect((await verify(mobile, code, 'member', '198.51.100.21')).statusCode).toBe(200);
  });

  it('a code works only for the client that asked for it', async () => {
    const mobile = uniqueMobile();
    const code = await sendAndRead(mobile, 'member', '198.51.100.22');
    expect(body(await verify(mobile, code, 'member', '203.0.113.68')).message).toBe('Invalid credentials');
    expect((await verify(mobile, code, 'member', '198.51.100.22')).statusCode).toBe(200);
  });

  it('caps a number at 10 texts an hour whoever asks', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 10; i += 1) expect((await sendOtp(mobile, 'member', `198.51.100.${100 + i}`)).statusCode).toBe(200);
    const capped = await sendOtp(mobile, 'member', '198.51.100.200');
    expect(capped.statusCode).toBe(429);
    expect(body(capped).message).toBe(otpMessages.tooMany);
  });

  it('binds the code to the account type it was asked for', async () => {
    const mobile = uniqueMobile();
    const code = await sendAndRead(mobile, 'member');
    const other = await verify(mobile, code, 'gym_owner');
    expect(other.statusCode).toBe(400);
    expect(body(other).message).toBe(otpMessages.otherUserType);
    const res = await verify(mobile, code, 'member');
    expect(res.statusCode).toBe(200);
    expect(body(res).data!.user).toMatchObject({ userType: 'member' });
  });

  it.each([
    [{ mobile: '9876543210', userType: 'member' }, messages.missingOtpContext],
    [{ otp: '123456', userType: 'member' }, messages.missingOtpContext],
    [{ mobile: '9876543210', otp: '12ab56', userType: 'member' }, messages.otpInvalid],
    [{ mobile: '9876543210', otp: '12345', userType: 'member' }, messages.otpInvalid],
    [{ mobile: '1234567890', otp: '123456', userType: 'member' }, messages.mobileInvalid],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const res = await post('verify-otp-login', payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ status: 'Error', message });
  });

  it('refuses unknown keys, so no one can smuggle a user type or id', async () => {
    const res = await post('verify-otp-login', { mobile: '9876543210', otp: '123456', userType: 'member', id: 'x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('stores only the sha256 of a 256-bit token', async () => {
    const { token, user } = await signIn(server.current.app);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await server.current.handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('logout kills the token on the next request', async () => {
    const { token, headers } = await signIn(server.current.app);
    expect((await getProfile(token)).statusCode).toBe(200);
    const out = await server.current.app.inject({ method: 'POST', url: '/api/auth-otp.php?action=logout', headers });
    expect(out.statusCode).toBe(200);
    expect(body(out).status).toBe('Success');
    const after = await getProfile(token);
    expect(after.statusCode).toBe(401);
    expect(body(after)).toEqual({ status: 'Error', message: 'Unauthorized access' });
    expect((await server.current.app.inject({ method: 'POST', url: '/api/auth-otp.php?action=logout', headers })).statusCode).toBe(401);
  });

  it('logout leaves the same user\'s other sessions alive', async () => {
    const mobile = uniqueMobile();
    const phone = await signIn(server.current.app, { mobile });
    advance(31 * SECOND);
    const laptop = await signIn(server.current.app, { mobile });
    await server.current.app.inject({ method: 'POST', url: '/api/auth-otp.php?action=logout', headers: phone.headers, payload: {} });
    expect((await getProfile(phone.token)).statusCode).toBe(401);
    expect((await getProfile(laptop.token)).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
    ['a malformed token', 'Bearer not-a-token'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 "Unauthorized access" to %s', async (_label, authorization) => {
    const res = await server.current.app.inject({ method: 'GET', url: '/api/profile.php?action=get', headers: authorization ? { authorization } : {} });
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe('Unauthorized access');
  });

  it('ignores a dead token on public calls', async () => {
    const res = await post('send-otp', { mobile: uniqueMobile(), userType: 'member' }, { headers: { authorization: `Bearer ${'B'.repeat(43)}` } });
    expect(res.statusCode).toBe(200);
  });

  it('expires a session after 30 idle days', async () => {
    const { token } = await signIn(server.current.app);
    advance(30 * DAY - MINUTE);
    expect((await getProfile(token)).statusCode).toBe(200);
    advance(30 * DAY);
    expect((await getProfile(token)).statusCode).toBe(401);
  });

  it('slides the expiry with use, writing last_seen_at at most once a minute', async () => {
    const { token, user } = await signIn(server.current.app);
    const seen = async () => (await server.current.handle.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!;
    const created = await seen();
    advance(30 * SECOND);
    await getProfile(token);
    expect((await seen()).lastSeenAt.getTime()).toBe(created.lastSeenAt.getTime());
    advance(31 * SECOND);
    await getProfile(token);
    const touched = await seen();
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(created.lastSeenAt.getTime());
    expect(touched.expiresAt.getTime()).toBeGreaterThan(created.expiresAt.getTime());
    advance(29 * DAY);
    expect((await getProfile(token)).statusCode).toBe(200);
    advance(29 * DAY);
    expect((await getProfile(token)).statusCode).toBe(200);
  });

  it('ends the sessions of a deleted user', async () => {
    const { token, user } = await signIn(server.current.app);
    await server.current.handle.db.delete(users).where(eq(users.id, user.id));
    expect((await getProfile(token)).statusCode).toBe(401);
  });
});

describe('SMS delivery', () => {
  it('answers 503 "Failed to send OTP" when the provider fails, and lets the person retry at once', async () => {
    const { handle, clock } = server.current;
    const deps = { db: handle.db, now: clock.now };
    const onSmsError = vi.fn();
    const failing = createOtpService({
      ...deps,
      secret: TEST_APP_SECRET,
      sms: { send: () => Promise.reject(new Error('gateway down')) },
      users: createUserService(deps),
      sessions: createSessionService(deps),
      onSmsError,
    });
    const mobile = uniqueMobile();
    await expect(failing.send({ mobile, userType: 'member', ip: '198.51.100.1' })).rejects.toMatchObject({ kind: 'unavailable', message: 'Failed to send OTP' });
    expect(onSmsError).toHaveBeenCalledOnce();
    expect((await sendOtp(mobile)).statusCode).toBe(200);
  });

  it('a sign-in code waits on the gateway SIGN_IN_SMS_WAIT_MS at most (the person is waiting), not the outbox’s PROVIDER_TIMEOUT_MS', async () => {
    const { handle, clock } = server.current;
    const deps = { db: handle.db, now: clock.now };
    const send = vi.fn<SmsProvider['send']>().mockResolvedValue(undefined);
    const otp = createOtpService({ ...deps, secret: TEST_APP_SECRET, sms: { send }, users: createUserService(deps), sessions: createSessionService(deps) });
    await otp.send({ mobile: uniqueMobile(), userType: 'member', ip: '198.51.100.2' });
    expect(send.mock.calls[0]![0].waitMs).toBe(SIGN_IN_SMS_WAIT_MS);
    expect(SIGN_IN_SMS_WAIT_MS).toBeLessThan(PROVIDER_TIMEOUT_MS);
    // The http gateway gives up after the wait it is given: a hung gateway is a failed send, answered 503 above.
    const hung: typeof fetch = (_url, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)));
    await expect(httpSms('https://sms.example.test/send', undefined, hung).send({ mobile: '+919876543210', text: 'hi', waitMs: 20 })).rejects.toThrow(/timeout|aborted/i);
  });

  it('keeps to a global SMS budget per hour and per day, with an alert line from 80 %', async () => {
    const { handle, clock } = server.current;
    const deps = { db: handle.db, now: clock.now };
    const alerts: string[] = [];
    const budgeted = createOtpService({
      ...deps,
      secret: TEST_APP_SECRET,
      sms: { send: async () => undefined },
      users: createUserService(deps),
      sessions: createSessionService(deps),
      limits: { smsBudgetPerHour: 5, smsBudgetPerDay: 8 },
      onBudgetAlert: (line) => alerts.push(line),
    });
    const send = (i: number) => budgeted.send({ mobile: uniqueMobile(), userType: 'member', ip: `198.51.100.${i}` });
    for (let i = 0; i < 3; i += 1) await send(i);
    expect(alerts).toEqual([]);
    await send(3);
    expect(alerts).toEqual(['SMS budget near: 4/5 this hour, 4/8 today']);
    await send(4);
    await expect(send(5)).rejects.toMatchObject({ kind: 'too-many', message: otpMessages.tooMany });
    expect(alerts.at(-1)).toBe('SMS budget exhausted: 5/5 this hour, 5/8 today; sign-in codes refused');
    advance(HOUR + SECOND);
    for (let i = 6; i < 9; i += 1) await send(i);
    await expect(send(9)).rejects.toMatchObject({ kind: 'too-many' });
    expect(alerts.at(-1)).toMatch(/^SMS budget exhausted: 3\/5 this hour, 8\/8 today/);
  });

  it('console provider prints the code where the server runs', async () => {
    const lines: string[] = [];
    await consoleSms((line) => lines.push(line)).send({ mobile: '+919876543210', text: '123456 is your code' });
    expect(lines).toEqual(['[sms] to +919876543210: 123456 is your code']);
  });

  it('file provider appends one JSON line {mobile, text, at, id, kind} per message', async () => {
    const file = `${server.current.config.SMS_OUTBOX_FILE}.extra`;
    const sms = fileSms(file, () => new Date('2026-01-02T03:04:05Z'));
    await sms.send({ mobile: '+919876543210', text: 'one' });
    await sms.send({ mobile: '+919876543211', text: 'two' });
    const lines = (await readFile(file, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as unknown);
    // A sign-in code has no outbox row: it gets an id of its own and the kind sign_in_code.
    const code = { at: '2026-01-02T03:04:05.000Z', id: expect.any(String), kind: 'sign_in_code' };
    expect(lines).toEqual([
      { mobile: '+919876543210', text: 'one', ...code },
      { mobile: '+919876543211', text: 'two', ...code },
    ]);
    await rm(file, { force: true });
  });

  it('http provider posts {to, message, id, kind} with the key, the id as Idempotency-Key, and fails on a non-2xx answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(new Response('{}', { status: 200 })).mockResolvedValueOnce(new Response('no', { status: 500 }));
    const sms = httpSms('https://sms.example.test/send', 'k3y', fetchImpl);
    await sms.send({ mobile: '+919876543210', text: 'hello' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://sms.example.test/send');
    const id = JSON.parse(String(init!.body)).id as string;
    expect(init).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer k3y', 'idempotency-key': id }, body: JSON.stringify({ to: '+919876543210', message: 'hello', id, kind: 'sign_in_code' }) });
    await expect(sms.send({ mobile: '+919876543210', text: 'again' })).rejects.toThrow('500');
  });
});
