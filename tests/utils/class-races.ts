import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { classSessions, classBookings, messages } from '@server/db/schema';
import { signIn } from './auth';
import type { TestServer } from './build-server';
import { classesApi, givePass, quickMember } from './classes';
import { createGym } from './factories';

/**
 * The class races of issue 23, run on whichever database the server of the calling file opened (PGlite, or
 * PostgreSQL under TEST_DATABASE_URL). `at` is when the test clock starts: a Monday morning before Tuesday's class.
 */
export function describeClassRaces(server: { current: TestServer }, { at, classDay }: { at: Date; classDay: string }) {
  const app = () => server.current.app;
  const db = () => server.current.handle.db;
  const { get, post, book } = classesApi(app);

  async function session(capacity: number, members: number) {
    server.current.clock.set(at);
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const gym = await createGym(db(), { ownerId: owner.user.id });
    const plan = gym.plans.find((p) => p.passType === 'day')!;
    const body = { gymId: gym.id, title: 'Spin', category: 'spin', capacity, durationMinutes: 45, days: ['tuesday'], startTime: '07:00', startDate: classDay };
    expect((await post('create', body, owner)).statusCode).toBe(201);
    const [s] = (await get('timetable', { gymId: gym.id, from: classDay, to: classDay })).json().data as { id: string }[];
    const people = await Promise.all(
      Array.from({ length: members }, async () => {
        const m = await quickMember(app(), db());
        await givePass(db(), { memberId: m.user.id, gymId: gym.id, planId: plan.id, startDate: classDay });
        return m;
      }),
    );
    return { sessionId: s!.id, people };
  }

  const sessionRow = async (id: string) => (await db().select().from(classSessions).where(eq(classSessions.id, id)))[0]!;

  describe('classes.php races', () => {
    it('100 members book one session of 12 at once: exactly 12 booked, 88 waitlisted 1–88, no 5xx', async () => {
      const { sessionId, people } = await session(12, 100);
      const answers = await Promise.all(people.map((m) => book(m, sessionId)));
      expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
      const places = answers.map((a) => a.json().data.classBooking as { status: string; position?: number });
      expect(places.filter((p) => p.status === 'booked')).toHaveLength(12);
      const positions = places.filter((p) => p.status === 'waitlisted').map((p) => p.position!);
      expect(positions.sort((x, y) => x - y)).toEqual(Array.from({ length: 88 }, (_, i) => i + 1));
      expect((await sessionRow(sessionId)).booked).toBe(12);
      const rows = await db().select().from(classBookings).where(eq(classBookings.sessionId, sessionId));
      expect(rows.filter((r) => r.status === 'booked')).toHaveLength(12);
      expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(88);
    });

    it('12 booked members cancel at once: exactly the first 12 of the waitlist are promoted, each once', async () => {
      const { sessionId, people } = await session(12, 40);
      // One by one, so the waitlist order is known.
      const ids: string[] = [];
      for (const m of people) ids.push((await book(m, sessionId)).json().data.classBooking.id as string);
      const cancels = await Promise.all(people.slice(0, 12).map((m, i) => post('cancel', { classBookingId: ids[i] }, m)));
      expect(cancels.map((c) => c.statusCode)).toEqual(Array(12).fill(200));
      const rows = await db().select().from(classBookings).where(eq(classBookings.sessionId, sessionId));
      const status = new Map(rows.map((r) => [r.id, r.status]));
      expect(ids.slice(12, 24).map((id) => status.get(id))).toEqual(Array(12).fill('booked'));
      expect(ids.slice(24).map((id) => status.get(id))).toEqual(Array(16).fill('waitlisted'));
      expect((await sessionRow(sessionId)).booked).toBe(12);
      const told = await db().select().from(messages).where(and(eq(messages.kind, 'class_promoted'), eq(messages.channel, 'in_app')));
      expect(told.map((m) => m.recipientId).sort()).toEqual(people.slice(12, 24).map((m) => m.user.id).sort());
      const mine = (await get('mine', {}, people[24])).json().data as { position: number }[];
      expect(mine[0]!.position).toBe(1);
    });

    it('one Idempotency-Key sent 30 times makes one place and one answer', async () => {
      const { sessionId, people } = await session(12, 1);
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 30 }, () => book(people[0], sessionId, key)));
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(await db().select().from(classBookings).where(eq(classBookings.sessionId, sessionId))).toHaveLength(1);
      expect((await sessionRow(sessionId)).booked).toBe(1);
    });
  });
}
