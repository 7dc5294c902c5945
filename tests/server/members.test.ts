import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingMessages } from '@contract/bookings/bookings';
import { messages } from '@contract/common';
import { gymMemberPageSchema, memberAddedSchema, memberMessages, type MemberAddBody } from '@contract/gyms/members';
import { attendance, bookings, payments, users } from '@server/db/schema';
import { signIn, uniqueMobile, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createBookingRow } from '@tests/utils/community-factories';
import { createGym, createMember, createOwner, DEFAULT_PLAN_PRICES } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

// Wednesday 25 Nov 2026, 10:00 in Mumbai: the factory gym is open (weekly off Sunday).
const WEDNESDAY_10AM = new Date('2026-11-25T04:30:00Z');
const WEDNESDAY = '2026-11-25';
beforeEach(() => server.current.clock.set(WEDNESDAY_10AM));

let keys = 0;
const list = (query: Record<string, string>, who?: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/members.php?action=list&${new URLSearchParams(query)}`, headers: who?.headers ?? {} });
const add = (payload: object, who?: SignedIn, key: string | null = `walk-in-${++keys}-${Date.now()}`) =>
  app().inject({
    method: 'POST',
    url: '/api/members.php?action=add',
    payload,
    headers: { ...(who?.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
  });

async function ownerWithGym() {
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id });
  return { owner, gym };
}

const walkIn = (gymId: string, over: Partial<MemberAddBody> = {}): MemberAddBody => ({
  gymId,
  firstName: 'Ravi',
  lastName: 'Kumar',
  mobile: uniqueMobile(),
  email: '',
  passType: 'monthly',
  startDate: WEDNESDAY,
  payment: 'unpaid',
  ...over,
});

describe('members.php?action=add: a walk-in', () => {
  it('creates a member account without a password and a confirmed booking to pay at the gym', async () => {
    const { owner, gym } = await ownerWithGym();
    const body = walkIn(gym.id, { email: 'ravi@example.com' });
    const res = await add(body, owner);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(memberMessages.added);
    const data = memberAddedSchema.parse(res.json().data);
    expect(data.accountCreated).toBe(true);
    expect(data.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'unpaid', paymentMethod: 'at_gym', passType: 'monthly', startDate: WEDNESDAY, amountPaise: DEFAULT_PLAN_PRICES.monthly });
    expect(data.member).toMatchObject({ name: 'Ravi Kumar', mobile: `+91${body.mobile}`, email: 'ravi@example.com', source: 'walk_in', lastVisitAt: null, visitsThisMonth: 0 });
    expect(data.member.currentPass).toMatchObject({ passType: 'monthly', status: 'confirmed', paymentStatus: 'unpaid' });
    const [account] = await db().select().from(users).where(eq(users.mobile, `+91${body.mobile}`));
    expect(account).toMatchObject({ userType: 'member', passwordHash: null, firstName: 'Ravi', lastName: 'Kumar' });
  });

  it('paid at the desk: the booking is paid and a receipt-bearing payment is recorded', async () => {
    const { owner, gym } = await ownerWithGym();
    const res = await add(walkIn(gym.id, { payment: 'upi', passType: 'day' }), owner);
    expect(res.statusCode).toBe(201);
    const { booking } = memberAddedSchema.parse(res.json().data);
    expect(booking.paymentStatus).toBe('paid');
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ status: 'paid', deskMethod: 'upi', amountPaise: DEFAULT_PLAN_PRICES.day });
    expect(payment!.receiptNumber).toMatch(/^\d{4}-\d{2}\/\d+$/);
  });

  it('the walk-in signs in with their number and sees the booking', async () => {
    const { owner, gym } = await ownerWithGym();
    const body = walkIn(gym.id);
    const { booking } = memberAddedSchema.parse((await add(body, owner)).json().data);
    const member = await signIn(app(), { mobile: body.mobile, userType: 'member' });
    expect(member.user).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar', userType: 'member' });
    const mine = await app().inject({ method: 'GET', url: '/api/bookings.php?action=mine', headers: member.headers });
    expect(mine.json().data.items.map((b: { code: string }) => b.code)).toEqual([booking.code]);
  });

  it('an existing member keeps their own name and email; only blanks are filled', async () => {
    const { owner, gym } = await ownerWithGym();
    const known = await createMember(db(), { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' });
    const res = await add(walkIn(gym.id, { mobile: known.mobile.slice(3), email: 'other@example.com' }), owner);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(memberMessages.addedExisting);
    expect(res.json().data).toMatchObject({ accountCreated: false, member: { id: known.id, name: 'Asha Rao', email: 'asha@example.com' } });
    const blank = await createMember(db(), { firstName: null, lastName: null, email: null });
    await add(walkIn(gym.id, { mobile: blank.mobile.slice(3), email: 'new@example.com' }), owner);
    const [filled] = await db().select().from(users).where(eq(users.id, blank.id));
    expect(filled).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar', email: 'new@example.com' });
  });

  it('another account’s email: a new walk-in is refused (409 on email, not a 500); an existing member keeps theirs blank', async () => {
    const { owner, gym } = await ownerWithGym();
    await createMember(db(), { email: 'taken@example.com' });
    const res = await add(walkIn(gym.id, { email: 'TAKEN@example.com' }), owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().data.fields.email).toBe('This email is already used by another account');
    const blank = await createMember(db(), { firstName: null, lastName: null, email: null });
    expect((await add(walkIn(gym.id, { mobile: blank.mobile.slice(3), email: 'taken@example.com' }), owner)).statusCode).toBe(201);
    const [after] = await db().select().from(users).where(eq(users.id, blank.id));
    expect(after).toMatchObject({ firstName: 'Ravi', email: null });
  });

  it('refuses an owner’s or trainer’s number (409) and writes nothing', async () => {
    const { owner, gym } = await ownerWithGym();
    const otherOwner = await createOwner(db());
    const res = await add(walkIn(gym.id, { mobile: otherOwner.mobile }), owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(memberMessages.notMemberNumber);
    expect(await db().select().from(bookings)).toHaveLength(0);
  });

  it.each([
    [{ firstName: '' }, messages.namesRequired],
    [{ lastName: '   ' }, messages.namesRequired],
    [{ mobile: '' }, messages.mobileRequired],
    [{ mobile: '12345' }, messages.mobileInvalid],
    [{ email: 'not-an-email' }, messages.emailInvalid],
    [{ passType: 'lifetime' }, bookingMessages.passRequired],
    [{ startDate: '2026-02-30' }, bookingMessages.dateInvalid],
    [{ startDate: '2026-11-24' }, bookingMessages.pastDate],
    [{ payment: 'cheque' }, memberMessages.paymentRequired],
    [{ ownerId: 'someone' }, 'Unknown field: ownerId'],
    [{ amountPaise: 1 }, 'Unknown field: amountPaise'],
  ])('refuses %j with 400 and its message, creating no account', async (change, message) => {
    const { owner, gym } = await ownerWithGym();
    const body = { ...walkIn(gym.id), ...change };
    const res = await add(body, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await db().select().from(users).where(eq(users.userType, 'member'))).toHaveLength(0);
  });

  it('a pass the gym does not offer, or the weekly-off day, is refused without a half-written account', async () => {
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const gym = await createGym(db(), { ownerId: owner.user.id, plans: { day: 15_000 } });
    const noPass = await add(walkIn(gym.id, { passType: 'yearly' }), owner);
    expect(noPass.statusCode).toBe(400);
    expect(noPass.json().message).toBe(bookingMessages.passNotOffered);
    const sunday = await add(walkIn(gym.id, { passType: 'day', startDate: '2026-11-29' }), owner);
    expect(sunday.statusCode).toBe(409);
    expect(sunday.json().message).toBe(bookingMessages.weeklyOff);
    expect(await db().select().from(users).where(eq(users.userType, 'member'))).toHaveLength(0);
  });

  it('needs an Idempotency-Key; a retry with the same key gets the first answer, not a second booking', async () => {
    const { owner, gym } = await ownerWithGym();
    const body = walkIn(gym.id);
    expect((await add(body, owner, null)).statusCode).toBe(400);
    const first = await add(body, owner, 'same-key-123');
    const again = await add(body, owner, 'same-key-123');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.booking.id).toBe(first.json().data.booking.id);
    expect(await db().select().from(bookings)).toHaveLength(1);
  });
});

describe('members.php?action=list', () => {
  it('lists walk-ins and members who booked, newest first, with current pass, last visit and visits this month', async () => {
    const { owner, gym } = await ownerWithGym();
    const booked = await createMember(db(), { firstName: 'Meera', lastName: 'Shah', createdAt: new Date('2026-01-01T00:00:00Z') });
    await createBookingRow(db(), { memberId: booked.id, gymId: gym.id, planId: gym.plans[0]!.id });
    // Two visits this month (Mumbai's November began at 2026-10-31T18:30Z) and one in October.
    await db().insert(attendance).values([
      { memberId: booked.id, gymId: gym.id, checkInAt: new Date('2026-10-31T18:00:00Z'), checkOutAt: new Date('2026-10-31T18:20:00Z'), status: 'checked_out' },
      { memberId: booked.id, gymId: gym.id, checkInAt: new Date('2026-11-02T01:00:00Z'), checkOutAt: new Date('2026-11-02T02:00:00Z'), status: 'checked_out' },
      { memberId: booked.id, gymId: gym.id, checkInAt: new Date('2026-11-20T01:00:00Z'), checkOutAt: new Date('2026-11-20T02:00:00Z'), status: 'checked_out' },
    ]);
    await add(walkIn(gym.id, { firstName: 'Zoya', lastName: 'Ali' }), owner);

    const res = await list({ gymId: gym.id }, owner);
    expect(res.statusCode).toBe(200);
    const page = gymMemberPageSchema.parse(res.json().data);
    expect(page.total).toBe(2);
    expect(page.items.map((m) => m.name)).toEqual(['Zoya Ali', 'Meera Shah']);
    expect(page.items[1]).toMatchObject({ source: 'booking', currentPass: null, lastVisitAt: '2026-11-20T01:00:00.000Z', visitsThisMonth: 2 });
    expect(page.items[0]).toMatchObject({ source: 'walk_in', currentPass: { passType: 'monthly' } });
  });

  it('searches by name, mobile or email and pages', async () => {
    const { owner, gym } = await ownerWithGym();
    const mobiles: string[] = [];
    for (const [firstName, email] of [['Anil', 'anil@x.in'], ['Bina', 'bina@x.in'], ['Chetan', 'chetan@y.in']] as const) {
      const body = walkIn(gym.id, { firstName, email });
      mobiles.push(body.mobile);
      await add(body, owner);
    }
    const names = async (query: Record<string, string>) => gymMemberPageSchema.parse((await list({ gymId: gym.id, ...query }, owner)).json().data);
    expect((await names({ q: 'bin' })).items.map((m) => m.name)).toEqual(['Bina Kumar']);
    expect((await names({ q: mobiles[2]!.slice(-6) })).items.map((m) => m.name)).toEqual(['Chetan Kumar']);
    expect((await names({ q: 'x.in' })).total).toBe(2);
    expect((await names({ q: '100%_' })).total).toBe(0);
    const second = await names({ pageSize: '2', page: '2' });
    expect(second).toMatchObject({ total: 3, totalPages: 2, page: 2 });
    expect(second.items.map((m) => m.name)).toEqual(['Anil Kumar']);
  });

  it('shows only this gym’s members', async () => {
    const { owner, gym } = await ownerWithGym();
    const otherGym = await createGym(db(), { ownerId: owner.user.id });
    await add(walkIn(otherGym.id), owner);
    expect((await list({ gymId: gym.id }, owner)).json().data.total).toBe(0);
  });
});

describe("owner X cannot read or change owner Y's members", () => {
  it('list: another owner’s gym answers 404, as if missing', async () => {
    const { owner, gym } = await ownerWithGym();
    expect((await add(walkIn(gym.id), owner)).statusCode).toBe(201);
    const stranger = await signIn(app(), { userType: 'gym_owner' });
    const res = await list({ gymId: gym.id }, stranger);
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain('Ravi');
  });

  it('add: a walk-in at another owner’s gym answers 404 and writes no account or booking', async () => {
    const { gym } = await ownerWithGym();
    const stranger = await signIn(app(), { userType: 'gym_owner' });
    const res = await add(walkIn(gym.id), stranger);
    expect(res.statusCode).toBe(404);
    expect(await db().select().from(bookings)).toHaveLength(0);
    expect(await db().select().from(users).where(eq(users.userType, 'member'))).toHaveLength(0);
  });

  it.each([
    ['list', (gymId: string, who?: SignedIn) => list({ gymId }, who)],
    ['add', (gymId: string, who?: SignedIn) => add(walkIn(gymId), who)],
  ])('a member cannot call %s (403); nobody signed out (401)', async (_name, call) => {
    const { gym } = await ownerWithGym();
    const member = await signIn(app(), { userType: 'member' });
    expect((await call(gym.id, member)).statusCode).toBe(403);
    const trainer = await signIn(app(), { userType: 'trainer' });
    expect((await call(gym.id, trainer)).statusCode).toBe(403);
    expect((await call(gym.id)).statusCode).toBe(401);
  });
});
