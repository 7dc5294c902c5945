import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPageSchema, type NotificationPage } from '@contract/messaging/notifications';
import { messages } from '@server/db/schema';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');

const list = async (who: SignedIn, query = ''): Promise<NotificationPage> => {
  const res = await app().inject({ method: 'GET', url: `/api/notifications.php?action=list${query}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return notificationPageSchema.parse((res.json() as { data: unknown }).data);
};
const markRead = (who: SignedIn | null, payload: object) =>
  app().inject({ method: 'POST', url: '/api/notifications.php?action=mark-read', headers: who?.headers ?? {}, payload });
const post = (resource: string, action: string, payload: object, who: SignedIn) =>
  app().inject({ method: 'POST', url: `/api/${resource}.php?action=${action}`, payload, headers: { ...who.headers, 'idempotency-key': randomUUID() } });

async function bookedMember() {
  clock().set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const gym = await createGym(db(), { ownerId: owner.user.id, name: 'Iron Temple' });
  const res = await post('bookings', 'create', { gymId: gym.id, passType: 'day', startDate: '2026-11-25', slotTime: '18:00', paymentMethod: 'at_gym' }, member);
  const booking = (res.json() as { data: { booking: { id: string; code: string } } }).data.booking;
  return { owner, member, gym, booking };
}

describe('notifications.php', () => {
  it('lists the caller’s messages in the app, newest first, with the unread count', async () => {
    const { member, booking } = await bookedMember();
    clock().advance(60_000);
    await post('bookings', 'cancel', { bookingId: booking.id }, member);
    const page = await list(member);
    expect(page.items.map((n) => n.kind)).toEqual(['booking_cancelled', 'booking_confirmed']);
    expect(page).toMatchObject({ total: 2, unreadCount: 2, page: 1 });
    expect(page.items[1]).toMatchObject({ bookingId: booking.id, read: false });
    expect(page.items[1]!.text).toContain(booking.code);
    expect((await list(member, '&pageSize=1&page=2')).items.map((n) => n.kind)).toEqual(['booking_confirmed']);
  });

  it('a reminder appears only once it is due and the worker has delivered it', async () => {
    const { member } = await bookedMember();
    expect((await list(member)).items.map((n) => n.kind)).toEqual(['booking_confirmed']);
    const [reminder] = await db().select().from(messages).where(eq(messages.kind, 'booking_reminder')).orderBy(messages.dueAt).limit(1);
    clock().set(reminder!.dueAt);
    await app().messageWorker.runDue();
    expect((await list(member)).items.map((n) => n.kind)).toEqual(['booking_reminder', 'booking_confirmed']);
  });

  it('owners read their batched activity; nobody reads or marks another person’s messages', async () => {
    const { owner, member } = await bookedMember();
    expect((await list(owner)).total).toBe(0);
    const [batch] = await db().select().from(messages).where(eq(messages.kind, 'owner_activity')).limit(1);
    clock().set(batch!.dueAt);
    await app().messageWorker.runDue();
    const ownerPage = await list(owner);
    expect(ownerPage.items.map((n) => n.text)).toEqual([expect.stringContaining('Iron Temple had 1 new booking')]);

    const memberItem = (await list(member)).items[0]!;
    const res = await markRead(owner, { ids: [memberItem.id] });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: unknown }).data).toEqual({ marked: 0, unreadCount: 1 });
    expect((await list(member)).unreadCount).toBe(1);
  });

  it('mark-read takes ids or all, and nothing else', async () => {
    const { member, booking } = await bookedMember();
    await post('bookings', 'cancel', { bookingId: booking.id }, member);
    const [first] = (await list(member)).items;
    expect((await markRead(member, { ids: [first!.id] })).json()).toMatchObject({ data: { marked: 1, unreadCount: 1 } });
    expect((await list(member)).items.map((n) => n.read)).toEqual([true, false]);
    expect((await markRead(member, { all: true })).json()).toMatchObject({ data: { marked: 1, unreadCount: 0 } });
    expect((await markRead(member, {})).statusCode).toBe(400);
    expect((await markRead(member, { all: false })).statusCode).toBe(400);
    expect((await markRead(member, { ids: [first!.id], all: true })).statusCode).toBe(400);
    expect((await markRead(null, { all: true })).statusCode).toBe(401);
  });
});
