import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceMessages, attendancePageSchema, busyListSchema, busySchema, gymQrSchema, scanResultSchema } from '@contract/attendance/attendance';
import { MAX_PAGE_SIZE } from '@contract/constants';
import { attendance, gyms } from '@server/db/schema';
import { createConfirmedBooking } from '@server/domains/bookings/booking-service';
import { gymQrPayload } from '@server/domains/attendance/gym-qr';
import { TEST_APP_SECRET } from '@tests/utils/test-config';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC); test gyms open 06:00–22:00. */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const MINUTE = 60_000;

const get = (action: string, query: Record<string, string>, who?: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/attendance.php?action=${action}&${new URLSearchParams(query)}`, headers: who?.headers ?? {} });
const post = (action: string, payload: object, who?: SignedIn) =>
  app().inject({ method: 'POST', url: `/api/attendance.php?action=${action}`, payload, headers: who?.headers ?? {} });

async function setup() {
  clock().set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const gym = await createGym(db(), { ownerId: owner.user.id, slotCapacity: 10 });
  return { owner, member, gym };
}

const bookToday = (memberId: string, gymId: string, startDate = MONDAY) =>
  createConfirmedBooking(db(), { memberId, gymId, passType: 'day', startDate, now: clock().now() });

/** What the owner's screen shows now, read through the API. */
async function screenCode(owner: SignedIn, gymId: string): Promise<string> {
  const res = await get('gym-qr', { gymId }, owner);
  expect(res.statusCode).toBe(200);
  return gymQrSchema.parse(res.json().data).payload;
}

const scan = (member: SignedIn, payload: string) => post('mark', { payload }, member);
const resultOf = (res: { json(): { data: unknown } }) => scanResultSchema.parse(res.json().data);
const openRows = (memberId: string) =>
  db().select().from(attendance).where(and(eq(attendance.memberId, memberId), isNull(attendance.checkOutAt)));

describe('attendance.php?action=gym-qr', () => {
  it("gives the owner the gym's signed code of the current 30-second window and the seconds it has left", async () => {
    const { owner, gym } = await setup();
    const res = await get('gym-qr', { gymId: gym.id }, owner);
    const qr = gymQrSchema.parse(res.json().data);
    expect(qr.payload).toContain(gym.id);
    expect(qr.windowSeconds).toBe(30);
    expect(qr.expiresInSeconds).toBeGreaterThan(0);
    expect(qr.expiresInSeconds).toBeLessThanOrEqual(30);
    clock().advance(30_000);
    expect(await screenCode(owner, gym.id)).not.toBe(qr.payload);
  });

  it("answers 404 for another owner's gym and 403 to a member", async () => {
    const { member, gym } = await setup();
    const other = await signIn(app(), { userType: 'gym_owner' });
    const res = await get('gym-qr', { gymId: gym.id }, other);
    expect(res.statusCode).toBe(404);
    expect((await get('gym-qr', { gymId: gym.id }, member)).statusCode).toBe(403);
    expect((await get('gym-qr', { gymId: gym.id })).statusCode).toBe(401);
  });
});

describe('attendance.php?action=mark (the member scans the gym)', () => {
  it('checks a member with a booking valid today in', async () => {
    const { owner, member, gym } = await setup();
    const booking = await bookToday(member.user.id, gym.id);
    const res = await scan(member, await screenCode(owner, gym.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(attendanceMessages.marked);
    const { action, record } = resultOf(res);
    expect(action).toBe('check_in');
    expect(record).toMatchObject({ gymId: gym.id, status: 'checked_in', checkOutAt: null, date: MONDAY, bookingCode: booking.code });
  });

  it('accepts the previous window but refuses a code two windows old (a photo of an old code)', async () => {
    const { owner, member, gym } = await setup();
    await bookToday(member.user.id, gym.id);
    const photo = await screenCode(owner, gym.id);
    clock().advance(61_000);
    const res = await scan(member, photo);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(attendanceMessages.codeExpired);
    expect(await openRows(member.user.id)).toHaveLength(0);
    const fresh = await screenCode(owner, gym.id);
    clock().advance(30_000);
    expect((await scan(member, fresh)).statusCode).toBe(200);
  });

  it('refuses a forged signature, a window from the future and text that is no gym code', async () => {
    const { owner, member, gym } = await setup();
    await bookToday(member.user.id, gym.id);
    const real = await screenCode(owner, gym.id);
    const forged = real.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const future = gymQrPayload(TEST_APP_SECRET, gym.id, new Date(clock().now().getTime() + 60_000)).payload;
    const otherSecret = gymQrPayload('another-secret-0123456789abcdef0123456789', gym.id, clock().now()).payload;
    for (const payload of [forged, future, otherSecret, 'hello', `${real}.x`]) {
      const res = await scan(member, payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toBe(attendanceMessages.codeInvalid);
    }
    expect(await openRows(member.user.id)).toHaveLength(0);
  });

  it("refuses another gym's code: the member's booking is at a different gym", async () => {
    const { owner, member, gym } = await setup();
    const otherGym = await createGym(db(), { ownerId: owner.user.id });
    await bookToday(member.user.id, gym.id);
    const res = await scan(member, await screenCode(owner, otherGym.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(attendanceMessages.noBookingToday);
  });

  it('refuses a member without a booking valid today (none, or one for tomorrow)', async () => {
    const { owner, member, gym } = await setup();
    const code = await screenCode(owner, gym.id);
    expect((await scan(member, code)).json().message).toBe(attendanceMessages.noBookingToday);
    await bookToday(member.user.id, gym.id, TUESDAY);
    const res = await scan(member, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(attendanceMessages.noBookingToday);
  });

  it('changes nothing within 2 minutes, then checks out, then waits 2 minutes before the next check-in', async () => {
    const { owner, member, gym } = await setup();
    await bookToday(member.user.id, gym.id);
    expect(resultOf(await scan(member, await screenCode(owner, gym.id))).action).toBe('check_in');
    clock().advance(MINUTE);
    const again = await scan(member, await screenCode(owner, gym.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(attendanceMessages.tooSoonIn);
    clock().advance(MINUTE);
    const out = resultOf(await scan(member, await screenCode(owner, gym.id)));
    expect(out.action).toBe('check_out');
    expect(out.record.status).toBe('checked_out');
    expect(Math.abs(Date.parse(out.record.checkOutAt!) - clock().now().getTime())).toBeLessThan(5000);
    clock().advance(MINUTE);
    expect((await scan(member, await screenCode(owner, gym.id))).json().message).toBe(attendanceMessages.tooSoonOut);
    clock().advance(MINUTE);
    expect(resultOf(await scan(member, await screenCode(owner, gym.id))).action).toBe('check_in');
    expect(await db().select().from(attendance).where(eq(attendance.memberId, member.user.id))).toHaveLength(2);
  });

  it("closes an open check-in at the gym's closing time, whether or not anyone asked then", async () => {
    const { owner, member, gym } = await setup();
    await bookToday(member.user.id, gym.id);
    await scan(member, await screenCode(owner, gym.id));
    clock().set(new Date('2026-11-23T16:29:00Z')); // 21:59 in India: still open
    let report = attendancePageSchema.parse((await get('report', {}, member)).json().data);
    expect(report.items[0]).toMatchObject({ status: 'checked_in', checkOutAt: null });
    clock().set(new Date('2026-11-24T03:00:00Z')); // next morning
    report = attendancePageSchema.parse((await get('report', {}, member)).json().data);
    expect(report.items[0]).toMatchObject({ status: 'checked_out', checkOutAt: '2026-11-23T16:30:00.000Z' });
    expect(await openRows(member.user.id)).toHaveLength(0);
  });

  it('lets only members scan the gym (an owner gets 403)', async () => {
    const { owner, gym } = await setup();
    const res = await scan(owner, await screenCode(owner, gym.id));
    expect(res.statusCode).toBe(403);
  });

  it('20 parallel scans of one member leave exactly one open check-in', async () => {
    const { owner, member, gym } = await setup();
    await bookToday(member.user.id, gym.id);
    const code = await screenCode(owner, gym.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => scan(member, code)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await openRows(member.user.id)).toHaveLength(1);
    expect(await db().select().from(attendance).where(eq(attendance.memberId, member.user.id))).toHaveLength(1);
  });
});

describe('attendance.php?action=check-in (the desk scans a booking code)', () => {
  it("checks the member in by their booking code, typed in any case, and says whose it was", async () => {
    const { owner, member, gym } = await setup();
    const booking = await bookToday(member.user.id, gym.id);
    const res = await post('check-in', { gymId: gym.id, bookingCode: ` ${booking.code.toLowerCase()} ` }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(attendanceMessages.marked);
    expect(resultOf(res)).toMatchObject({ action: 'check_in', record: { bookingCode: booking.code, status: 'checked_in' } });
  });

  it("answers 404 for another owner's booking and for another owner's gym", async () => {
    const { owner, member, gym } = await setup();
    const other = await signIn(app(), { userType: 'gym_owner' });
    const otherGym = await createGym(db(), { ownerId: other.user.id });
    const theirs = await bookToday(member.user.id, otherGym.id);
    const res = await post('check-in', { gymId: gym.id, bookingCode: theirs.code }, owner);
    expect(res.statusCode).toBe(404);
    expect((await post('check-in', { gymId: otherGym.id, bookingCode: theirs.code }, owner)).statusCode).toBe(404);
    expect(await openRows(member.user.id)).toHaveLength(0);
  });

  it("refuses a booking of the owner's other gym and one not valid today", async () => {
    const { owner, member, gym } = await setup();
    const second = await createGym(db(), { ownerId: owner.user.id });
    const elsewhere = await bookToday(member.user.id, second.id);
    const other = await post('check-in', { gymId: gym.id, bookingCode: elsewhere.code }, owner);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(attendanceMessages.otherGym);
    const tomorrow = await bookToday(member.user.id, gym.id, TUESDAY);
    const early = await post('check-in', { gymId: gym.id, bookingCode: tomorrow.code }, owner);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(attendanceMessages.bookingNotToday);
  });

  it('keeps members out of the desk route and asks for a code', async () => {
    const { owner, member, gym } = await setup();
    const booking = await bookToday(member.user.id, gym.id);
    expect((await post('check-in', { gymId: gym.id, bookingCode: booking.code }, member)).statusCode).toBe(403);
    const empty = await post('check-in', { gymId: gym.id, bookingCode: '  ' }, owner);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields.bookingCode).toBe(attendanceMessages.bookingCodeRequired);
  });
});

describe('attendance.php?action=report', () => {
  async function visits() {
    const { owner, member, gym } = await setup();
    const stranger = await signIn(app(), { userType: 'member' });
    // Visits on Monday and on Wednesday (gym's clock), another member's on Monday.
    await bookToday(member.user.id, gym.id);
    await bookToday(stranger.user.id, gym.id);
    await scan(member, await screenCode(owner, gym.id));
    await scan(stranger, await screenCode(owner, gym.id));
    clock().set(new Date('2026-11-25T04:30:00Z'));
    await bookToday(member.user.id, gym.id, '2026-11-25');
    await scan(member, await screenCode(owner, gym.id));
    clock().set(new Date('2026-11-26T04:30:00Z'));
    return { owner, member, stranger, gym };
  }
  const page = (res: { json(): { data: unknown } }) => attendancePageSchema.parse(res.json().data);

  it("shows a member only their own visits, newest first, filtered by the gym's days", async () => {
    const { member } = await visits();
    expect(page(await get('report', {}, member)).items.map((r) => r.date)).toEqual(['2026-11-25', MONDAY]);
    expect(page(await get('report', { from: TUESDAY, to: '2026-11-25' }, member)).items.map((r) => r.date)).toEqual(['2026-11-25']);
    expect(page(await get('report', { from: MONDAY, to: MONDAY }, member)).total).toBe(1);
  });

  it("shows an owner every visit at their gym, paged; another owner's gym is 404", async () => {
    const { owner, gym } = await visits();
    const first = page(await get('report', { gymId: gym.id, pageSize: '2' }, owner));
    expect(first).toMatchObject({ total: 3, totalPages: 2 });
    expect(page(await get('report', { gymId: gym.id, pageSize: '2', page: '2' }, owner)).items).toHaveLength(1);
    const other = await signIn(app(), { userType: 'gym_owner' });
    expect((await get('report', { gymId: gym.id }, other)).statusCode).toBe(404);
  });

  it("refuses an end date in the future and a start after the end, in the spec's words", async () => {
    const { member, owner, gym } = await visits();
    const future = await get('report', { to: '2026-11-27' }, member);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ message: attendanceMessages.endInFuture, data: { fields: { to: attendanceMessages.endInFuture } } });
    const reversed = await get('report', { gymId: gym.id, from: '2026-11-25', to: MONDAY }, owner);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ message: attendanceMessages.startAfterEnd, data: { fields: { from: attendanceMessages.startAfterEnd } } });
    expect((await get('report', { to: '2026-11-26' }, member)).statusCode).toBe(200);
  });
});

describe('attendance.php?action=busy', () => {
  it('counts open check-ins against the slot capacity: quiet, moderate, busy', async () => {
    const { owner, gym } = await setup();
    const level = async () => busySchema.parse((await get('busy', { gymId: gym.id })).json().data);
    const first = await level();
    expect(first).toMatchObject({ level: 'quiet', openCheckIns: 0, capacity: 10 });
    expect(Math.abs(Date.parse(first.at) - clock().now().getTime())).toBeLessThan(5000);
    const members = await Promise.all(Array.from({ length: 8 }, () => signIn(app(), { userType: 'member' })));
    for (const [i, m] of members.entries()) {
      await bookToday(m.user.id, gym.id);
      await scan(m, await screenCode(owner, gym.id));
      if (i === 3) expect((await level()).level).toBe('moderate');
    }
    expect(await level()).toMatchObject({ level: 'busy', openCheckIns: 8 });
    clock().set(new Date('2026-11-23T17:00:00Z')); // after closing: everyone's check-in closed
    expect(await level()).toMatchObject({ level: 'quiet', openCheckIns: 0 });
  });

  it('answers 404 for an unknown gym', async () => {
    await setup();
    expect((await get('busy', { gymId: 'no-such-gym' })).statusCode).toBe(404);
  });
});

describe('attendance.php?action=busy-list (a page of search results)', () => {
  const list = async (gymIds: string[]) => {
    const res = await get('busy-list', { gymIds: gymIds.join(',') });
    expect(res.statusCode, res.body).toBe(200);
    return busyListSchema.parse(res.json().data);
  };
  const levels = async (gymIds: string[]) => Object.fromEntries((await list(gymIds)).items.map((b) => [b.gymId, [b.level, b.openCheckIns]]));

  it("gives each gym's level from its open check-ins in one answer; check-outs and lapsed check-ins do not count", async () => {
    const { owner, gym } = await setup();
    const quiet = await createGym(db(), { ownerId: owner.user.id, slotCapacity: 10 });
    const small = await createGym(db(), { ownerId: owner.user.id, slotCapacity: 2 });
    const members = await Promise.all(Array.from({ length: 5 }, () => signIn(app(), { userType: 'member' })));
    for (const m of members) {
      await bookToday(m.user.id, gym.id);
      await scan(m, await screenCode(owner, gym.id));
    }
    await bookToday(members[0]!.user.id, small.id);
    await scan(members[0]!, await screenCode(owner, small.id));
    const first = await list([gym.id, quiet.id, small.id]);
    expect(Math.abs(Date.parse(first.at) - clock().now().getTime())).toBeLessThan(5000);
    expect(await levels([gym.id, quiet.id, small.id])).toEqual({ [gym.id]: ['moderate', 5], [quiet.id]: ['quiet', 0], [small.id]: ['moderate', 1] });

    // Two members check out (a scan 2 minutes later): they are no longer in the gym.
    clock().advance(3 * MINUTE);
    for (const m of members.slice(0, 2)) expect(resultOf(await scan(m, await screenCode(owner, gym.id))).action).toBe('check_out');
    expect((await levels([gym.id]))[gym.id]).toEqual(['quiet', 3]);

    // After closing time nobody is counted, before anything has closed the rows.
    clock().set(new Date('2026-11-23T17:00:00Z'));
    expect(await levels([gym.id, small.id])).toEqual({ [gym.id]: ['quiet', 0], [small.id]: ['quiet', 0] });
  });

  it('leaves out unknown and hidden gyms and answers a repeated id once', async () => {
    const { owner, gym } = await setup();
    const hidden = await createGym(db(), { ownerId: owner.user.id });
    await db().update(gyms).set({ active: false }).where(eq(gyms.id, hidden.id));
    const { items } = await list([gym.id, 'no-such-gym', hidden.id, gym.id]);
    expect(items.map((b) => b.gymId)).toEqual([gym.id]);
    expect(items[0]).toMatchObject({ level: 'quiet', openCheckIns: 0, capacity: 10 });
  });

  it(`refuses more than a page (${MAX_PAGE_SIZE}) of ids, none, and an id that is too long`, async () => {
    await setup();
    const tooMany = await get('busy-list', { gymIds: Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, i) => `g${i}`).join(',') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(attendanceMessages.tooManyGyms);
    expect((await get('busy-list', { gymIds: Array.from({ length: MAX_PAGE_SIZE }, (_, i) => `g${i}`).join(',') })).statusCode).toBe(200);
    expect((await get('busy-list', { gymIds: '' })).statusCode).toBe(400);
    expect((await get('busy-list', {})).statusCode).toBe(400);
    expect((await get('busy-list', { gymIds: 'x'.repeat(65) })).statusCode).toBe(400);
  });
});
