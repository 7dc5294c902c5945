import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema, bookingDetailSchema, bookingPageSchema, ownerBookingPageSchema } from '@contract/bookings/bookings';
import { gymMessages, ownedGymSchema } from '@contract/gyms/owner-gyms';
import { gyms } from '@server/db/schema';
import { rupeesWithPaise, upiPayLink } from '@server/domains/bookings/upi';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

/** Monday 23 Nov 2026, 10:00 in India; the passes start on Tuesday. */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const TUESDAY = '2026-11-24';

const get = (resource: string, action: string, query: Record<string, string>, who: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/${resource}.php?action=${action}&${new URLSearchParams(query)}`, headers: who.headers });
const post = (resource: string, action: string, payload: object, who: SignedIn, key?: string) =>
  app().inject({ method: 'POST', url: `/api/${resource}.php?action=${action}`, payload, headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) } });

async function setup(gym: Parameters<typeof createGym>[1] = {}) {
  server.current.clock.set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const row = await createGym(db(), { ownerId: owner.user.id, ...gym });
  return { owner, member, gym: row };
}

async function bookDay(member: SignedIn, gymId: string, paymentMethod: 'at_gym' | 'online' = 'at_gym') {
  const res = await post('bookings', 'create', { gymId, passType: 'day', startDate: TUESDAY, slotTime: '07:00', paymentMethod }, member, randomUUID());
  expect(res.statusCode).toBe(201);
  return bookingCreatedSchema.parse(res.json().data).booking;
}

const params = (link: string) => new URL(link.replace(/^upi:\/\/pay/, 'https://upi.invalid/pay')).searchParams;

describe('the UPI link builder', () => {
  it('writes paise as rupees with two decimals, exactly', () => {
    expect(rupeesWithPaise(49_900)).toBe('499.00');
    expect(rupeesWithPaise(12_345)).toBe('123.45');
    expect(rupeesWithPaise(5)).toBe('0.05');
    expect(rupeesWithPaise(0)).toBe('0.00');
    expect(rupeesWithPaise(100_000_000)).toBe('1000000.00');
    // 0.07 * 100 and friends: never through floating point
    expect(rupeesWithPaise(1_007)).toBe('10.07');
  });

  it('follows NPCI’s form and percent-encodes every value', () => {
    expect(upiPayLink({ upiId: 'fit.zone-1@okicici', payeeName: 'Fit & Fab #1 Gym', amountPaise: 49_900, note: 'GKABC23456' })).toBe(
      'upi://pay?pa=fit.zone-1%40okicici&pn=Fit%20%26%20Fab%20%231%20Gym&am=499.00&cu=INR&tn=GKABC23456',
    );
  });
});

describe('a gym’s UPI ID (gyms.php?action=update)', () => {
  it('is set, read back, and cleared by an empty value', async () => {
    const { owner, gym } = await setup();
    const set = await post('gyms', 'update', { gymId: gym.id, upiId: '  fitzone@okicici ' }, owner);
    expect(set.statusCode).toBe(200);
    expect(ownedGymSchema.parse(set.json().data).upiId).toBe('fitzone@okicici');
    const read = await get('gyms', 'owned', { gymId: gym.id }, owner);
    expect(ownedGymSchema.parse(read.json().data).upiId).toBe('fitzone@okicici');
    const cleared = await post('gyms', 'update', { gymId: gym.id, upiId: '' }, owner);
    expect(cleared.statusCode).toBe(200);
    expect(ownedGymSchema.parse(cleared.json().data).upiId).toBeNull();
  });

  it('refuses what is not name@handle with a clear message naming the field', async () => {
    const { owner, gym } = await setup();
    for (const bad of ['fitzone', 'fitzone@', '@okicici', 'fit zone@okicici', 'fit@ok@icici', 'fit@ok.icici', 'upi://pay?pa=x@y']) {
      const res = await post('gyms', 'update', { gymId: gym.id, upiId: bad }, owner);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().data.fields.upiId).toBe(gymMessages.upiIdInvalid);
    }
    expect(gymMessages.upiIdInvalid).toBe('Enter a UPI ID as name@bank, e.g. fitzone@okicici');
  });

  it('another owner’s gym stays 404, whatever the UPI ID', async () => {
    const { gym } = await setup();
    const stranger = await signIn(app(), { userType: 'gym_owner' });
    const res = await post('gyms', 'update', { gymId: gym.id, upiId: 'thief@okaxis' }, stranger);
    expect(res.statusCode).toBe(404);
    const [stored] = await db().select({ upiId: gyms.upiId }).from(gyms).where(eq(gyms.id, gym.id));
    expect(stored!.upiId).toBeNull();
  });
});

describe('a pay-at-gym booking’s upiLink', () => {
  it('carries the gym’s UPI ID, name, the amount in rupees, INR and the booking code, on create, mine, get and the owner’s list', async () => {
    const { owner, member, gym } = await setup({ name: 'Iron & Soul Gym', upiId: 'ironsoul@okhdfcbank', plans: { day: 49_900 } });
    const booking = await bookDay(member, gym.id);
    expect(booking.upiLink).toBe(`upi://pay?pa=ironsoul%40okhdfcbank&pn=Iron%20%26%20Soul%20Gym&am=499.00&cu=INR&tn=${booking.code}`);
    const p = params(booking.upiLink!);
    expect([...p.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn']);
    expect(Object.fromEntries(p)).toEqual({ pa: 'ironsoul@okhdfcbank', pn: 'Iron & Soul Gym', am: '499.00', cu: 'INR', tn: booking.code });

    const mine = bookingPageSchema.parse((await get('bookings', 'mine', { scope: 'upcoming' }, member)).json().data);
    expect(mine.items[0]!.upiLink).toBe(booking.upiLink);
    const detail = bookingDetailSchema.parse((await get('bookings', 'get', { bookingId: booking.id }, member)).json().data);
    expect(detail.booking.upiLink).toBe(booking.upiLink);
    const ofGym = ownerBookingPageSchema.parse((await get('bookings', 'gym', { gymId: gym.id }, owner)).json().data);
    expect(ofGym.items[0]!.upiLink).toBe(booking.upiLink);
  });

  it('turns paise into rupees exactly (₹123.45 → "123.45")', async () => {
    const { member, gym } = await setup({ upiId: 'gym@ybl', plans: { day: 12_345 } });
    expect(params((await bookDay(member, gym.id)).upiLink!).get('am')).toBe('123.45');
  });

  it('is null when the gym has no UPI ID, for an online booking, and once the booking is paid', async () => {
    const plain = await setup();
    expect((await bookDay(plain.member, plain.gym.id)).upiLink).toBeNull();

    const { owner, member, gym } = await setup({ upiId: 'gym@ybl' });
    expect((await bookDay(member, gym.id, 'online')).upiLink).toBeNull();

    const atGym = await bookDay(member, gym.id);
    expect(atGym.upiLink).not.toBeNull();
    const paid = await post('payments', 'mark-paid', { bookingId: atGym.id, deskMethod: 'upi' }, owner, randomUUID());
    expect(paid.statusCode).toBe(201);
    const after = bookingDetailSchema.parse((await get('bookings', 'get', { bookingId: atGym.id }, member)).json().data);
    expect(after.booking.paymentStatus).toBe('paid');
    expect(after.booking.upiLink).toBeNull();
  });

  it('follows the gym’s UPI ID as it is now: cleared, the link goes', async () => {
    const { owner, member, gym } = await setup({ upiId: 'gym@ybl' });
    const booking = await bookDay(member, gym.id);
    expect(booking.upiLink).not.toBeNull();
    await post('gyms', 'update', { gymId: gym.id, upiId: '' }, owner);
    const after = bookingDetailSchema.parse((await get('bookings', 'get', { bookingId: booking.id }, member)).json().data);
    expect(after.booking.upiLink).toBeNull();
  });
});
