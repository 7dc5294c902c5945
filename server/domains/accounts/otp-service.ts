import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type SendOtpData, type VerifyOtpData } from '@contract/accounts/auth';
import { messages, normaliseMobile, type Language, type LoginUserType } from '@contract/common';
import { signInCodeText } from '../messaging';
import type { Db } from '../../db/client';
import { otpChallenges, users } from '../../db/schema';
import { staffMessages } from '@contract/gyms/staff';
import { staffAccountOf } from '../gyms';
import type { SmsProvider } from '../../providers/sms';
import { SIGN_IN_SMS_WAIT_MS } from '../../providers/delivery-errors';
import { adminMessages } from '@contract/admin/admin';
import { Refusal, forbidden, invalid, tooMany } from '../../shared/refusals';
import { suspensionOf } from './account-service';
import { toUser } from './user-service';
import { deviceLabel } from './device-label';
import type { SessionService } from './session-service';
import type { UserService } from './user-service';
import type { ServiceMetrics } from '../../shared/service-metrics';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * "Client" is the address a request comes from. Sends, codes and wrong tries are counted per
 * number and client, so a stranger's tries never lock the number's owner out on their own
 * device; the number as a whole still has a ceiling (SMS cost), and so does the whole service.
 */
export type OtpLimits = {
  ttlSeconds: number;
  resendSeconds: number;
  maxWrongTriesPerCode: number;
  /** wrong tries a client may make on a number in an hour before each next try waits */
  freeFailures: number;
  /** the first wait after the free tries; each further wrong try doubles it, up to maxDelaySeconds */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** per number and client */
  maxSendsPerHour: number;
  maxSendsPerDay: number;
  /** per number, whoever asks */
  maxNumberSendsPerHour: number;
  maxNumberSendsPerDay: number;
  maxSendsPerIpHour: number;
  /** the whole service (SMS cost real money); an alert line is logged from 80 % */
  smsBudgetPerHour: number;
  smsBudgetPerDay: number;
};

export const DEFAULT_OTP_LIMITS: OtpLimits = {
  ttlSeconds: OTP_TTL_SECONDS,
  resendSeconds: OTP_RESEND_SECONDS,
  maxWrongTriesPerCode: OTP_MAX_WRONG_TRIES,
  freeFailures: 3,
  baseDelaySeconds: 5,
  maxDelaySeconds: 15 * 60,
  maxSendsPerHour: 5,
  maxSendsPerDay: 10,
  maxNumberSendsPerHour: 10,
  maxNumberSendsPerDay: 20,
  maxSendsPerIpHour: 20,
  smsBudgetPerHour: 1000,
  smsBudgetPerDay: 10_000,
};

/** The fraction of a budget at which each send logs an alert line. */
const BUDGET_ALERT_SHARE = 0.8;

export const otpMessages = {
  sent: 'OTP sent successfully',
  resendTooEarly: messages.resendTooEarly,
  tooMany: 'Too many requests. Please try again later.',
  invalid: 'Invalid credentials',
  expired: 'OTP expired. Please request a new one.',
  dead: 'Too many wrong attempts. Please request a new OTP.',
  smsFailed: 'Failed to send OTP',
  otherUserType: 'This code was requested for another account type. Please request a new OTP.',
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
  /** the SMS budget alert line (the route logs it at warn) */
  onBudgetAlert?: (line: string) => void;
  metrics?: ServiceMetrics;
  /** ADMIN_MOBILES, normalised: the only numbers that may sign in as admin (issue 25) */
  adminMobiles?: readonly string[];
};

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

