import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normaliseMobile } from '@contract/common';
import { staffListSchema, staffMessages, staffPlaceListSchema, type StaffRole } from '@contract/gyms/staff';
import { auditLog, bookings, sessions, users } from '@server/db/schema';
import { signIn, uniqueMobile, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createBookingRow } from '@tests/utils/community-factories';
import { classesApi } from '@tests/utils/classes';
import { createGym, createMember } from '@tests/utils/factories';
import { pngImage, upload } from '@tests/utils/uploads';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

type Answer = { statusCode: number; message: string; data: unknown };
async function call(method: 'GET' | 'POST', path: string, who: SignedIn | undefined, payload?: object): Promise<Answer> {
  const headers: Record<string, string> = { ...(who?.headers ?? {}), ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) };
  const res = await app().inject({ method, url: `/api${path}`, headers, ...(payload ? { payload } : {}) });
  const body = res.json() as { message: string; data?: unknown };
  return { statusCode: res.statusCode, message: body.message, data: body.data };
}
const get = (path: string, who: SignedIn | undefined) => call('GET', path, who);
const post = (path: string, who: SignedIn | undefined, payload: object) => call('POST', path, who, payload);

const invite = (owner: SignedIn, gymId: string, mobile: string, role: StaffRole) => post('/staff.php?action=invite', owner, { gymId, mobile, role });
const list = async (owner: SignedIn, gymId: string) => {
  const res = await get(`/staff.php?action=list&gymId=${gymId}`, owner);
  expect(res.statusCode).toBe(200);
  return staffListSchema.parse(res.data).items;
};

/** An owner signed in with `count` gyms of their own. */
async function ownerWithGyms(count = 1) {
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gyms = [];
  for (let i = 0; i < count; i += 1) gyms.push(await createGym(db(), { ownerId: owner.user.id, name: `Staffed Gym ${i} ${randomUUID().slice(0, 6)}` }));
  return { owner, gyms };
}

/** A person invited to `gymId` as `role` and signed in as staff. */
async function staffAt(owner: SignedIn, gymId: string, role: StaffRole, mobile = uniqueMobile()) {
  const res = await invite(owner, gymId, mobile, role);
  expect(res.statusCode).toBe(201);
  const staffId = (res.data as { staffId: string }).staffId;
  const session = await signIn(app(), { mobile, userType: 'staff' });
  return { ...session, staffId, mobile };
}

