import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type SendOtpData, type VerifyOtpData } from '@contract/auth';
import { messages, normaliseMobile, type LoginUserType } from '@contract/common';
import type { Db } from '../db/client';
import { otpChallenges } from '../db/schema';
import type { SmsProvider } from '../providers/sms';
import { badRequest, HttpError, tooMany } from '../plugins/app/errors';
import type { SessionService } from './session-service';
import type { UserService } from './user-service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type OtpLimits = {
  ttlSeconds: number;
  resendSeconds: number;
  maxWrongTriesPerCode: number;
  maxFailuresPerHour: number;
  maxSendsPerHour: number;
  maxSendsPerDay: number;
  maxSendsPerIpHour: number;
};

export const DEFAULT_OTP_LIMITS: OtpLimits = {
  ttlSeconds: OTP_TTL_SECONDS,
  resendSeconds: OTP_RESEND_SECONDS,
  maxWrongTriesPerCode: OTP_MAX_WRONG_TRIES,
  maxFailuresPerHour: 10,
  maxSendsPerHour: 5,
  maxSendsPerDay: 10,
  maxSendsPerIpHour: 20,
};

export const otpMessages = {
  sent: 'OTP sent successfully',
  resendTooEarly: messages.resendTooEarly,
  tooMany: 'Too many requests. Please try again later.',
  invalid: 'Invalid credentials',
  expired: 'OTP expired. Please request a new one.',
  dead: 'Too many wrong attempts. Please request a new OTP.',
  smsFailed: 'Failed to send OTP',
} as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// Namespaces this service's advisory locks apart from any other feature's.
const LOCK_NAMESPACE = 5001;

export type OtpDeps = {
  db: Db;
  now: () => Date;
  secret: string;
  sms: SmsProvider;
  users: UserService;
  sessions: SessionService;
  limits?: Partial<OtpLimits>;
  onSmsError?: (error: unknown) => void;
};

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

