// Issue 39: passes that renew themselves. Every verdict stands on a clock the test sets: India is 5:30 ahead of UTC,
// so the pass's last day starts at 18:30 UTC the day before; nothing here depends on when the test runs.
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingSchema, type Booking } from '@contract/bookings/bookings';
import { autoRenewMessages, mandateSchema } from '@contract/memberships/auto-renew';
import { loadConfig } from '@server/config';
import { bookings, gymPlans, messages, payments, renewalMandates, users } from '@server/db/schema';
import { createTestGateway, type MandateDebit, type PaymentProvider } from '@server/providers/payments';
import type { SmsMessage } from '@server/providers/sms';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { bookPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

/** The test gateway, watched: every debit asked, the charges it took (one per key), revokes; `crashNext` loses one answer. */
const gateway = {
  calls: [] as MandateDebit[],
  charged: new Map<string, number>(),
  revoked: [] as (string | null)[],
  crashNext: false,
};
const base = createTestGateway();
const payments_: PaymentProvider = {
  ...base,
  async debitMandate(input) {
    gateway.calls.push(input);
    const answer = await base.debitMandate(input);
    if (answer.status === 'captured' && !gateway.charged.has(input.idempotencyKey)) gateway.charged.set(input.idempotencyKey, input.amountPaise);
    if (gateway.crashNext) {
      gateway.crashNext = false;
      throw new Error('the process died after the gateway answered');
    }
    return answer;
  },
  async revokeMandate(input) {
    gateway.revoked.push(input.tokenId);
  },
};
const sms = { sent: [] as (SmsMessage & { at: Date })[] };
const server = useTestServer({}, { payments: payments_, channels: { sms: { send: async (m: SmsMessage) => void sms.sent.push({ ...m, at: clock().now() }) } } });
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

beforeEach(() => {
  gateway.calls = [];
  gateway.charged = new Map();
  gateway.revoked = [];
  gateway.crashNext = false;
  sms.sent = [];
});

const HOUR = 3_600_000;
/** Monday 23 Nov 2026, 10:00 in India. */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
/** 00:00 in India on 23 Dec 2026, the monthly pass's last day (24 Nov – 23 Dec): the first instant it may be debited. */
const DEBIT_AT = new Date('2026-12-22T18:30:00Z');
const MINUTE = 60_000;

const post = (resource: string, action: string, payload: object, who: SignedIn) =>
  app().inject({ method: 'POST', url: `/api/${resource}.php?action=${action}`, payload, headers: { ...who.headers, 'idempotency-key': randomUUID() } });
const mine = async (who: SignedIn): Promise<Booking[]> =>
  bookingSchema.array().parse((await app().inject({ method: 'GET', url: '/api/bookings.php?action=mine&scope=all', headers: who.headers })).json().data.items);
const passOf = async (who: SignedIn, id: string) => (await mine(who)).find((b) => b.id === id)!;
const at = async (instant: Date) => {
  clock().set(instant);
  return app().autoRenewals.runDue();
};
/** The worker's whole run: renewals, then the messages they wrote. */
const tick = async (instant: Date) => {
  const report = await at(instant);
  await app().messageWorker.runDue();
  return report;
};
const smsOf = (kind: string) => sms.sent.filter((m) => m.kind === kind);

/** A paid monthly pass (24 Nov – 23 Dec 2026, ₹2,500 unless the gym's plans say otherwise) renewing automatically. */
async function renewing(opts: { monthly?: number; debits?: 'succeed' | 'fail'; start?: string; clockAt?: Date } = {}) {
  clock().set(opts.clockAt ?? MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const gym = await createGym(db(), { ownerId: owner.user.id, name: 'Iron Temple', openingTime: '06:00', closingTime: '22:00', weeklyOff: 'none', plans: { day: 20_000, monthly: opts.monthly ?? 250_000, quarterly: 680_000 } });
  const pass = await bookPassAtGym(app(), member, { gymId: gym.id, passType: 'monthly', startDate: opts.start ?? '2026-11-24' });
  expect((await post('payments', 'mark-paid', { bookingId: pass.id, deskMethod: 'cash' }, owner)).statusCode).toBe(201);
  const started = await post('memberships', 'autorenew-start', { bookingId: pass.id }, member);
  expect(started.statusCode).toBe(200);
  const mandate = mandateSchema.parse(started.json().data);
  const authorised = await post('payments', 'test-mandate', { mandateId: mandate.mandateId, outcome: 'authorise', debits: opts.debits ?? 'succeed' }, member);
  expect(authorised.statusCode).toBe(200);
  // Sessions lapse after 30 idle days: both are used once mid-pass, as people do.
  const midPass = new Date(clock().now().getTime() + 15 * 24 * HOUR);
  clock().set(midPass);
  await mine(member);
  await app().inject({ method: 'GET', url: '/api/memberships.php?action=renewals', headers: owner.headers });
  return { owner, member, gym, pass, mandate };
}

const renewalsOf = (passId: string) => db().select().from(bookings).where(eq(bookings.renewedFromId, passId));

describe('turning it on', () => {
  it('answers the mandate to authorise; the pass shows pending, then active with the next debit’s day and amount', async () => {
    clock().set(MONDAY_10AM);
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const member = await signIn(app(), { userType: 'member' });
    const gym = await createGym(db(), { ownerId: owner.user.id, openingTime: '06:00', closingTime: '22:00' });
    const pass = await bookPassAtGym(app(), member, { gymId: gym.id, passType: 'monthly', startDate: '2026-11-24' });
    // Owed at the desk: nothing paid yet, nothing to renew.
    expect((await post('memberships', 'autorenew-start', { bookingId: pass.id }, member)).json().message).toBe(autoRenewMessages.notRenewable);
    await post('payments', 'mark-paid', { bookingId: pass.id, deskMethod: 'cash' }, owner);
    const res = await post('memberships', 'autorenew-start', { bookingId: pass.id }, member);
    expect(res.statusCode).toBe(200);
    const mandate = mandateSchema.parse(res.json().data);
    expect(mandate).toMatchObject({ maxAmount: 1_500_000, frequency: 'monthly', validUntil: '2031-11-22' });
    expect((await passOf(member, pass.id)).autoRenew).toEqual({ status: 'pending', nextDebitOn: '2026-12-23', amount: 250_000, mandateId: mandate.mandateId });
    // A second tap answers the same mandate.
    expect((await post('memberships', 'autorenew-start', { bookingId: pass.id }, member)).json().data.mandateId).toBe(mandate.mandateId);
    const ok = await post('payments', 'test-mandate', { mandateId: mandate.mandateId, outcome: 'authorise' }, member);
    expect(ok.json()).toMatchObject({ message: autoRenewMessages.mandateAuthorised, data: { status: 'active', nextDebitOn: '2026-12-23', amount: 250_000 } });
    expect((await post('memberships', 'autorenew-start', { bookingId: pass.id }, member)).statusCode).toBe(409);
  });

  it('refuses a day pass, and a declined mandate debits nothing', async () => {
    clock().set(MONDAY_10AM);
    const member = await signIn(app(), { userType: 'member' });
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const gym = await createGym(db(), { ownerId: owner.user.id, openingTime: '06:00', closingTime: '22:00' });
    const day = await bookPassAtGym(app(), member, { gymId: gym.id, passType: 'day', startDate: '2026-11-24' });
    await post('payments', 'mark-paid', { bookingId: day.id, deskMethod: 'cash' }, owner);
    const refused = await post('memberships', 'autorenew-start', { bookingId: day.id }, member);
    expect([refused.statusCode, refused.json().message]).toEqual([409, autoRenewMessages.notRenewable]);
    const { mandate, pass, member: m2 } = await renewing();
    void mandate;
    const again = await post('memberships', 'autorenew-cancel', { bookingId: pass.id }, m2);
    expect(again.statusCode).toBe(200);
    const fresh = mandateSchema.parse((await post('memberships', 'autorenew-start', { bookingId: pass.id }, m2)).json().data);
    const declined = await post('payments', 'test-mandate', { mandateId: fresh.mandateId, outcome: 'decline' }, m2);
    expect(declined.json()).toMatchObject({ message: autoRenewMessages.mandateDeclined, data: { status: 'cancelled', nextDebitOn: null } });
    await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    await tick(new Date(DEBIT_AT.getTime() + MINUTE));
    expect(gateway.calls).toHaveLength(0);
  });
});

describe('the notice and the debit', () => {
  it('tells the member at least RENEWAL_NOTICE_HOURS before, then debits once from 00:00 on the last day: next pass, receipt, message', async () => {
    const { member, pass, gym } = await renewing();
    const opens = new Date(DEBIT_AT.getTime() - 62 * HOUR);
    expect(await tick(new Date(opens.getTime() - MINUTE))).toMatchObject({ noticed: 0 });
    expect(await tick(new Date(opens.getTime() + MINUTE))).toMatchObject({ noticed: 1 });
    const [notice] = smsOf('renewal_notice');
    const origin = app().messagePolicy.origin;
    expect(notice!.text).toBe(
      `Gymkhana: on Wed, 23 Dec, 2026 Iron Temple will debit ₹2,500 by your e-mandate to renew your Monthly Pass (booking ${pass.code}, reference RN-${pass.code}-20261223). ` +
        `Skip this renewal: ${origin}/member/auto-renew?bookingId=${pass.id}&action=skip Stop renewing: ${origin}/member/auto-renew?bookingId=${pass.id}&action=stop`,
    );
    // Not before 00:00 on the last day in India (18:30 UTC the day before).
    expect(await tick(new Date(DEBIT_AT.getTime() - MINUTE))).toMatchObject({ debited: 0 });
    expect(await tick(new Date(DEBIT_AT.getTime() + MINUTE))).toMatchObject({ debited: 1 });
    expect(await tick(new Date(DEBIT_AT.getTime() + 2 * MINUTE))).toMatchObject({ debited: 0 });
    expect(gateway.calls).toHaveLength(1);
    expect(DEBIT_AT.getTime() + MINUTE - notice!.at.getTime()).toBeGreaterThanOrEqual(48 * HOUR);
    const [next] = await renewalsOf(pass.id);
    expect(next).toMatchObject({ startDate: '2026-12-24', endDate: '2027-01-22', status: 'confirmed', paymentStatus: 'paid', amountPaise: 250_000, promoId: null });
    const [paid] = await db().select().from(payments).where(eq(payments.bookingId, next!.id));
    expect(paid).toMatchObject({ status: 'paid', amountPaise: 250_000, method: 'online' });
    expect(paid!.receiptNumber).toMatch(/^2026-27\/\d{6}$/);
    const receipt = smsOf('payment_received').find((m) => m.text.includes(next!.code));
    expect(receipt!.text).toContain(`${origin}/member/payments-history?receipt=${paid!.id}`);
    const passes = await mine(member);
    expect(passes.find((b) => b.id === next!.id)!.autoRenew).toMatchObject({ status: 'active', nextDebitOn: '2027-01-22', amount: 250_000 });
    expect(passes.find((b) => b.id === pass.id)!.autoRenew).toBeNull();
    void gym;
  });

  it('shows the owner who renews, the next debit and the sum due in the coming 30 days', async () => {
    const { owner, pass } = await renewing();
    const res = await app().inject({ method: 'GET', url: '/api/memberships.php?action=renewals', headers: owner.headers });
    expect(res.json().data).toMatchObject({ renewing: [{ bookingId: pass.id, status: 'active', nextDebitOn: '2026-12-23', amount: 250_000 }], next30DaysPaise: 250_000, failed: [] });
    // Another owner sees none of it.
    const other = await signIn(app(), { userType: 'gym_owner' });
    const theirs = await app().inject({ method: 'GET', url: '/api/memberships.php?action=renewals', headers: other.headers });
    expect(theirs.json().data).toEqual({ renewing: [], next30DaysPaise: 0, failed: [] });
  });

  it('debits once with two workers at the same instant', async () => {
    const { pass } = await renewing();
    await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    clock().set(new Date(DEBIT_AT.getTime() + MINUTE));
    const second = (await import('@server/domains/memberships')).createAutoRenewCycle({
      db: db(),
      now: clock().now,
      payments: payments_,
      messages: app().messagePolicy,
      noticeHours: 48,
      retryDays: 3,
      service: app().services.autoRenew,
    });
    const reports = await Promise.all([app().autoRenewals.runDue(), second.runDue(), app().autoRenewals.runDue()]);
    expect(reports.reduce((n, r) => n + r.debited, 0)).toBe(1);
    expect(gateway.calls).toHaveLength(1);
    expect(await renewalsOf(pass.id)).toHaveLength(1);
  });

  it('debits once when the process dies between the gateway’s answer and our write: asked again with the same key after the lease', async () => {
    const { pass } = await renewing();
    await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    gateway.crashNext = true;
    expect(await tick(new Date(DEBIT_AT.getTime() + MINUTE))).toMatchObject({ debited: 0 });
    expect(gateway.charged.size).toBe(1);
    // Within the lease nobody asks again; after it, the same key is asked and answered with the first charge.
    expect(await tick(new Date(DEBIT_AT.getTime() + 2 * MINUTE))).toMatchObject({ debited: 0 });
    expect(gateway.calls).toHaveLength(1);
    expect(await tick(new Date(DEBIT_AT.getTime() + 4 * MINUTE))).toMatchObject({ debited: 1 });
    expect(gateway.calls.map((c) => c.idempotencyKey)).toEqual([gateway.calls[0]!.idempotencyKey, gateway.calls[0]!.idempotencyKey]);
    expect(gateway.charged.size).toBe(1);
    expect(await renewalsOf(pass.id)).toHaveLength(1);
    const renewalPayments = await db().select().from(payments).where(eq(payments.idempotencyKey, gateway.calls[0]!.idempotencyKey));
    expect(renewalPayments.map((p) => p.status)).toEqual(['paid']);
  });

  it('debits the amount the notice named after the owner changed the price; the new price comes with the next notice', async () => {
    const { pass, gym } = await renewing();
    await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    await db().update(gymPlans).set({ pricePaise: 300_000 }).where(and(eq(gymPlans.gymId, gym.id), eq(gymPlans.passType, 'monthly')));
    await tick(new Date(DEBIT_AT.getTime() + MINUTE));
    expect(gateway.calls.map((c) => c.amountPaise)).toEqual([250_000]);
    const [next] = await renewalsOf(pass.id);
    expect(next!.amountPaise).toBe(250_000);
    // The next pass ends 22 Jan 2027: its notice (20 Jan, 10:00 in India) names the new price.
    await tick(new Date('2027-01-19T04:31:00Z'));
    const notices = smsOf('renewal_notice');
    expect(notices).toHaveLength(2);
    expect(notices[1]!.text).toContain('₹3,000');
  });
});

describe('in the member’s language', () => {
  it('draws the notice in Hindi for a member who chose it, and drops the pass-ending “renew it” notes of a renewing pass', async () => {
    const { member, pass } = await renewing();
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, member.user.id));
    await tick(new Date('2026-12-16T04:31:00Z'));
    expect(smsOf('pass_ending')).toHaveLength(0);
    await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    const [notice] = smsOf('renewal_notice');
    expect(notice!.text).toMatch(/^Gymkhana: .*23.*2026 को Iron Temple आपके मासिक पास|^Gymkhana: .*2026 को Iron Temple/);
    expect(notice!.text).toContain('ई-मैंडेट');
    expect(notice!.text).toContain(`/member/auto-renew?bookingId=${pass.id}&action=skip`);
  });
});

