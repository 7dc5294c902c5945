import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readFile } from 'node:fs/promises';
import type { User } from '@contract/accounts/auth';
import { normaliseMobile, type LoginUserType } from '@contract/common';
import { clockOf } from './build-server';

export type SignedIn = {
  token: string;
  user: User;
  /** ready to spread into app.inject({ headers }) */
  headers: { authorization: string };
};

let nextMobile = 9_000_000_000 + Math.floor(Math.random() * 900_000_000);
/** A valid, unused-in-this-file Indian mobile number (10 digits, starts with 9). */
export function uniqueMobile(): string {
  nextMobile += 1;
  return String(nextMobile);
}

/** The newest code texted to `mobile`, read from the file outbox of the app under test. */
export async function readOtp(app: FastifyInstance, mobile: string): Promise<string> {
  if (app.config.SMS_PROVIDER !== 'file') throw new Error('readOtp needs SMS_PROVIDER=file (testConfig sets it)');
  const to = normaliseMobile(mobile);
  const lines = (await readFile(app.config.SMS_OUTBOX_FILE, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean);
  // Booking messages share the SMS outbox: only sign-in codes count (older lines carry no kind).
  const message = lines
    .map((line) => JSON.parse(line) as { mobile: string; text: string; kind?: string })
    .findLast((m) => m.mobile === to && (m.kind ?? 'sign_in_code') === 'sign_in_code');
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no OTP in ${app.config.SMS_OUTBOX_FILE} for ${to}`);
  return code;
}

const post = (app: FastifyInstance, action: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/auth-otp.php?action=${action}`, payload, headers });

async function sendOtp(app: FastifyInstance, mobile: string, userType: LoginUserType): Promise<void> {
  let res: LightMyRequestResponse = await post(app, 'send-otp', { mobile, userType });
  const retryAfter = res.statusCode === 429 ? (res.json() as { data?: { retryAfter?: number } }).data?.retryAfter : undefined;
  const clock = clockOf(app);
  // The same number signed in twice within 30 s: skip the resend cooldown on the test clock.
  if (retryAfter && clock) {
    clock.advance(retryAfter * 1000);
    res = await post(app, 'send-otp', { mobile, userType });
  }
  if (res.statusCode !== 200) throw new Error(`send-otp for ${mobile} answered ${res.statusCode}: ${res.body}`);
}

/**
 * Signs in through the real OTP flow (send-otp, code from the outbox, verify-otp-login) and
 * returns the bearer token and user. A new number becomes an account of `userType`; an existing
 * one keeps its stored type. Needs an app from useTestServer() (file SMS outbox per test file).
 *
 *   const owner = await signIn(server.current.app, { userType: 'gym_owner' });
 *   await app.inject({ method: 'GET', url: '/api/profile.php?action=get', headers: owner.headers });
 */
export async function signIn(
  app: FastifyInstance,
  { mobile = uniqueMobile(), userType = 'member', userAgent }: { mobile?: string; userType?: LoginUserType; userAgent?: string } = {},
): Promise<SignedIn> {
  await sendOtp(app, mobile, userType);
  const otp = await readOtp(app, mobile);
  const res = await post(app, 'verify-otp-login', { mobile, otp, userType }, userAgent ? { 'user-agent': userAgent } : {});
  if (res.statusCode !== 200) throw new Error(`verify-otp-login for ${mobile} answered ${res.statusCode}: ${res.body}`);
  const { token, user } = (res.json() as { data: { token: string; user: User } }).data;
  return { token, user, headers: { authorization: `Bearer ${token}` } };
}
