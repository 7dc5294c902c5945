import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normaliseMobile } from '@contract/common';
import { staffAuditSchema, staffMessages, type StaffAuditRow, type StaffRole } from '@contract/gyms/staff';
import { bookings, deskActions, messages, users } from '@server/db/schema';
import { signIn, uniqueMobile, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createBookingRow } from '@tests/utils/community-factories';
import { createGym, createMember } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

type Answer = { statusCode: number; message: string; data: unknown };
async function call(method: 'GET' | 'POST', path: string, who: SignedIn, payload?: object): Promise<Answer> {
  const headers: Record<string, string> = { ...who.headers, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) };
  const res = await app().inject({ method, url: `/api${path}`, headers, ...(payload ? { payload } : {}) });
  const body = res.json() as { message: string; data?: unknown };
  return { statusCode: res.statusCode, message: body.message, data: body.data };
}
const invite = (owner: SignedIn, gymId: string, mobile: string, role: StaffRole) => call('POST', '/staff.php?action=invite', owner, { gymId, mobile, role });

async function staffAt(owner: SignedIn, gymId: string, role: StaffRole, firstName: string) {
  const mobile = uniqueMobile();
  expect((await invite(owner, gymId, mobile, role)).statusCode).toBe(201);
  const session = await signIn(app(), { mobile, userType: 'staff' });
  await db().update(users).set({ firstName, lastName: role === 'manager' ? 'Manager' : 'Desk' }).where(eq(users.id, session.user.id));
  return session;
}

describe('staff.php?action=invite tells the invitee', () => {
  it('queues one message per channel, in the invitee’s language, naming the gym, the role and the staff sign-in link', async () => {
    server.current.clock.set(new Date('2026-11-25T04:30:00Z'));
    const owner = await signIn(app(), { userType: 'gym_owner' });
    await db().update(users).set({ firstName: 'Kiran', lastName: 'Owner' }).where(eq(users.id, owner.user.id));
    const gym = await createGym(db(), { ownerId: owner.user.id, name: 'Iron Temple' });
    const person = await createMember(db());
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, person.id));

    expect((await invite(owner, gym.id, person.mobile, 'front_desk')).statusCode).toBe(201);
    // A second invitation of the same number is refused and tells no one again.
    expect((await invite(owner, gym.id, person.mobile, 'manager')).statusCode).toBe(409);

    const rows = await db().select().from(messages).where(and(eq(messages.recipientId, person.id), eq(messages.kind, 'staff_invited')));
    expect(rows.map((r) => r.channel).sort()).toEqual(['in_app', 'sms']);
    const inApp = rows.find((r) => r.channel === 'in_app')!;
    expect(inApp.text).toMatch(/[\u0900-\u097F]/);
    expect(inApp.text).toContain('Kiran Owner');
    expect(inApp.text).toContain('Iron Temple');
    expect(inApp.text).toContain('फ़्रंट डेस्क');
    expect(inApp.text).toMatch(/\/user-login\?as=staff$/);

    // The members' delivery log leaves it out (its rows are members' kinds only) and still answers.
    const log = await call('GET', `/messages.php?action=gym-log&gymId=${gym.id}`, owner);
    expect(log.statusCode).toBe(200);
    expect((log.data as { items: { kind: string }[] }).items.map((i) => i.kind)).not.toContain('staff_invited');
  });

  it('says it in English to an English account: "<owner> added you as front desk at <gym> on Gymkhana"', async () => {
    server.current.clock.set(new Date('2026-11-25T04:30:00Z'));
    const owner = await signIn(app(), { userType: 'gym_owner' });
    await db().update(users).set({ firstName: 'Kiran', lastName: 'Owner' }).where(eq(users.id, owner.user.id));
    const gym = await createGym(db(), { ownerId: owner.user.id, name: 'Iron Temple' });
    const mobile = uniqueMobile();
    expect((await invite(owner, gym.id, mobile, 'manager')).statusCode).toBe(201);
    const [account] = await db().select().from(users).where(eq(users.mobile, normaliseMobile(mobile)));
    const [row] = await db().select().from(messages).where(and(eq(messages.recipientId, account!.id), eq(messages.channel, 'in_app')));
    expect(row!.text).toMatch(/^Kiran Owner added you as manager at Iron Temple on Gymkhana\. Sign in with this number as gym staff: \S+\/user-login\?as=staff$/);
  });
});

