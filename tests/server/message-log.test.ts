import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryPageSchema, type DeliveryPage } from '@contract/messaging/notifications';
import { messages } from '@server/db/schema';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { bookDayPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');

const gymLog = (who: SignedIn | undefined, query: Record<string, string>) =>
  server.current.app.inject({ method: 'GET', url: `/api/messages.php?action=gym-log&${new URLSearchParams(query)}`, headers: who?.headers ?? {} });
const logOf = (res: { json: () => unknown }) => deliveryPageSchema.parse((res.json() as { data: DeliveryPage }).data);

const book = (who: SignedIn, gymId: string, slotTime: string) => bookDayPassAtGym(server.current.app, who, { gymId, startDate: '2026-11-24', slotTime });

async function twoMembersBooked() {
  const { app, handle, clock } = server.current;
  clock.set(MONDAY_10AM);
  const owner = await signIn(app, { userType: 'gym_owner' });
  const [asha, ravi] = [await signIn(app), await signIn(app)];
  const gym = await createGym(handle.db, { ownerId: owner.user.id });
  await book(asha, gym.id, '07:00');
  await book(ravi, gym.id, '08:00');
  await app.messageWorker.runDue();
  return { owner, asha, ravi, gym };
}

describe('messages.php?action=gym-log', () => {
  it("lists what was sent to the gym's members, with channel, kind, status and recipient; not the owner's own batches", async () => {
    const { owner, asha, gym } = await twoMembersBooked();
    const res = await gymLog(owner, { gymId: gym.id, kind: 'booking_confirmed', memberId: asha.user.id });
    expect(res.statusCode).toBe(200);
    const log = logOf(res);
    expect(log.items.map((d) => [d.channel, d.kind, d.status, d.to]).sort()).toEqual([
      ['in_app', 'booking_confirmed', 'sent', asha.user.mobile],
      ['sms', 'booking_confirmed', 'sent', asha.user.mobile],
    ]);
    const all = logOf(await gymLog(owner, { gymId: gym.id }));
    expect(new Set(all.items.map((d) => d.memberId))).toEqual(new Set([asha.user.id, expect.any(String)]));
    expect(all.items.some((d) => d.memberId === owner.user.id)).toBe(false);
    // Reminders wait for their time.
    expect(all.items.filter((d) => d.kind === 'booking_reminder').every((d) => d.status === 'pending')).toBe(true);
  });

  it('pages, and filters by kind', async () => {
    const { owner, gym } = await twoMembersBooked();
    const first = logOf(await gymLog(owner, { gymId: gym.id, pageSize: '3' }));
    expect(first.items).toHaveLength(3);
    expect(first.totalPages).toBe(Math.ceil(first.total / 3));
    const second = logOf(await gymLog(owner, { gymId: gym.id, pageSize: '3', page: '2' }));
    expect(second.items.map((d) => d.id)).not.toContain(first.items[0]!.id);
    const reminders = logOf(await gymLog(owner, { gymId: gym.id, kind: 'booking_reminder' }));
    expect(reminders.items.length).toBeGreaterThan(0);
    expect(reminders.items.every((d) => d.kind === 'booking_reminder')).toBe(true);
  });

  it('shows a failure with its reason', async () => {
    const { owner, asha, gym } = await twoMembersBooked();
    await server.current.handle.db
      .update(messages)
      .set({ status: 'failed', lastError: 'provider said no', attempts: 5 })
      .where(eq(messages.recipientId, asha.user.id));
    const log = logOf(await gymLog(owner, { gymId: gym.id, memberId: asha.user.id }));
    expect(log.items.every((d) => d.status === 'failed' && d.reason === 'provider said no')).toBe(true);
  });

  it("another owner's gym is a 404, a member is refused (403), no session is a 401", async () => {
    const { asha, gym } = await twoMembersBooked();
    const other = await signIn(server.current.app, { userType: 'gym_owner' });
    expect((await gymLog(other, { gymId: gym.id })).statusCode).toBe(404);
    expect((await gymLog(asha, { gymId: gym.id })).statusCode).toBe(403);
    expect((await gymLog(undefined, { gymId: gym.id })).statusCode).toBe(401);
  });
});