describe('the member says no', () => {
  it('skips the next debit from the notice’s link: nothing is debited, the mandate stays', async () => {
    const { member, pass } = await renewing();
    await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    const res = await post('memberships', 'autorenew-skip', { bookingId: pass.id }, member);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.autoRenew).toMatchObject({ status: 'skipped', nextDebitOn: null });
    await tick(new Date(DEBIT_AT.getTime() + MINUTE));
    expect(gateway.calls).toHaveLength(0);
    expect(await renewalsOf(pass.id)).toHaveLength(0);
    expect(gateway.revoked).toHaveLength(0);
  });

  it('stops: cancelled here and the mandate revoked at the gateway; nothing is debited', async () => {
    const { member, pass } = await renewing();
    await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    const res = await post('memberships', 'autorenew-cancel', { bookingId: pass.id }, member);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.autoRenew).toMatchObject({ status: 'cancelled', nextDebitOn: null });
    expect(gateway.revoked).toHaveLength(1);
    expect(gateway.revoked[0]).toMatch(/^token_test_succeed/);
    await tick(new Date(DEBIT_AT.getTime() + MINUTE));
    expect(gateway.calls).toHaveLength(0);
    const [row] = await db().select().from(renewalMandates);
    expect(row).toMatchObject({ status: 'cancelled', revokePending: false });
  });
});