export function createOtpService(deps: OtpDeps) {
  const { db, now, secret, sms } = deps;
  const limits = { ...DEFAULT_OTP_LIMITS, ...deps.limits };
  const isAdminNumber = (mobile: string) => (deps.adminMobiles ?? []).includes(mobile);

  // Bound to its challenge: the same code under another challenge hashes differently.
  const codeHash = (challengeId: string, code: string) => createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');

  function codeMatches(challenge: { id: string; codeHash: string }, code: string): boolean {
    const expected = Buffer.from(challenge.codeHash, 'hex');
    const actual = Buffer.from(codeHash(challenge.id, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  // Serialises sends and verifies per number, on PGlite and PostgreSQL alike.
  const lockNumber = (tx: Tx, mobile: string) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${mobile}))`);

  /**
   * Seconds this client must still wait before its next try on this number, or null: the first
   * `freeFailures` wrong tries of the hour are free, then each waits twice as long as the last.
   */
  async function failureDelay(tx: Tx, mobile: string, ip: string, at: number): Promise<number | null> {
    const [row] = await tx
      .select({ failures: sql<number>`coalesce(sum(${otpChallenges.attempts}), 0)::int`, lastFailedAt: sql<string | null>`max(${otpChallenges.lastFailedAt})::text` })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.ip, ip), gt(otpChallenges.createdAt, new Date(at - HOUR_MS))));
    const failures = Number(row?.failures ?? 0);
    if (failures < limits.freeFailures || !row?.lastFailedAt) return null;
    const delay = Math.min(limits.maxDelaySeconds, limits.baseDelaySeconds * 2 ** (failures - limits.freeFailures));
    const until = new Date(row.lastFailedAt).getTime() + delay * 1000;
    return until > at ? secondsUntil(until, at) : null;
  }

  /** Service-wide sends in the last hour and day; the alert line from 80 % of either budget. */
  async function budgetRefusal(tx: Tx, at: number): Promise<Refusal | null> {
    const [row] = await tx
      .select({
        hour: sql<number>`count(*) filter (where ${otpChallenges.createdAt} > ${new Date(at - HOUR_MS)})::int`,
        day: sql<number>`count(*)::int`,
      })
      .from(otpChallenges)
      .where(gt(otpChallenges.createdAt, new Date(at - DAY_MS)));
    const hour = Number(row?.hour ?? 0);
    const day = Number(row?.day ?? 0);
    if (hour >= limits.smsBudgetPerHour || day >= limits.smsBudgetPerDay) {
      deps.onBudgetAlert?.(`SMS budget exhausted: ${hour}/${limits.smsBudgetPerHour} this hour, ${day}/${limits.smsBudgetPerDay} today; sign-in codes refused`);
      return tooMany(otpMessages.tooMany, hour >= limits.smsBudgetPerHour ? 15 * 60 : 60 * 60);
    }
    if (hour + 1 >= limits.smsBudgetPerHour * BUDGET_ALERT_SHARE || day + 1 >= limits.smsBudgetPerDay * BUDGET_ALERT_SHARE)
      deps.onBudgetAlert?.(`SMS budget near: ${hour + 1}/${limits.smsBudgetPerHour} this hour, ${day + 1}/${limits.smsBudgetPerDay} today`);
    return null;
  }

  /** Too many in `rows` (newest first) for a cap of `max` per `windowMs`: the refusal saying when the oldest leaves the window. */
  function capRefusal(rows: { createdAt: Date }[], max: number, windowMs: number, at: number): Refusal | null {
    const inWindow = rows.filter((row) => row.createdAt.getTime() > at - windowMs);
    return inWindow.length >= max ? tooMany(otpMessages.tooMany, secondsUntil(inWindow[max - 1]!.createdAt.getTime() + windowMs, at)) : null;
  }

  /** The refusal this send must get, if any: the client's delay and cooldown, then its caps, the number's, the address's, the service's. */
  async function sendRefusal(tx: Tx, mobile: string, ip: string, at: number): Promise<Refusal | null> {
    const delay = await failureDelay(tx, mobile, ip, at);
    if (delay) return tooMany(otpMessages.tooMany, delay);
    const recent = await tx
      .select({ createdAt: otpChallenges.createdAt, resendAfter: otpChallenges.resendAfter, ip: otpChallenges.ip })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobile, mobile), gt(otpChallenges.createdAt, new Date(at - DAY_MS))))
      .orderBy(desc(otpChallenges.createdAt));
    const mine = recent.filter((row) => row.ip === ip);
    const latest = mine[0];
    if (latest && latest.resendAfter.getTime() > at) return tooMany(otpMessages.resendTooEarly, secondsUntil(latest.resendAfter.getTime(), at));
    const capped =
      capRefusal(mine, limits.maxSendsPerHour, HOUR_MS, at) ??
      capRefusal(mine, limits.maxSendsPerDay, DAY_MS, at) ??
      capRefusal(recent, limits.maxNumberSendsPerHour, HOUR_MS, at) ??
      capRefusal(recent, limits.maxNumberSendsPerDay, DAY_MS, at);
    if (capped) return capped;
    const fromIp = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.ip, ip), gt(otpChallenges.createdAt, new Date(at - HOUR_MS))))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(limits.maxSendsPerIpHour);
    return capRefusal(fromIp, limits.maxSendsPerIpHour, HOUR_MS, at) ?? budgetRefusal(tx, at);
  }

  /**
   * Issues a fresh code (the previous one stops working) and texts it. The answer never depends
   * on whether the number has an account: no user is looked up here.
   */
  async function send(input: { mobile: string; userType: LoginUserType; ip: string; language?: Language }): Promise<SendOtpData> {
    const mobile = normaliseMobile(input.mobile);
    // No code is sent, and so no session can follow, for a number outside the platform team's list.
    if (input.userType === 'admin' && !isAdminNumber(mobile)) throw forbidden(adminMessages.notAdminNumber);
    // Likewise for staff: only a number some owner has invited gets a code (issue 38).
    if (input.userType === 'staff' && !((await staffAccountOf(db, mobile))?.places ?? 0)) throw forbidden(staffMessages.notStaff);
    const at = now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const issued = await db.transaction(async (tx) => {
      await lockNumber(tx, mobile);
      const refusal = await sendRefusal(tx, mobile, input.ip, at.getTime());
      if (refusal) return refusal;
      // Older than every window: gone, for every number (the budget counts stay cheap).
      await tx.delete(otpChallenges).where(lt(otpChallenges.createdAt, new Date(at.getTime() - 2 * DAY_MS)));
      // Only this client's earlier code stops working: a stranger's send never kills the owner's code.
      await tx
        .update(otpChallenges)
        .set({ consumedAt: at })
        .where(and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.ip, input.ip), isNull(otpChallenges.consumedAt)));
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
    if (issued instanceof Refusal) throw issued;
    await deliver(issued, mobile, code, input.language ?? 'en');
    return { resendAfter: limits.resendSeconds, expiresIn: limits.ttlSeconds };
  }

  async function deliver(challengeId: string, mobile: string, code: string, language: Language): Promise<void> {
    const text = signInCodeText(code, Math.round(limits.ttlSeconds / 60), language);
    try {
      await sms.send({ mobile, text, language, waitMs: SIGN_IN_SMS_WAIT_MS });
      deps.metrics?.otpSent();
    } catch (error) {
      deps.onSmsError?.(error);
      // The failed send still counts towards the caps, but the person may retry at once.
      await db.update(otpChallenges).set({ resendAfter: now(), consumedAt: now() }).where(eq(otpChallenges.id, challengeId));
      throw new Refusal('unavailable', otpMessages.smsFailed);
    }
  }

  type Outcome = { ok: true; data: VerifyOtpData } | { ok: false; error: Refusal };
  const fail = (error: Refusal): Outcome => ({ ok: false, error });

  /**
   * Checks the live code this client asked for, once; the first success creates the account and a
   * session. The code is bound to its request: the number, the client and the account type.
   */
  async function verify(input: { mobile: string; otp: string; userType: LoginUserType; marketingOptIn?: boolean | undefined; ip: string; userAgent?: string }): Promise<VerifyOtpData> {
    const mobile = normaliseMobile(input.mobile);
    const at = now();
    // Wrong tries must be recorded, so failures are returned from the transaction, not thrown in it.
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      await lockNumber(tx, mobile);
      const delay = await failureDelay(tx, mobile, input.ip, at.getTime());
      if (delay) return fail(tooMany(otpMessages.tooMany, delay));
      const [challenge] = await tx
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.ip, input.ip), isNull(otpChallenges.consumedAt)))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      if (!challenge) return fail(invalid(otpMessages.invalid));
      if (challenge.userType !== input.userType) return fail(invalid(otpMessages.otherUserType));
      if (challenge.expiresAt.getTime() <= at.getTime()) return fail(invalid(otpMessages.expired));
      if (challenge.attempts >= limits.maxWrongTriesPerCode) return fail(invalid(otpMessages.dead));
      if (!codeMatches(challenge, input.otp.trim())) {
        await tx
          .update(otpChallenges)
          .set({ attempts: sql`${otpChallenges.attempts} + 1`, lastFailedAt: at })
          .where(eq(otpChallenges.id, challenge.id));
        // The person can see how many tries this code has left before a new one is needed.
        const attemptsLeft = Math.max(0, limits.maxWrongTriesPerCode - challenge.attempts - 1);
        return fail(new Refusal('invalid', otpMessages.invalid, { attemptsLeft }));
      }
      await tx.update(otpChallenges).set({ consumedAt: at }).where(eq(otpChallenges.id, challenge.id));
      // The list may have changed since the code was sent.
      if (input.userType === 'admin' && !isAdminNumber(mobile)) return fail(forbidden(adminMessages.notAdminNumber));
      if (input.userType === 'staff') return signInStaff(tx, mobile, at, input.userAgent);
      const user = await deps.users.findOrCreateByMobile(mobile, input.userType, tx, input.marketingOptIn);
      // An admin number that already holds another account stays that account: no silent change of role.
      if (input.userType === 'admin' && user.userType !== 'admin') return fail(forbidden(adminMessages.adminNumberTaken));
      // An admin taken off the list signs in no more, whatever type the form asked for.
      if (user.userType === 'admin' && !isAdminNumber(mobile)) return fail(forbidden(adminMessages.notAdminNumber));
      if ((await suspensionOf(tx, user.id)) !== null) return fail(forbidden(adminMessages.suspended));
      const { token } = await deps.sessions.create(user.id, tx, deviceLabel(input.userAgent));
      return { ok: true, data: { token, user } };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.data;
  }

  /**
   * Staff sign in with their own account (the invite made one if there was none) and get a staff session: what they
   * may do comes from where they work, read on every call. The same number signed in as a member is a member session.
   */
  async function signInStaff(tx: Tx, mobile: string, at: Date, userAgent: string | undefined): Promise<Outcome> {
    const account = await staffAccountOf(tx, mobile);
    // Removed from every gym since the code was sent.
    if (!account?.places) return fail(forbidden(staffMessages.notStaff));
    if ((await suspensionOf(tx, account.id)) !== null) return fail(forbidden(adminMessages.suspended));
    // An invited number signs in for the first time here, through the same form and its terms.
    await tx.update(users).set({ termsAcceptedAt: at }).where(and(eq(users.id, account.id), isNull(users.termsAcceptedAt)));
    const [row] = await tx.select().from(users).where(eq(users.id, account.id));
    const { token } = await deps.sessions.create(account.id, tx, deviceLabel(userAgent), 'staff');
    return { ok: true, data: { token, user: { ...toUser(row!), userType: 'staff' } } };
  }

  return { send, verify };
}

export type OtpService = ReturnType<typeof createOtpService>;
