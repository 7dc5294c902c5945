import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema, bookingMessages, bookingSchema } from '@contract/bookings/bookings';
import { membershipMessages, upgradeQuoteSchema } from '@contract/memberships/memberships';
import { receiptSchema } from '@contract/bookings/payments';
import { gymPlans } from '@server/db/schema';
import { upgradeCredit } from '@server/domains/memberships/membership-service';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { bookPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026, 10:00 in India: the monthly pass below is booked for 24 Nov – 23 Dec (30 days, ₹2,500). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
/** 10:00 in India on a day. */
const at10amIst = (day: string) => new Date(`${day}T04:30:00Z`);

const get = (action: string, query: Record<string, string>, who: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/memberships.php?action=${action}&${new URLSearchParams(query)}`, headers: who.headers });
const post = (resource: string, action: string, payload: object, who: SignedIn, key: string | null = randomUUID()) =>
  app().inject({ method: 'POST', url: `/api/${resource}.php?action=${action}`, payload, headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) } });
const upgrade = (payload: { bookingId: string; passType: string; paymentMethod: string }, who: SignedIn, key: string | null = randomUUID()) => post('memberships', 'upgrade', payload, who, key);
const bookingOf = async (bookingId: string, who: SignedIn) =>
  bookingSchema.parse((await app().inject({ method: 'GET', url: `/api/bookings.php?action=get&bookingId=${bookingId}`, headers: who.headers })).json().data.booking);
const refusal = (res: Awaited<ReturnType<typeof post>>) => ({ status: res.statusCode, message: res.json().message as string });

/** A monthly pass paid at the desk, running from 24 Nov; the clock then stands at 10:00 on `today`. */
async function setup(today = '2026-12-04', gym: Parameters<typeof createGym>[1] = {}) {
  clock().set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const created = await createGym(db(), { ownerId: owner.user.id, openingTime: '06:00', closingTime: '22:00', ...gym });
  const monthly = await bookPassAtGym(app(), member, { gymId: created.id, passType: 'monthly', startDate: '2026-11-24' });
  expect((await post('payments', 'mark-paid', { bookingId: monthly.id, deskMethod: 'cash' }, owner)).statusCode).toBe(201);
  clock().set(at10amIst(today));
  return { owner, member, gym: created, monthly };
}

describe('upgrade credit', () => {
  it('is the unused days at the daily price, rounded down to the paisa, never negative and never more than the new price', () => {
    // ₹2,500 over 30 days, 20 unused: 1,66,666.67 paise → 1,66,666
    expect(upgradeCredit({ worthPaise: 250_000, paidDays: 30, unusedDays: 20, newPricePaise: 680_000 })).toBe(166_666);
    expect(upgradeCredit({ worthPaise: 250_000, paidDays: 30, unusedDays: 30, newPricePaise: 680_000 })).toBe(250_000);
    expect(upgradeCredit({ worthPaise: 250_000, paidDays: 30, unusedDays: 20, newPricePaise: 100_000 })).toBe(100_000);
    expect(upgradeCredit({ worthPaise: 0, paidDays: 30, unusedDays: 20, newPricePaise: 680_000 })).toBe(0);
    expect(upgradeCredit({ worthPaise: 250_000, paidDays: 30, unusedDays: 0, newPricePaise: 680_000 })).toBe(0);
    expect(upgradeCredit({ worthPaise: 250_000, paidDays: 30, unusedDays: -3, newPricePaise: 680_000 })).toBe(0);
    expect(upgradeCredit({ worthPaise: 250_000, paidDays: 0, unusedDays: 5, newPricePaise: 680_000 })).toBe(0);
    // More unused days than were bought (never expected) still credits no more than the pass was worth.
    expect(upgradeCredit({ worthPaise: 250_000, paidDays: 30, unusedDays: 45, newPricePaise: 680_000 })).toBe(250_000);
  });
});

describe('memberships.php?action=upgrade-quote', () => {
  it('lists the longer passes the gym offers at today’s price less the credit of the unused days', async () => {
    const { member, monthly } = await setup();
    const res = await get('upgrade-quote', { bookingId: monthly.id }, member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(membershipMessages.upgradeQuoted);
    const quote = upgradeQuoteSchema.parse(res.json().data);
    // 4 Dec – 23 Dec: 20 of the 30 days unused; ₹2,500 × 20 / 30 = 1,66,666.67 → 1,66,666 paise
    expect(quote).toMatchObject({ bookingId: monthly.id, fromPassType: 'monthly', unusedDays: 20 });
    expect(quote.options).toEqual([
      { passType: 'quarterly', startDate: '2026-12-04', endDate: '2027-03-03', pricePaise: 680_000, creditPaise: 166_666, amountPaise: 513_334 },
      { passType: 'yearly', startDate: '2026-12-04', endDate: '2027-12-03', pricePaise: 2_400_000, creditPaise: 166_666, amountPaise: 2_233_334 },
    ]);
    const one = upgradeQuoteSchema.parse((await get('upgrade-quote', { bookingId: monthly.id, passType: 'yearly' }, member)).json().data);
    expect(one.options.map((o) => o.passType)).toEqual(['yearly']);
  });

  it('counts frozen days that are past as days the pass was not bought for', async () => {
    const { member, monthly } = await setup('2026-11-23');
    expect((await post('memberships', 'freeze', { bookingId: monthly.id, startDate: '2026-12-01', days: 5 }, member)).statusCode).toBe(200);
    clock().set(at10amIst('2026-12-10'));
    // 24 Nov – 28 Dec less 5 frozen days = 30 bought; 10 Dec – 28 Dec = 19 unused: ₹2,500 × 19 / 30 = 1,58,333.33
    const quote = upgradeQuoteSchema.parse((await get('upgrade-quote', { bookingId: monthly.id, passType: 'quarterly' }, member)).json().data);
    expect(quote.unusedDays).toBe(19);
    expect(quote.options[0]).toMatchObject({ creditPaise: 158_333, amountPaise: 680_000 - 158_333 });
  });

  it('refuses a shorter or equal pass, one the gym does not offer, and a pass with nothing longer', async () => {
    const { member, gym, monthly } = await setup();
    for (const passType of ['day', 'weekly', 'monthly']) {
      const res = await get('upgrade-quote', { bookingId: monthly.id, passType }, member);
      expect(refusal(res)).toEqual({ status: 400, message: membershipMessages.upgradeNotLonger });
      expect(res.json().data.fields).toEqual({ passType: membershipMessages.upgradeNotLonger });
    }
    await db().update(gymPlans).set({ active: false }).where(and(eq(gymPlans.gymId, gym.id), eq(gymPlans.passType, 'yearly')));
    expect(refusal(await get('upgrade-quote', { bookingId: monthly.id, passType: 'yearly' }, member))).toEqual({ status: 400, message: bookingMessages.passNotOffered });
    expect(upgradeQuoteSchema.parse((await get('upgrade-quote', { bookingId: monthly.id }, member)).json().data).options.map((o) => o.passType)).toEqual(['quarterly']);
    await db().update(gymPlans).set({ active: false }).where(and(eq(gymPlans.gymId, gym.id), eq(gymPlans.passType, 'quarterly')));
    expect(refusal(await get('upgrade-quote', { bookingId: monthly.id }, member))).toEqual({ status: 409, message: membershipMessages.upgradeNothingLonger });
  });

  it('refuses a pass that is not running, one not yet paid, and one with a coming freeze, with the reason', async () => {
    const { member, gym, monthly } = await setup('2026-11-23');
    // Not started yet: it runs from tomorrow.
    expect(refusal(await get('upgrade-quote', { bookingId: monthly.id }, member))).toEqual({ status: 409, message: membershipMessages.notUpgradable });
    expect(refusal(await upgrade({ bookingId: monthly.id, passType: 'yearly', paymentMethod: 'at_gym' }, member))).toEqual({ status: 409, message: membershipMessages.notUpgradable });
    // Frozen ahead: the unused days are not a simple count until the freeze is ended.
    expect((await post('memberships', 'freeze', { bookingId: monthly.id, startDate: '2026-12-10', days: 3 }, member)).statusCode).toBe(200);
    clock().set(at10amIst('2026-12-04'));
    expect(refusal(await get('upgrade-quote', { bookingId: monthly.id }, member))).toEqual({ status: 409, message: membershipMessages.upgradeFrozen });
    // Owed at the desk: no money paid to carry.
    clock().set(MONDAY_10AM);
    const weekly = await bookPassAtGym(app(), member, { gymId: gym.id, passType: 'weekly', startDate: '2026-11-24' });
    clock().set(at10amIst('2026-11-26'));
    expect(refusal(await get('upgrade-quote', { bookingId: weekly.id }, member))).toEqual({ status: 409, message: membershipMessages.upgradeUnpaid });
    // Ended: the weekly pass (24–30 Nov) is completed by the clock.
    clock().set(at10amIst('2026-12-02'));
    expect(refusal(await get('upgrade-quote', { bookingId: weekly.id }, member))).toEqual({ status: 409, message: membershipMessages.notUpgradable });
  });

  it('answers 404 for another member’s pass, and for the owner of the gym', async () => {
    const { owner, monthly } = await setup();
    const stranger = await signIn(app(), { userType: 'member' });
    expect(refusal(await get('upgrade-quote', { bookingId: monthly.id }, stranger))).toEqual({ status: 404, message: bookingMessages.notFound });
    expect(refusal(await upgrade({ bookingId: monthly.id, passType: 'yearly', paymentMethod: 'at_gym' }, stranger))).toEqual({ status: 404, message: bookingMessages.notFound });
    expect((await get('upgrade-quote', { bookingId: monthly.id }, owner)).statusCode).toBe(403);
  });
});

describe('memberships.php?action=upgrade', () => {
  it('at the gym: the new pass starts today at the net price, the old one ends yesterday, and the receipt shows both lines with GST on the net', async () => {
    const { owner, member, monthly } = await setup('2026-12-04', { gstin: '27AAPFU0939F1ZV', gstRateBp: 500 });
    const res = await upgrade({ bookingId: monthly.id, passType: 'quarterly', paymentMethod: 'at_gym' }, member);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(membershipMessages.upgradedAtGym);
    const { booking } = bookingCreatedSchema.parse(res.json().data);
    expect(booking).toMatchObject({ passType: 'quarterly', status: 'confirmed', paymentStatus: 'unpaid', startDate: '2026-12-04', endDate: '2027-03-03', amountPaise: 513_334, slotTime: '07:00', canChange: false });
    expect(await bookingOf(monthly.id, member)).toMatchObject({ status: 'completed', startDate: '2026-11-24', endDate: '2026-12-03' });

    const paid = await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'upi' }, owner);
    expect(paid.statusCode, paid.body).toBe(201);
    const receiptRes = await app().inject({ method: 'GET', url: `/api/payments.php?action=receipt&paymentId=${paid.json().data.payment.id}`, headers: member.headers });
    const receipt = receiptSchema.parse(receiptRes.json().data);
    expect(receipt.amountPaise).toBe(513_334);
    expect(receipt.discount).toBeNull();
    expect(receipt.upgrade).toEqual({ fromCode: monthly.code, fromPassType: 'monthly', listPricePaise: 680_000, creditPaise: 166_666 });
    // 5,13,334 includes 5% GST: taxable 4,88,890 (5,13,334 / 1.05 = 4,88,889.52), tax 24,444 split 12,222 + 12,222
    expect(receipt.tax).toMatchObject({ rateBp: 500, taxablePaise: 488_890, cgstPaise: 12_222, sgstPaise: 12_222 });
    expect(receipt.tax!.taxablePaise + receipt.tax!.cgstPaise + receipt.tax!.sgstPaise).toBe(513_334);
  });

  it('cannot be cancelled or rescheduled: the pass it replaced has ended', async () => {
    const { member, monthly } = await setup();
    const { booking } = bookingCreatedSchema.parse((await upgrade({ bookingId: monthly.id, passType: 'quarterly', paymentMethod: 'at_gym' }, member)).json().data);
    expect(refusal(await post('bookings', 'cancel', { bookingId: booking.id }, member, null))).toEqual({ status: 409, message: membershipMessages.upgradeNoChange });
  });

  it('a credit as large as the new price leaves nothing to pay (never a negative amount)', async () => {
    const { member, gym, monthly } = await setup();
    await db().update(gymPlans).set({ pricePaise: 100_000 }).where(and(eq(gymPlans.gymId, gym.id), eq(gymPlans.passType, 'quarterly')));
    const res = await upgrade({ bookingId: monthly.id, passType: 'quarterly', paymentMethod: 'online' }, member);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(membershipMessages.upgradedPaid);
    const data = bookingCreatedSchema.parse(res.json().data);
    expect(data.payment).toBeUndefined();
    expect(data.booking).toMatchObject({ amountPaise: 0, status: 'confirmed', paymentStatus: 'paid' });
  });

  it('is applied once per Idempotency-Key: a retry gets the same answer, and the old pass is upgraded only once', async () => {
    const { member, monthly } = await setup();
    const key = randomUUID();
    const body = { bookingId: monthly.id, passType: 'yearly', paymentMethod: 'at_gym' };
    const [first, again] = await Promise.all([upgrade(body, member, key), upgrade(body, member, key)]);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.booking.id).toBe(first.json().data.booking.id);
    const retry = await upgrade(body, member, key);
    expect(retry.json().data.booking.id).toBe(first.json().data.booking.id);
    // A new key is a new request: the old pass has ended, so there is nothing left to upgrade.
    expect(refusal(await upgrade(body, member))).toEqual({ status: 409, message: membershipMessages.notUpgradable });
    expect(refusal(await upgrade(body, member, null))).toMatchObject({ status: 400, message: bookingMessages.idempotencyRequired });
    const mine = await app().inject({ method: 'GET', url: '/api/bookings.php?action=mine&scope=all&page=1&pageSize=20', headers: member.headers });
    expect(mine.json().data.items.filter((b: { passType: string }) => b.passType === 'yearly')).toHaveLength(1);
  });

  it('online: held with a gateway order while the old pass runs on; the old pass ends when the money is captured', async () => {
    const { member, monthly } = await setup();
    const res = await upgrade({ bookingId: monthly.id, passType: 'quarterly', paymentMethod: 'online' }, member);
    expect(res.statusCode, res.body).toBe(201);
    const { booking, payment } = bookingCreatedSchema.parse(res.json().data);
    expect(booking).toMatchObject({ status: 'pending', amountPaise: 513_334 });
    expect(payment).toMatchObject({ amountPaise: 513_334, currency: 'INR' });
    expect(await bookingOf(monthly.id, member)).toMatchObject({ status: 'confirmed', endDate: '2026-12-23' });
    // A second upgrade while the first waits for its money is refused.
    expect(refusal(await upgrade({ bookingId: monthly.id, passType: 'yearly', paymentMethod: 'at_gym' }, member))).toEqual({ status: 409, message: membershipMessages.upgradeInProgress });
    expect((await post('payments', 'test-pay', { orderId: payment!.orderId, outcome: 'success' }, member)).statusCode).toBe(200);
    expect(await bookingOf(booking.id, member)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await bookingOf(monthly.id, member)).toMatchObject({ status: 'completed', endDate: '2026-12-03' });
  });
  it('a held online upgrade can be paid later or abandoned by the member; the owner cannot cancel the pass meanwhile, and is told why', async () => {
    const { member, owner, monthly } = await setup();
    const res = await upgrade({ bookingId: monthly.id, passType: 'quarterly', paymentMethod: 'online' }, member);
    const { booking } = bookingCreatedSchema.parse(res.json().data);
    expect(booking.upgradedFromId).toBe(monthly.id);
    const ownerCancel = await post('bookings', 'set-status', { bookingId: monthly.id, status: 'cancelled' }, owner);
    expect(refusal(ownerCancel)).toEqual({ status: 409, message: membershipMessages.upgradeHeldNoCancel });
    // Resumed: the booking's detail still carries its order.
    const detail = await app().inject({ method: 'GET', url: `/api/bookings.php?action=get&bookingId=${booking.id}`, headers: member.headers });
    expect(detail.json().data.payment).toMatchObject({ amountPaise: booking.amountPaise });
    // Abandoned: the upgrade is cancelled, the pass runs on, and the owner may now cancel it.
    const abandoned = await post('bookings', 'cancel', { bookingId: booking.id }, member);
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    expect(await bookingOf(booking.id, member)).toMatchObject({ status: 'cancelled' });
    expect(await bookingOf(monthly.id, member)).toMatchObject({ status: 'confirmed', endDate: '2026-12-23' });
    expect((await post('bookings', 'set-status', { bookingId: monthly.id, status: 'cancelled' }, owner)).statusCode).toBe(200);
  });
});