describe('renewed by hand', () => {
  it('a member who booked the next pass themselves is not debited: the renewal is skipped at the notice', async () => {
    const { member, pass, gym } = await renewing();
    const next = await bookPassAtGym(app(), member, { gymId: gym.id, passType: 'monthly', startDate: '2026-12-24' });
    expect(next.startDate).toBe('2026-12-24');
    expect(await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR))).toMatchObject({ noticed: 0 });
    await tick(new Date(DEBIT_AT.getTime() + MINUTE));
    expect(gateway.calls).toHaveLength(0);
    expect(smsOf('renewal_notice')).toHaveLength(0);
    expect((await passOf(member, pass.id)).autoRenew).toMatchObject({ status: 'skipped', nextDebitOn: null });
  });
});

describe('when debits fail', () => {
  it('tries once a day for RENEWAL_RETRY_DAYS days, telling the member each time, then ends failed; the pass is not extended', async () => {
    const { member, pass, owner } = await renewing({ debits: 'fail' });
    await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    expect(await tick(new Date(DEBIT_AT.getTime() + MINUTE))).toMatchObject({ failed: 1 });
    expect((await passOf(member, pass.id)).autoRenew).toMatchObject({ status: 'active', nextDebitOn: '2026-12-24' });
    // Not again the same day.
    expect(await tick(new Date(DEBIT_AT.getTime() + 12 * HOUR))).toMatchObject({ failed: 0 });
    expect(await tick(new Date(DEBIT_AT.getTime() + 24 * HOUR + MINUTE))).toMatchObject({ failed: 1 });
    expect(await tick(new Date(DEBIT_AT.getTime() + 48 * HOUR + MINUTE))).toMatchObject({ failed: 1 });
    expect(await tick(new Date(DEBIT_AT.getTime() + 72 * HOUR + MINUTE))).toMatchObject({ failed: 0 });
    expect(gateway.calls).toHaveLength(3);
    expect(await renewalsOf(pass.id)).toHaveLength(0);
    const failed = smsOf('renewal_failed').map((m) => m.text);
    expect(failed).toHaveLength(3);
    expect(failed[0]).toContain('We will try again on Thu, 24 Dec, 2026');
    expect(failed[2]).toContain('automatic renewal has ended');
    expect(failed[2]).toContain('/member/gym-bookings?');
    expect((await passOf(member, pass.id)).autoRenew).toMatchObject({ status: 'failed', nextDebitOn: null });
    const owners = await app().inject({ method: 'GET', url: '/api/memberships.php?action=renewals', headers: owner.headers });
    expect(owners.json().data).toMatchObject({ renewing: [], next30DaysPaise: 0, failed: [{ bookingId: pass.id, status: 'failed', failedOn: '2026-12-25' }] });
  });

  it('ends failed at the first run after the last try day when the server was down on the try days, without a debit', async () => {
    const { member, pass } = await renewing({ debits: 'fail' });
    await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    await tick(new Date(DEBIT_AT.getTime() + MINUTE));
    await tick(new Date(DEBIT_AT.getTime() + 5 * 24 * HOUR));
    expect(gateway.calls).toHaveLength(1);
    expect((await passOf(member, pass.id)).autoRenew).toMatchObject({ status: 'failed' });
  });
});