export function createOtpService(deps: OtpDeps) {
  const { db, now, secret, sms } = deps;
  const limits = { ...DEFAULT_OTP_LIMITS, ...deps.limits };

  // Bound to its challenge: the same code under another challenge hashes differently.
  const codeHash = (challengeId: string, code: string) => createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');

  function codeMatches(challenge: { id: string; codeHash: string }, code: string): boolean {
    const expected = Buffer.from(challenge.codeHash, 'hex');
    const actual = Buffer.from(codeHash(challenge.id, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  // Serialises sends and verifies per number, on PGlite and PostgreSQL alike.
  const lockNumber = (tx: Tx, mobile: string) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${mobile}))`);

  /** Seconds until this number may fail again, or null while under the hourly failure cap. */
  async function failureLock(tx: Tx, mobile: string, at: number): Promise<number | null> {
    const rows = await tx
      .select({ createdAt: otpChallenges.createdAt, attempts: otpChallenges.attempts })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobile, mobile), gt(otpChallenges.createdAt, new Date(at - HOUR_MS)), gt(otpChallenges.attempts, 0)))
      .orderBy(otpChallenges.createdAt);
    const failures = rows.reduce((sum, row) => sum + row.attempts, 0);
    return failures >= limits.maxFailuresPerHour ? secondsUntil(rows[0]!.createdAt.getTime() + HOUR_MS, at) : null;
  }

  /** The 429 this send must get, if any: cooldown first, then the hourly, daily and per-IP caps. */
  async function sendRefusal(tx: Tx, mobile: string, ip: string, at: number): Promise<HttpError | null> {
    const locked = await failureLock(tx, mobile, at);
    if (locked) return tooMany(otpMessages.tooMany, locked);
    const recent = await tx
      .select({ createdAt: otpChallenges.createdAt, resendAfter: otpChallenges.resendAfter })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobile, mobile), gt(otpChallenges.createdAt, new Date(at - DAY_MS))))
      .orderBy(desc(otpChallenges.createdAt));
    const latest = recent[0];
    if (latest && latest.resendAfter.getTime() > at) return tooMany(otpMessages.resendTooEarly, secondsUntil(latest.resendAfter.getTime(), at));
    const lastHour = recent.filter((row) => row.createdAt.getTime() > at - HOUR_MS);
    if (lastHour.length >= limits.maxSendsPerHour)
      return tooMany(otpMessages.tooMany, secondsUntil(lastHour[limits.maxSendsPerHour - 1]!.createdAt.getTime() + HOUR_MS, at));
    if (recent.length >= limits.maxSendsPerDay)
      return tooMany(otpMessages.tooMany, secondsUntil(recent[limits.maxSendsPerDay - 1]!.createdAt.getTime() + DAY_MS, at));
    const fromIp = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.ip, ip), gt(otpChallenges.createdAt, new Date(at - HOUR_MS))))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(limits.maxSendsPerIpHour);
    if (fromIp.length >= limits.maxSendsPerIpHour)
      return tooMany(otpMessages.tooMany, secondsUntil(fromIp[limits.maxSendsPerIpHour - 1]!.createdAt.getTime() + HOUR_MS, at));
    return null;
  }

  /**
   * Issues a fresh code (the previous one stops working) and texts it. The answer never depends
   * on whether the number has an account: no user is looked up here.
   */
  async function send(input: { mobile: string; userType: LoginUserType; ip: string }): Promise<SendOtpData> {
    const mobile = normaliseMobile(input.mobile);
    const at = now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const issued = await db.transaction(async (tx) => {
      await lockNumber(tx, mobile);
      const refusal = await sendRefusal(tx, mobile, input.ip, at.getTime());
      if (refusal) return refusal;
      await tx.delete(otpChallenges).where(and(eq(otpChallenges.mobile, mobile), lt(otpChallenges.createdAt, new Date(at.getTime() - 2 * DAY_MS))));
      await tx.update(otpChallenges).set({ consumedAt: at }).where(and(eq(otpChallenges.mobile, mobile), isNull(otpChallenges.consumedAt)));
      const id = randomUUID();
      await tx.insert(otpChallenges).values({
        id,
        mobile,
        userType: input.userType,
        codeHash: codeHash(id, code),
        ip: input.ip,
        createdAt: at,
        expiresAt: new Date(at.getTime() + limits.ttlSeconds * 1000),
        resendAfter: new Date(at.getTime() + limits.resendSeconds * 1000),
      });
      return id;
    });
    if (issued instanceof HttpError) throw issued;
    await deliver(issued, mobile, code);
    return { resendAfter: limits.resendSeconds, expiresIn: limits.ttlSeconds };
  }

  async function deliver(challengeId: string, mobile: string, code: string): Promise<void> {
    const minutes = Math.round(limits.ttlSeconds / 60);
    try {
      await sms.send({ mobile, text: `${code} is your Gymkhana sign-in code. It expires in ${minutes} minutes. Never share it.` });
    } catch (error) {
      deps.onSmsError?.(error);
      // The failed send still counts towards the caps, but the person may retry at once.
      await db.update(otpChallenges).set({ resendAfter: now(), consumedAt: now() }).where(eq(otpChallenges.id, challengeId));
      throw new HttpError(503, otpMessages.smsFailed);
    }
  }

  type Outcome = { ok: true; data: VerifyOtpData } | { ok: false; error: HttpError };
  const fail = (error: HttpError): Outcome => ({ ok: false, error });

  /** Checks the number's live code once; the first success creates the account and a session. */
  async function verify(input: { mobile: string; otp: string; userType: LoginUserType }): Promise<VerifyOtpData> {
    const mobile = normaliseMobile(input.mobile);
    const at = now();
    // Wrong tries must be recorded, so failures are returned from the transaction, not thrown in it.
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      await lockNumber(tx, mobile);
      const locked = await failureLock(tx, mobile, at.getTime());
      if (locked) return fail(tooMany(otpMessages.tooMany, locked));
      const [challenge] = await tx
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.mobile, mobile), isNull(otpChallenges.consumedAt)))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      if (!challenge) return fail(badRequest(otpMessages.invalid));
      if (challenge.expiresAt.getTime() <= at.getTime()) return fail(badRequest(otpMessages.expired));
      if (challenge.attempts >= limits.maxWrongTriesPerCode) return fail(badRequest(otpMessages.dead));
      if (!codeMatches(challenge, input.otp.trim())) {
        await tx.update(otpChallenges).set({ attempts: sql`${otpChallenges.attempts} + 1` }).where(eq(otpChallenges.id, challenge.id));
        // The person can see how many tries this code has left before a new one is needed.
        const attemptsLeft = Math.max(0, limits.maxWrongTriesPerCode - challenge.attempts - 1);
        return fail(new HttpError(400, otpMessages.invalid, { attemptsLeft }));
      }
      await tx.update(otpChallenges).set({ consumedAt: at }).where(eq(otpChallenges.id, challenge.id));
      const user = await deps.users.findOrCreateByMobile(mobile, input.userType, tx);
      const { token } = await deps.sessions.create(user.id, tx);
      return { ok: true, data: { token, user } };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.data;
  }

  return { send, verify };
}

export type OtpService = ReturnType<typeof createOtpService>;