describe('staff.php: the owner invites, lists, re-roles and removes', () => {
  it('invites a new number (an account of type member is made), lists it, changes the role and removes it', async () => {
    const { owner, gyms } = await ownerWithGyms();
    const mobile = uniqueMobile();
    const res = await invite(owner, gyms[0]!.id, mobile, 'front_desk');
    expect(res.statusCode).toBe(201);
    expect(res.message).toBe(staffMessages.invited);
    const staffId = (res.data as { staffId: string }).staffId;
    const [account] = await db().select().from(users).where(eq(users.mobile, normaliseMobile(mobile)));
    expect(account!.userType).toBe('member');

    expect(await list(owner, gyms[0]!.id)).toEqual([{ staffId, name: null, mobile: normaliseMobile(mobile), role: 'front_desk', gymId: gyms[0]!.id }]);

    expect((await post('/staff.php?action=update', owner, { staffId, role: 'manager' })).statusCode).toBe(200);
    expect((await list(owner, gyms[0]!.id))[0]!.role).toBe('manager');

    const revoked = await post('/staff.php?action=revoke', owner, { staffId });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.message).toBe(staffMessages.revoked);
    expect(await list(owner, gyms[0]!.id)).toEqual([]);
  });

  it("an existing account keeps its type and its name shows; an owner's own number and a duplicate are refused with the reason", async () => {
    const { owner, gyms } = await ownerWithGyms();
    const member = await createMember(db(), { firstName: 'Asha', lastName: 'Rao' });
    expect((await invite(owner, gyms[0]!.id, member.mobile, 'manager')).statusCode).toBe(201);
    const [row] = await list(owner, gyms[0]!.id);
    expect(row).toMatchObject({ name: 'Asha Rao', mobile: member.mobile, role: 'manager' });
    const [account] = await db().select().from(users).where(eq(users.id, member.id));
    expect(account!.userType).toBe('member');

    const own = await invite(owner, gyms[0]!.id, owner.user.mobile, 'front_desk');
    expect(own.statusCode).toBe(400);
    expect(own.message).toBe(staffMessages.ownNumber);

    const again = await invite(owner, gyms[0]!.id, member.mobile, 'front_desk');
    expect(again.statusCode).toBe(409);
    expect(again.message).toBe(staffMessages.alreadyStaff);
    expect(await list(owner, gyms[0]!.id)).toHaveLength(1);
  });

  it('is the owner’s alone: another owner’s gym and staff answer 404, a member 403, a bad role 400', async () => {
    const { owner, gyms } = await ownerWithGyms();
    const other = await ownerWithGyms();
    const mobile = uniqueMobile();
    const staffId = ((await invite(owner, gyms[0]!.id, mobile, 'front_desk')).data as { staffId: string }).staffId;

    expect((await invite(other.owner, gyms[0]!.id, uniqueMobile(), 'manager')).statusCode).toBe(404);
    expect((await get(`/staff.php?action=list&gymId=${gyms[0]!.id}`, other.owner)).statusCode).toBe(404);
    expect((await post('/staff.php?action=update', other.owner, { staffId, role: 'manager' })).statusCode).toBe(404);
    expect((await post('/staff.php?action=revoke', other.owner, { staffId })).statusCode).toBe(404);

    const member = await signIn(app(), { userType: 'member' });
    expect((await invite(member, gyms[0]!.id, uniqueMobile(), 'manager')).statusCode).toBe(403);
    expect((await invite(owner, gyms[0]!.id, uniqueMobile(), 'cleaner' as StaffRole)).statusCode).toBe(400);
    expect((await get('/staff.php?action=list', undefined)).statusCode).toBe(401);
  });

  it('one person may be staff at several gyms of one or several owners, and sees their places', async () => {
    const first = await ownerWithGyms(2);
    const second = await ownerWithGyms();
    const mobile = uniqueMobile();
    expect((await invite(first.owner, first.gyms[0]!.id, mobile, 'front_desk')).statusCode).toBe(201);
    expect((await invite(first.owner, first.gyms[1]!.id, mobile, 'manager')).statusCode).toBe(201);
    expect((await invite(second.owner, second.gyms[0]!.id, mobile, 'manager')).statusCode).toBe(201);
    const staff = await signIn(app(), { mobile, userType: 'staff' });
    const places = staffPlaceListSchema.parse((await get('/staff.php?action=mine', staff)).data).items;
    expect(places.map((p) => [p.gymId, p.role]).sort()).toEqual(
      [
        [first.gyms[0]!.id, 'front_desk'],
        [first.gyms[1]!.id, 'manager'],
        [second.gyms[0]!.id, 'manager'],
      ].sort(),
    );
    // Each place carries its gym as the owner's screens read it, so those screens serve staff unchanged.
    expect(places.every((p) => p.gym.id === p.gymId && p.gym.name === p.gymName && p.gym.timeZone.length > 0)).toBe(true);
  });
});

