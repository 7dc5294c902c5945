import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema } from '@contract/bookings/bookings';
import { receiptSchema } from '@contract/bookings/payments';
import { promoListSchema, promoMessages, promoQuoteSchema, promoSchema, type PromoCreateBody } from '@contract/bookings/promos';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

/** Monday 23 Nov 2026, 10:00 in India; passes start on Tuesday. */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

const get = (resource: string, action: string, query: Record<string, string>, who: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/${resource}.php?action=${action}&${new URLSearchParams(query)}`, headers: who.headers });
const post = (resource: string, action: string, payload: object, who: SignedIn, key: string | null = randomUUID()) =>
  app().inject({ method: 'POST', url: `/api/${resource}.php?action=${action}`, payload, headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) } });

async function setup(gym: Parameters<typeof createGym>[1] = {}) {
  server.current.clock.set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const row = await createGym(db(), { ownerId: owner.user.id, slotCapacity: 100, plans: { day: 49_900, monthly: 250_000 }, ...gym });
  return { owner, member, gym: row };
}

const promoBody = (gymId: string, over: Partial<PromoCreateBody> = {}): PromoCreateBody => ({
  gymId,
  code: 'diwali-25',
  kind: 'percent',
  value: 25,
  passTypes: ['day', 'monthly'],
  validFrom: MONDAY,
  validTo: '2026-11-30',
  maxUses: 5,
  oncePerMember: false,
  ...over,
});

async function createPromo(owner: SignedIn, body: PromoCreateBody) {
  const res = await post('promos', 'create', body, owner);
  expect(res.statusCode, res.body).toBe(201);
  return promoSchema.parse(res.json().data);
}

const bookBody = (gymId: string, over: Record<string, unknown> = {}) => ({ gymId, passType: 'day', startDate: TUESDAY, slotTime: '07:00', paymentMethod: 'at_gym', ...over });
const book = (member: SignedIn, gymId: string, over: Record<string, unknown> = {}, key = randomUUID()) => post('bookings', 'create', bookBody(gymId, over), member, key);

describe('promos.php?action=create, list, update (owner)', () => {
  it('creates a code in capitals, lists it with its uses, revenue and discount given', async () => {
    const { owner, member, gym } = await setup();
    const promo = await createPromo(owner, promoBody(gym.id));
    expect(promo).toMatchObject({ code: 'DIWALI-25', kind: 'percent', value: 25, passTypes: ['day', 'monthly'], maxUses: 5, oncePerMember: false, active: true, uses: 0, revenuePaise: 0 });
    const booked = bookingCreatedSchema.parse((await book(member, gym.id, { promoCode: 'diwali-25' })).json().data).booking;
    // paid at the desk: revenue counts what was paid
    expect((await post('payments', 'mark-paid', { bookingId: booked.id, deskMethod: 'cash' }, owner)).statusCode).toBe(201);
    const list = promoListSchema.parse((await get('promos', 'list', { gymId: gym.id }, owner)).json().data);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ code: 'DIWALI-25', uses: 1, revenuePaise: 37_425, discountPaise: 12_475 });
  });

  it('takes an Idempotency-Key: a retry gets the first answer, another body with it is 409, none is 400', async () => {
    const { owner, gym } = await setup();
    const key = randomUUID();
    const first = await post('promos', 'create', promoBody(gym.id), owner, key);
    const again = await post('promos', 'create', promoBody(gym.id), owner, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await post('promos', 'create', promoBody(gym.id, { value: 30 }), owner, key)).statusCode).toBe(409);
    expect((await post('promos', 'create', promoBody(gym.id, { code: 'OTHER' }), owner, null)).statusCode).toBe(400);
    const promoId = first.json().data.id as string;
    expect((await post('promos', 'update', { promoId, value: 10 }, owner, null)).statusCode).toBe(400);
  });

  it('refuses a code the gym already has (409), bad values and dates the wrong way round (400)', async () => {
    const { owner, gym } = await setup();
    await createPromo(owner, promoBody(gym.id));
    const dup = await post('promos', 'create', promoBody(gym.id, { code: 'DIWALI-25' }), owner);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(promoMessages.codeTaken);
    const cases: [Partial<PromoCreateBody>, string, string][] = [
      [{ value: 95 }, 'value', promoMessages.percentInvalid],
      [{ value: 0 }, 'value', promoMessages.valueInvalid],
      [{ code: 'x' }, 'code', promoMessages.codeInvalid],
      [{ passTypes: [] }, 'passTypes', promoMessages.passTypesRequired],
      [{ validTo: '2026-11-01' }, 'validTo', promoMessages.datesOrder],
      [{ maxUses: 0 }, 'maxUses', promoMessages.maxUsesInvalid],
    ];
    for (const [change, field, message] of cases) {
      const res = await post('promos', 'create', promoBody(gym.id, { code: 'NEW1', ...change }), owner);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().data.fields[field]).toBe(message);
    }
  });

  it('updates only what is sent, checks the merged rules, and can switch a code off', async () => {
    const { owner, member, gym } = await setup();
    const promo = await createPromo(owner, promoBody(gym.id));
    const res = await post('promos', 'update', { promoId: promo.id, kind: 'flat', value: 10_000, maxUses: null }, owner);
    expect(res.statusCode).toBe(200);
    expect(promoSchema.parse(res.json().data)).toMatchObject({ kind: 'flat', value: 10_000, maxUses: null, passTypes: ['day', 'monthly'] });
    const bad = await post('promos', 'update', { promoId: promo.id, validFrom: '2026-12-15' }, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(promoMessages.datesOrder);
    const percentTooHigh = await post('promos', 'update', { promoId: promo.id, kind: 'percent' }, owner);
    expect(percentTooHigh.statusCode).toBe(400);
    expect(percentTooHigh.json().message).toBe(promoMessages.percentInvalid);
    await post('promos', 'update', { promoId: promo.id, active: false }, owner);
    const refused = await book(member, gym.id, { promoCode: 'DIWALI-25' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(promoMessages.inactive);
  });

  it('another owner’s gym or code answers 404, as if missing; members may not manage codes', async () => {
    const { owner, member, gym } = await setup();
    const promo = await createPromo(owner, promoBody(gym.id));
    const stranger = await signIn(app(), { userType: 'gym_owner' });
    expect((await post('promos', 'create', promoBody(gym.id, { code: 'MINE' }), stranger)).statusCode).toBe(404);
    expect((await get('promos', 'list', { gymId: gym.id }, stranger)).statusCode).toBe(404);
    const upd = await post('promos', 'update', { promoId: promo.id, value: 90 }, stranger);
    expect(upd.statusCode).toBe(404);
    expect(upd.json().message).toBe(promoMessages.notFound);
    expect((await post('promos', 'update', { promoId: 'no-such-code', value: 90 }, owner)).statusCode).toBe(404);
    expect((await get('promos', 'list', { gymId: gym.id }, member)).statusCode).toBe(403);
    // the stranger's own gym does not hold this gym's code
    const theirs = await createGym(db(), { ownerId: stranger.user.id });
    const checked = await get('promos', 'check', { gymId: theirs.id, code: 'DIWALI-25', passType: 'day' }, member);
    expect(checked.statusCode).toBe(409);
    expect(checked.json().message).toBe(promoMessages.unknownCode);
  });
});

describe('promos.php?action=check and bookings with a code (member)', () => {
  it('check: the price, the discount and what the member would pay, computed by the server', async () => {
    const { owner, member, gym } = await setup();
    await createPromo(owner, promoBody(gym.id));
    const res = await get('promos', 'check', { gymId: gym.id, code: ' diwali-25 ', passType: 'day' }, member);
    expect(res.statusCode).toBe(200);
    expect(promoQuoteSchema.parse(res.json().data)).toEqual({ code: 'DIWALI-25', kind: 'percent', value: 25, passType: 'day', pricePaise: 49_900, discountPaise: 12_475, amountPaise: 37_425 });
    await createPromo(owner, promoBody(gym.id, { code: 'FLAT100', kind: 'flat', value: 10_000 }));
    const flat = promoQuoteSchema.parse((await get('promos', 'check', { gymId: gym.id, code: 'FLAT100', passType: 'monthly' }, member)).json().data);
    expect(flat).toMatchObject({ pricePaise: 250_000, discountPaise: 10_000, amountPaise: 240_000 });
    // a flat code bigger than the price leaves ₹1 to pay
    await createPromo(owner, promoBody(gym.id, { code: 'HUGE', kind: 'flat', value: 10_000_000 }));
    expect(promoQuoteSchema.parse((await get('promos', 'check', { gymId: gym.id, code: 'HUGE', passType: 'day' }, member)).json().data).amountPaise).toBe(100);
  });

  it('a booking with a code: amountPaise is what the member pays after the discount; the client sends no amount', async () => {
    const { owner, member, gym } = await setup();
    await createPromo(owner, promoBody(gym.id));
    const res = await book(member, gym.id, { promoCode: 'Diwali-25' });
    expect(res.statusCode).toBe(201);
    const { booking } = bookingCreatedSchema.parse(res.json().data);
    expect(booking).toMatchObject({ amountPaise: 37_425, discountPaise: 12_475, promoCode: 'DIWALI-25' });
    expect(booking.upiLink).toBeNull();
    expect((await book(member, gym.id, { promoCode: 'DIWALI-25', amountPaise: 1 })).statusCode).toBe(400);
    // online: the gateway's order is for the discounted amount
    const online = bookingCreatedSchema.parse((await book(member, gym.id, { promoCode: 'DIWALI-25', paymentMethod: 'online' })).json().data);
    expect(online.booking.amountPaise).toBe(37_425);
    expect(online.payment!.amountPaise).toBe(37_425);
    // without a code, the plan's price
    expect(bookingCreatedSchema.parse((await book(member, gym.id)).json().data).booking).toMatchObject({ amountPaise: 49_900, discountPaise: 0, promoCode: null });
  });

  it('refuses, with the reason, a code unknown, not yet valid, expired, not for the pass, used up or already used by this member', async () => {
    const { owner, member, gym } = await setup();
    const expectRefused = async (over: Record<string, unknown>, message: string, who = member) => {
      const res = await book(who, gym.id, over);
      expect(res.statusCode, message).toBe(409);
      expect(res.json().message).toBe(message);
      expect(res.json().data.fields.promoCode).toBe(message);
      const check = await get('promos', 'check', { gymId: gym.id, code: String(over.promoCode), passType: String(over.passType ?? 'day') }, who);
      expect(check.statusCode).toBe(409);
      expect(check.json().message).toBe(message);
    };
    await expectRefused({ promoCode: 'NOPE' }, promoMessages.unknownCode);
    await createPromo(owner, promoBody(gym.id, { code: 'LATER', validFrom: '2026-11-25', validTo: '2026-11-30' }));
    await expectRefused({ promoCode: 'LATER' }, 'This promo code is not valid yet: it starts on 2026-11-25');
    await createPromo(owner, promoBody(gym.id, { code: 'GONE', validFrom: '2026-11-01', validTo: '2026-11-22' }));
    await expectRefused({ promoCode: 'GONE' }, 'This promo code has expired: it ended on 2026-11-22');
    await createPromo(owner, promoBody(gym.id, { code: 'MONTHLY', passTypes: ['monthly'] }));
    await expectRefused({ promoCode: 'MONTHLY' }, promoMessages.notForPass);

    await createPromo(owner, promoBody(gym.id, { code: 'ONCE', oncePerMember: true, maxUses: null }));
    expect((await book(member, gym.id, { promoCode: 'ONCE' })).statusCode).toBe(201);
    await expectRefused({ promoCode: 'ONCE' }, promoMessages.alreadyUsed);
    const other = await signIn(app(), { userType: 'member' });
    expect((await book(other, gym.id, { promoCode: 'ONCE' })).statusCode).toBe(201);

    await createPromo(owner, promoBody(gym.id, { code: 'TWO', maxUses: 2 }));
    expect((await book(member, gym.id, { promoCode: 'TWO' })).statusCode).toBe(201);
    expect((await book(other, gym.id, { promoCode: 'TWO' })).statusCode).toBe(201);
    await expectRefused({ promoCode: 'TWO' }, promoMessages.usedUp);
  });

  it('a code valid on its last day (the gym’s calendar) and refused the day after', async () => {
    const { owner, member, gym } = await setup();
    await createPromo(owner, promoBody(gym.id, { code: 'TODAY', validFrom: MONDAY, validTo: MONDAY }));
    // 23:59 in India on Monday is still Monday there
    server.current.clock.set(new Date('2026-11-23T18:29:00Z'));
    expect((await book(member, gym.id, { promoCode: 'TODAY' })).statusCode).toBe(201);
    server.current.clock.set(new Date('2026-11-23T18:31:00Z'));
    expect((await book(member, gym.id, { promoCode: 'TODAY' })).json().message).toBe('This promo code has expired: it ended on 2026-11-23');
  });

  it('a cancelled booking gives its use back', async () => {
    const { owner, member, gym } = await setup();
    await createPromo(owner, promoBody(gym.id, { code: 'ONE', maxUses: 1, oncePerMember: true }));
    const first = bookingCreatedSchema.parse((await book(member, gym.id, { promoCode: 'ONE' })).json().data).booking;
    expect((await book(member, gym.id, { promoCode: 'ONE' })).statusCode).toBe(409);
    expect((await post('bookings', 'cancel', { bookingId: first.id }, member, null)).statusCode).toBe(200);
    expect((await book(member, gym.id, { promoCode: 'ONE' })).statusCode).toBe(201);
  });

  it('a refused code writes nothing and the same key may be retried without it', async () => {
    const { member, gym } = await setup();
    const key = randomUUID();
    expect((await book(member, gym.id, { promoCode: 'NOPE' }, key)).statusCode).toBe(409);
    expect((await book(member, gym.id, {}, key)).statusCode).toBe(201);
  });

  it('the race: a code with 5 uses and 50 members applying at once → exactly 5 bookings with it', async () => {
    const { owner, gym } = await setup();
    const promo = await createPromo(owner, promoBody(gym.id, { code: 'FIRST5', maxUses: 5 }));
    const members = await Promise.all(Array.from({ length: 50 }, () => signIn(app(), { userType: 'member' })));
    const answers = await Promise.all(members.map((m) => book(m, gym.id, { promoCode: 'FIRST5' })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message))).toEqual(new Set([promoMessages.usedUp]));
    const list = promoListSchema.parse((await get('promos', 'list', { gymId: gym.id }, owner)).json().data);
    expect(list.find((p) => p.id === promo.id)!.uses).toBe(5);
  });
});

describe('receipts of a discounted booking', () => {
  it('show the pass’s price, the code’s discount line, and GST on the discounted amount', async () => {
    const { owner, member, gym } = await setup({ gstin: '27AAPFU0939F1ZV', gstRateBp: 500 });
    await createPromo(owner, promoBody(gym.id));
    const booking = bookingCreatedSchema.parse((await book(member, gym.id, { promoCode: 'DIWALI-25' })).json().data).booking;
    const paid = await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'upi' }, owner);
    expect(paid.statusCode).toBe(201);
    const paymentId = paid.json().data.payment.id as string;
    const receipt = receiptSchema.parse((await get('payments', 'receipt', { paymentId }, member)).json().data);
    expect(receipt.amountPaise).toBe(37_425);
    expect(receipt.discount).toEqual({ code: 'DIWALI-25', listPricePaise: 49_900, discountPaise: 12_475 });
    // 37,425 includes 5% GST: taxable 35,643 (37,425 / 1.05 = 35,642.86), tax 1,782 split 891 + 891
    expect(receipt.tax).toMatchObject({ rateBp: 500, taxablePaise: 35_643, cgstPaise: 891, sgstPaise: 891 });
    expect(receipt.tax!.taxablePaise + receipt.tax!.cgstPaise + receipt.tax!.sgstPaise).toBe(37_425);
  });

  it('without a code, no discount line', async () => {
    const { owner, member, gym } = await setup();
    const booking = bookingCreatedSchema.parse((await book(member, gym.id)).json().data).booking;
    const paid = await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'cash' }, owner);
    const receipt = receiptSchema.parse((await get('payments', 'receipt', { paymentId: paid.json().data.payment.id }, owner)).json().data);
    expect(receipt.discount).toBeNull();
    expect(receipt.amountPaise).toBe(49_900);
  });
});