describe('staff.php?action=audit: desk actions by person and day', () => {
  const audit = async (who: SignedIn, gymId: string, days?: number) => call('GET', `/staff.php?action=audit&gymId=${gymId}${days ? `&days=${days}` : ''}`, who);
  const zero = { checkIns: 0, paymentsMarked: 0, walkIns: 0, statusChanges: 0, classMarks: 0 };

  /** An owner's gym with a front desk (Ravi) and a manager (Meena), and the desk's day: actions at set instants. */
  async function deskDay() {
    // 00:30 on Wednesday 25 Nov in India, still the 24th in UTC: the day the desk's first actions fall on is India's.
    server.current.clock.set(new Date('2026-11-24T19:00:00Z'));
    const owner = await signIn(app(), { userType: 'gym_owner' });
    await db().update(users).set({ firstName: 'Omar', lastName: 'Owner' }).where(eq(users.id, owner.user.id));
    const gym = await createGym(db(), { ownerId: owner.user.id });
    const other = await signIn(app(), { userType: 'gym_owner' });
    const frontDesk = await staffAt(owner, gym.id, 'front_desk', 'Ravi');
    const manager = await staffAt(owner, gym.id, 'manager', 'Meena');
    const member = await createMember(db());
    const today = await createBookingRow(db(), { memberId: member.id, gymId: gym.id, planId: gym.plans[0]!.id, status: 'confirmed' });
    const later = await createBookingRow(db(), { memberId: member.id, gymId: gym.id, planId: gym.plans[0]!.id, status: 'confirmed' });
    await db().update(bookings).set({ startDate: '2026-11-25', endDate: '2026-11-25' }).where(eq(bookings.id, today.id));
    await db().update(bookings).set({ startDate: '2099-01-10', endDate: '2099-01-10' }).where(eq(bookings.id, later.id));

    expect((await call('POST', '/attendance.php?action=check-in', frontDesk, { gymId: gym.id, bookingCode: today.code })).statusCode).toBe(200);
    expect((await call('POST', '/payments.php?action=mark-paid', frontDesk, { bookingId: today.id, deskMethod: 'cash' })).statusCode).toBe(201);

    // 10:00 the same Indian morning: a walk-in paid in cash (one walk-in, not a payment marked) and a manager's status change.
    server.current.clock.set(new Date('2026-11-25T04:30:00Z'));
    const walkIn = await call('POST', '/members.php?action=add', frontDesk, {
      gymId: gym.id, firstName: 'Walk', lastName: 'In', mobile: uniqueMobile(), passType: 'day', startDate: '2026-11-25', payment: 'cash',
    });
    expect(walkIn.statusCode).toBe(201);
    expect((await call('POST', '/bookings.php?action=set-status', manager, { bookingId: later.id, status: 'completed' })).statusCode).toBe(200);

    // Earlier days, written as the desk would have: the owner at 23:30 on the 24th in India, and 20 days back.
    await db().insert(deskActions).values([
      { gymId: gym.id, actorId: owner.user.id, actorRole: 'owner', kind: 'check_in', at: new Date('2026-11-24T18:00:00Z') },
      { gymId: gym.id, actorId: frontDesk.user.id, actorRole: 'front_desk', kind: 'class_mark', at: new Date('2026-11-05T06:00:00Z') },
    ]);
    return { owner, other, gym, frontDesk, manager };
  }

  it('counts each person’s actions per day of the gym’s calendar, newest day first, over 14 days unless asked', async () => {
    const { owner, gym } = await deskDay();
    const res = await audit(owner, gym.id);
    expect(res.statusCode).toBe(200);
    expect(res.message).toBe(staffMessages.loaded);
    const expected: StaffAuditRow[] = [
      { day: '2026-11-25', name: 'Meena Manager', role: 'manager', ...zero, statusChanges: 1 },
      { day: '2026-11-25', name: 'Ravi Desk', role: 'front_desk', ...zero, checkIns: 1, paymentsMarked: 1, walkIns: 1 },
      { day: '2026-11-24', name: 'Omar Owner', role: 'owner', ...zero, checkIns: 1 },
    ];
    expect(staffAuditSchema.parse(res.data).items).toEqual(expected);

    const month = staffAuditSchema.parse((await audit(owner, gym.id, 30)).data).items;
    expect(month.at(-1)).toEqual({ day: '2026-11-05', name: 'Ravi Desk', role: 'front_desk', ...zero, classMarks: 1 });
    // One day is today alone, on the gym's clock.
    expect(staffAuditSchema.parse((await audit(owner, gym.id, 1)).data).items.map((r) => r.day)).toEqual(['2026-11-25', '2026-11-25']);
  });

  it('is the owner’s alone: another owner’s gym 404, staff 403, more than 90 days 400', async () => {
    const { other, gym, frontDesk, manager } = await deskDay();
    expect((await audit(other, gym.id)).statusCode).toBe(404);
    for (const who of [frontDesk, manager]) {
      const res = await audit(who, gym.id);
      expect(res.statusCode).toBe(403);
      expect(res.message).toBe(staffMessages.notForStaff);
    }
    expect((await audit(other, gym.id, 91)).statusCode).toBe(400);
  });
});