describe('signing in as staff', () => {
  it('a staff number signs in with userType staff; the same number as a member is a member session', async () => {
    const { owner, gyms } = await ownerWithGyms();
    const staff = await staffAt(owner, gyms[0]!.id, 'front_desk');
    expect(staff.user.userType).toBe('staff');
    const profile = await get('/profile.php?action=get', staff);
    expect((profile.data as { userType: string }).userType).toBe('staff');

    const asMember = await signIn(app(), { mobile: staff.mobile, userType: 'member' });
    expect(asMember.user.userType).toBe('member');
    expect((await get(`/bookings.php?action=gym&gymId=${gyms[0]!.id}`, asMember)).statusCode).toBe(403);
    expect((await get(`/bookings.php?action=gym&gymId=${gyms[0]!.id}`, staff)).statusCode).toBe(200);
  });

  it('a number that is staff nowhere is refused with the reason, and no code is sent', async () => {
    const res = await app().inject({ method: 'POST', url: '/api/auth-otp.php?action=send-otp', payload: { mobile: uniqueMobile(), userType: 'staff' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(staffMessages.notStaff);
    const member = await createMember(db());
    const known = await app().inject({ method: 'POST', url: '/api/auth-otp.php?action=send-otp', payload: { mobile: member.mobile, userType: 'staff' } });
    expect(known.statusCode).toBe(403);
  });

  it("removal ends the person's staff sessions at once (401 on the next call); their member session stays", async () => {
    const { owner, gyms } = await ownerWithGyms();
    const staff = await staffAt(owner, gyms[0]!.id, 'manager');
    const asMember = await signIn(app(), { mobile: staff.mobile, userType: 'member' });
    expect((await get(`/bookings.php?action=gym&gymId=${gyms[0]!.id}`, staff)).statusCode).toBe(200);

    expect((await post('/staff.php?action=revoke', owner, { staffId: staff.staffId })).statusCode).toBe(200);
    expect((await get(`/bookings.php?action=gym&gymId=${gyms[0]!.id}`, staff)).statusCode).toBe(401);
    expect((await get('/profile.php?action=get', staff)).statusCode).toBe(401);
    expect((await get('/profile.php?action=get', asMember)).statusCode).toBe(200);
    const live = await db().select().from(sessions).where(eq(sessions.userId, staff.user.id));
    expect(live.filter((s) => s.role === 'staff').every((s) => s.revokedAt !== null)).toBe(true);
  });
});

describe('what staff may do (server/shared/staff-permissions.ts)', () => {
  /** An owner with gyms A and B, a booking at each, and a front desk and a manager at A. */
  async function desk() {
    const { owner, gyms } = await ownerWithGyms(2);
    const [a, b] = gyms as [(typeof gyms)[number], (typeof gyms)[number]];
    const member = await createMember(db());
    const bookingA = await createBookingRow(db(), { memberId: member.id, gymId: a.id, planId: a.plans[0]!.id, status: 'confirmed' });
    const bookingB = await createBookingRow(db(), { memberId: member.id, gymId: b.id, planId: b.plans[0]!.id, status: 'confirmed' });
    // Upcoming, so nothing settles them before the desk acts.
    await db().update(bookings).set({ startDate: '2099-01-10', endDate: '2099-01-10' }).where(inArray(bookings.id, [bookingA.id, bookingB.id]));
    const frontDesk = await staffAt(owner, a.id, 'front_desk');
    const manager = await staffAt(owner, a.id, 'manager');
    return { owner, a, b, bookingA, bookingB, frontDesk, manager };
  }

  it('front desk: the desk calls at its gym pass; managers’ and owners’ calls answer 403 with the reason', async () => {
    const { a, bookingA, frontDesk } = await desk();
    expect((await get(`/bookings.php?action=gym&gymId=${a.id}`, frontDesk)).statusCode).toBe(200);
    expect((await get(`/bookings.php?action=get-by-code&code=${bookingA.code}`, frontDesk)).statusCode).toBe(200);
    expect((await get(`/attendance.php?action=gym-qr&gymId=${a.id}`, frontDesk)).statusCode).toBe(200);
    const checkIn = await post('/attendance.php?action=check-in', frontDesk, { gymId: a.id, bookingCode: bookingA.code });
    expect([200, 409]).toContain(checkIn.statusCode);
    expect((await post('/payments.php?action=mark-paid', frontDesk, { bookingId: bookingA.id, deskMethod: 'cash' })).statusCode).toBe(201);
    // A walk-in is sold a pass at the desk: the desk reads the passes and prices, a manager changes them.
    expect((await get(`/plans.php?action=list&gymId=${a.id}`, frontDesk)).statusCode).toBe(200);

    for (const [path, payload] of [
      [`/gyms.php?action=owned&gymId=${a.id}`],
      [`/payments.php?action=gym&gymId=${a.id}&from=2026-01-01&to=2026-01-31`],
      [`/reviews.php?action=pending&gymId=${a.id}`],
      ['/bookings.php?action=set-status', { bookingId: bookingA.id, status: 'completed' }],
      [`/announcements.php?action=list&gymId=${a.id}`],
      [`/dashboard.php?action=owner&gymId=${a.id}`],
    ] as const) {
      const res = payload ? await post(path, frontDesk, payload) : await get(path, frontDesk);
      expect(res.statusCode, path).toBe(403);
      expect(res.message, path).toBe(staffMessages.roleNotAllowed);
    }
  });

  it('manager: the desk plus passes, profile, payments, reports and reviews; a role change holds from the next call', async () => {
    const { owner, a, bookingA, manager } = await desk();
    for (const path of [
      `/bookings.php?action=gym&gymId=${a.id}`,
      `/plans.php?action=list&gymId=${a.id}`,
      `/gyms.php?action=owned&gymId=${a.id}`,
      `/payments.php?action=gym&gymId=${a.id}&from=2026-01-01&to=2026-01-31`,
      `/dashboard.php?action=owner&gymId=${a.id}`,
      `/reviews.php?action=pending&gymId=${a.id}`,
      `/trainers.php?action=list&gymId=${a.id}`,
      `/classes.php?action=series&gymId=${a.id}`,
      `/announcements.php?action=list&gymId=${a.id}`,
    ])
      expect((await get(path, manager)).statusCode, path).toBe(200);
    expect((await post('/bookings.php?action=set-status', manager, { bookingId: bookingA.id, status: 'completed' })).statusCode).toBe(200);

    // Lists across all the owner's gyms are the owner's: staff name their gym.
    const allGyms = await get('/payments.php?action=gym&from=2026-01-01&to=2026-01-31', manager);
    expect(allGyms.statusCode).toBe(403);
    expect(allGyms.message).toBe(staffMessages.chooseGym);

    expect((await post('/staff.php?action=update', owner, { staffId: manager.staffId, role: 'front_desk' })).statusCode).toBe(200);
    expect((await get(`/gyms.php?action=owned&gymId=${a.id}`, manager)).statusCode).toBe(403);
  });

  it('a front desk calling a manager’s call hears 403 before its input is read: a bad body is not a 400 to them', async () => {
    const { a, frontDesk, manager } = await desk();
    const bad = await post('/plans.php?action=update', frontDesk, { gymId: a.id, plans: 'not a list' });
    expect(bad.statusCode).toBe(403);
    expect(bad.message).toBe(staffMessages.roleNotAllowed);
    // A manager, who may make the call, hears what is wrong with the body.
    expect((await post('/plans.php?action=update', manager, { gymId: a.id, plans: 'not a list' })).statusCode).toBe(400);
  });

  it('the audit log names the manager, not the owner, for a price or profile change a manager made', async () => {
    const { a, manager } = await desk();
    const plans = (await get(`/plans.php?action=list&gymId=${a.id}`, manager)).data as { passType: string; pricePaise: number; active: boolean }[];
    const day = plans.find((p) => p.passType === 'day')!;
    const priced = await post('/plans.php?action=update', manager, { gymId: a.id, plans: [{ passType: 'day', pricePaise: day.pricePaise + 5_000, active: true }] });
    expect(priced.statusCode).toBe(200);
    expect((await post('/gyms.php?action=update', manager, { gymId: a.id, name: 'Renamed by the manager' })).statusCode).toBe(200);
    const rows = (await db().select().from(auditLog).where(eq(auditLog.entityId, a.id))).filter((r) => !r.action.startsWith('staff.'));
    expect(rows.map((r) => [r.action, r.actorId, r.actorRole]).sort()).toEqual([
      ['gym.update', manager.user.id, 'manager'],
      ['plans.update', manager.user.id, 'manager'],
    ]);
  });

  it("neither may add or deactivate gyms, manage staff, create promo codes, see verification or list the owner's gyms", async () => {
    const { a, frontDesk, manager } = await desk();
    for (const who of [frontDesk, manager]) {
      for (const [path, payload] of [
        ['/gyms.php?action=deactivate', { gymId: a.id }],
        ['/staff.php?action=invite', { gymId: a.id, mobile: uniqueMobile(), role: 'front_desk' }],
        ['/staff.php?action=revoke', { staffId: frontDesk.staffId }],
        ['/promos.php?action=create', { gymId: a.id, code: 'STAFF10', percentOff: 10 }],
        [`/staff.php?action=list&gymId=${a.id}`],
        [`/gyms.php?action=verification&gymId=${a.id}`],
        ['/gyms.php?action=mine'],
        ['/owners.php?action=register', {}],
      ] as const) {
        const res = payload ? await post(path, who, payload) : await get(path, who);
        expect(res.statusCode, path).toBe(403);
        expect(res.message, path).toBe(staffMessages.notForStaff);
      }
    }
  });

  it('the desk hands over the receipt of a payment at its gym, never one of another gym', async () => {
    const { owner, bookingA, bookingB, frontDesk } = await desk();
    const paidA = await post('/payments.php?action=mark-paid', frontDesk, { bookingId: bookingA.id, deskMethod: 'cash' });
    const paidB = await post('/payments.php?action=mark-paid', owner, { bookingId: bookingB.id, deskMethod: 'cash' });
    const paymentOf = (answer: Answer) => (answer.data as { payment: { id: string } }).payment.id;
    const receiptA = await get(`/payments.php?action=receipt&paymentId=${paymentOf(paidA)}`, frontDesk);
    expect(receiptA.statusCode).toBe(200);
    expect((receiptA.data as { booking: { code: string } }).booking.code).toBe(bookingA.code);
    expect((await get(`/payments.php?action=receipt&paymentId=${paymentOf(paidB)}`, frontDesk)).statusCode).toBe(404);
  });

  it("staff of gym A get nothing of gym B, the same owner's or another's (404)", async () => {
    const { b, bookingB, frontDesk, manager } = await desk();
    const stranger = await createGym(db());
    for (const who of [frontDesk, manager]) {
      expect((await get(`/bookings.php?action=gym&gymId=${b.id}`, who)).statusCode).toBe(404);
      expect((await get(`/bookings.php?action=gym&gymId=${stranger.id}`, who)).statusCode).toBe(404);
      expect((await get(`/bookings.php?action=get-by-code&code=${bookingB.code}`, who)).statusCode).toBe(404);
      expect((await post('/payments.php?action=mark-paid', who, { bookingId: bookingB.id, deskMethod: 'cash' })).statusCode).toBe(404);
      expect((await post('/attendance.php?action=check-in', who, { gymId: b.id, bookingCode: bookingB.code })).statusCode).toBe(404);
    }
    expect((await get(`/plans.php?action=list&gymId=${b.id}`, manager)).statusCode).toBe(404);
    expect((await post('/bookings.php?action=set-status', manager, { bookingId: bookingB.id, status: 'completed' })).statusCode).toBe(404);
  });

  it('classes: a manager creates a class; the front desk reads and marks its roster but cannot create one', async () => {
    server.current.clock.set(new Date('2026-11-23T04:30:00Z'));
    const { a, frontDesk, manager } = await desk();
    const classes = classesApi(app);
    const yoga = { title: 'Desk Yoga', category: 'yoga', capacity: 4, durationMinutes: 60, days: ['tuesday'], startTime: '07:00', startDate: '2026-11-24' };
    expect((await classes.post('create', { gymId: a.id, ...yoga }, frontDesk)).statusCode).toBe(403);
    expect((await classes.post('create', { gymId: a.id, ...yoga }, manager)).statusCode).toBe(201);
    const timetable = await classes.get('timetable', { gymId: a.id, from: '2026-11-23', to: '2026-11-29' });
    const session = (timetable.json().data as { id: string }[])[0]!;
    expect((await classes.get('roster', { sessionId: session.id }, frontDesk)).statusCode).toBe(200);
    // Marking reaches the rule (an unknown booking of the class), never the role check.
    expect((await classes.post('mark', { classBookingId: randomUUID(), attended: true }, frontDesk)).statusCode).toBe(404);
  });

  it('photos: a manager uploads the gym’s photo; the front desk may not', async () => {
    const { a, frontDesk, manager } = await desk();
    const send = async (who: SignedIn) =>
      upload(app(), '/api/gyms.php?action=photo', { headers: who.headers, fields: { gymId: a.id }, files: [{ data: await pngImage(), type: 'image/png', name: 'p.png' }] });
    expect((await send(manager)).statusCode).toBe(201);
    const refused = await send(frontDesk);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(staffMessages.roleNotAllowed);
  });

  it('who did it: desk actions show as recordedBy {name, role} on the owner’s bookings and payments', async () => {
    // A Wednesday, 10:00 in India: the walk-in's day is one the gym is open, whatever day the run falls on.
    server.current.clock.set(new Date('2026-11-25T04:30:00Z'));
    const { owner, a, bookingA, frontDesk, manager } = await desk();
    await db().update(users).set({ firstName: 'Ravi', lastName: 'Desk' }).where(eq(users.id, frontDesk.user.id));
    expect((await post('/payments.php?action=mark-paid', frontDesk, { bookingId: bookingA.id, deskMethod: 'upi' })).statusCode).toBe(201);

    const payments = await get(`/payments.php?action=gym&gymId=${a.id}&from=2000-01-01&to=2099-12-31`, owner);
    const paid = (payments.data as { items: { bookingId: string; recordedBy?: unknown }[] }).items.find((p) => p.bookingId === bookingA.id);
    expect(paid?.recordedBy).toEqual({ name: 'Ravi Desk', role: 'front_desk' });

    const listed = async () => {
      const res = await get(`/bookings.php?action=gym&gymId=${a.id}`, owner);
      return (res.data as { items: { id: string; recordedBy?: unknown }[] }).items.find((b) => b.id === bookingA.id)?.recordedBy;
    };
    expect(await listed()).toEqual({ name: 'Ravi Desk', role: 'front_desk' });
    expect((await post('/bookings.php?action=set-status', manager, { bookingId: bookingA.id, status: 'completed' })).statusCode).toBe(200);
    expect(await listed()).toEqual({ name: normaliseMobile(manager.mobile), role: 'manager' });
    // The last action is the manager's; who took the money at the desk stays the front desk.
    const row = ((await get(`/bookings.php?action=gym&gymId=${a.id}`, owner)).data as { items: { id: string; paidBy?: unknown }[] }).items.find((b) => b.id === bookingA.id);
    expect(row?.paidBy).toEqual({ name: 'Ravi Desk', role: 'front_desk' });

    // A walk-in paid in cash at the desk: its booking and payment both name the front desk.
    const today = new Date(server.current.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const walkIn = await post('/members.php?action=add', frontDesk, {
      gymId: a.id, firstName: 'Walk', lastName: 'In', mobile: uniqueMobile(), passType: 'day', startDate: today, payment: 'cash',
    });
    expect(walkIn.statusCode).toBe(201);
    const walkInBooking = (walkIn.data as { booking: { id: string } }).booking.id;
    const after = await get(`/payments.php?action=gym&gymId=${a.id}&from=2000-01-01&to=2099-12-31`, owner);
    const cash = (after.data as { items: { bookingId: string; recordedBy?: unknown }[] }).items.find((p) => p.bookingId === walkInBooking);
    expect(cash?.recordedBy).toEqual({ name: 'Ravi Desk', role: 'front_desk' });
  });
});