describe('the ₹15,000 line', () => {
  it('debits ₹15,000 silently', async () => {
    const { pass } = await renewing({ monthly: 1_500_000 });
    await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    await tick(new Date(DEBIT_AT.getTime() + MINUTE));
    expect(gateway.calls.map((c) => c.amountPaise)).toEqual([1_500_000]);
    expect(await renewalsOf(pass.id)).toHaveLength(1);
  });

  it('never debits above it: the notice carries a payment link instead', async () => {
    const { pass, gym } = await renewing({ monthly: 1_500_100 });
    await tick(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    const [notice] = smsOf('renewal_notice');
    expect(notice!.text).toContain('Above ₹15,000 nothing is debited without you');
    expect(notice!.text).toContain(`/member/gym-bookings?gymId=${gym.id}&pass=monthly&date=2026-12-24`);
    await tick(new Date(DEBIT_AT.getTime() + MINUTE));
    expect(gateway.calls).toHaveLength(0);
    expect(await renewalsOf(pass.id)).toHaveLength(0);
  });
});

describe('the calendar', () => {
  it('a pass ending on 31 Jan (leap year) is debited from 00:00 that day in India (18:30 UTC on the 30th) and the next runs from 1 Feb', async () => {
    const { member, pass } = await renewing({ clockAt: new Date('2028-01-01T04:30:00Z'), start: '2028-01-02' });
    expect(pass.endDate).toBe('2028-01-31');
    const debitAt = new Date('2028-01-30T18:30:00Z');
    await tick(new Date(debitAt.getTime() - 60 * HOUR));
    expect(smsOf('renewal_notice')[0]!.text).toContain('Mon, 31 Jan, 2028');
    expect(await tick(new Date(debitAt.getTime() - MINUTE))).toMatchObject({ debited: 0 });
    expect(await tick(new Date(debitAt.getTime() + MINUTE))).toMatchObject({ debited: 1 });
    const [next] = await renewalsOf(pass.id);
    // 30 days from 1 Feb in a leap year: 29 Feb is a day of it.
    expect(next).toMatchObject({ startDate: '2028-02-01', endDate: '2028-03-01' });
    expect((await passOf(member, next!.id)).autoRenew).toMatchObject({ nextDebitOn: '2028-03-01' });
  });

  it('downtime: a notice and debit that fell due while the server was down are caught up at its first run, notice first, never twice', async () => {
    const { member, pass } = await renewing();
    // Down from before the notice until 10:30 on the last day in India.
    const back = new Date('2026-12-23T05:00:00Z');
    expect(await tick(back)).toMatchObject({ noticed: 1, debited: 0 });
    expect(await tick(new Date(back.getTime() + MINUTE))).toMatchObject({ noticed: 0, debited: 0 });
    // The debit waits the notice's 48 hours (and an hour for delivery): 25 Dec in India.
    expect((await passOf(member, pass.id)).autoRenew).toMatchObject({ status: 'active', nextDebitOn: '2026-12-25' });
    expect(await tick(new Date(back.getTime() + 48 * HOUR))).toMatchObject({ debited: 0 });
    expect(await tick(new Date(back.getTime() + 49 * HOUR + MINUTE))).toMatchObject({ debited: 1 });
    expect(await tick(new Date(back.getTime() + 49 * HOUR + 2 * MINUTE))).toMatchObject({ debited: 0 });
    expect(gateway.calls).toHaveLength(1);
    expect(smsOf('renewal_notice')).toHaveLength(1);
    const [next] = await renewalsOf(pass.id);
    expect(next).toMatchObject({ startDate: '2026-12-24' });
  });

  it('the worker’s start runs the catch-up at once, within a minute', async () => {
    await renewing();
    clock().set(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    app().messageWorker.start();
    try {
      await expect.poll(async () => (await db().select().from(messages).where(eq(messages.kind, 'renewal_notice'))).length, { timeout: 60_000 }).toBeGreaterThan(0);
    } finally {
      await app().messageWorker.stop();
    }
  });
});

describe('who may', () => {
  it('answers 404 for someone else’s pass or mandate, and 403 for an owner', async () => {
    const { pass, mandate, owner } = await renewing();
    const stranger = await signIn(app(), { userType: 'member' });
    for (const action of ['autorenew-start', 'autorenew-skip', 'autorenew-cancel']) {
      expect((await post('memberships', action, { bookingId: pass.id }, stranger)).statusCode).toBe(404);
      expect((await post('memberships', action, { bookingId: pass.id }, owner)).statusCode).toBe(403);
    }
    expect((await post('payments', 'test-mandate', { mandateId: mandate.mandateId, outcome: 'decline' }, stranger)).statusCode).toBe(404);
    expect((await post('memberships', 'autorenew-start', { bookingId: pass.id, extra: 1 }, stranger)).statusCode).toBe(400);
  });
});

describe('configuration', () => {
  it('refuses RENEWAL_NOTICE_HOURS below 24 at load; defaults 48 and 3 retry days', () => {
    expect(() => loadConfig({ RENEWAL_NOTICE_HOURS: '23' })).toThrow(/RENEWAL_NOTICE_HOURS/);
    expect(loadConfig({ RENEWAL_NOTICE_HOURS: '24' }).RENEWAL_NOTICE_HOURS).toBe(24);
    expect(loadConfig({})).toMatchObject({ RENEWAL_NOTICE_HOURS: 48, RENEWAL_RETRY_DAYS: 3 });
  });
});
