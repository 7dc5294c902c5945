import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcementListSchema, announcementMessages, announcementSchema, feedSchema } from '@contract/community/announcements';
import { buildApp } from '@server/app';
import { announcements } from '@server/db/schema';
import { statusAt } from '@contract/community/announcements';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createBookingRow } from '@tests/utils/community-factories';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;
const MINUTE = 60_000;

const get = (action: string, query: Record<string, string>, who?: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/announcements.php?action=${action}&${new URLSearchParams(query)}`, headers: who?.headers ?? {} });
const post = (action: string, payload: object, who?: SignedIn) =>
  app().inject({ method: 'POST', url: `/api/announcements.php?action=${action}`, payload, headers: who?.headers ?? {} });
const feedOf = async (who: SignedIn) => feedSchema.parse((await get('feed', {}, who)).json().data);

const notice = { title: 'Closed on Monday', message: 'Floor polishing: we open again on Tuesday at 6 AM.', priority: 'medium' };

/** An owner's gym and a member who once booked there. */
async function setting() {
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id, plans: { day: 20_000 } });
  const member = await signIn(app(), { userType: 'member' });
  await createBookingRow(db(), { memberId: member.user.id, gymId: gym.id, planId: gym.plans[0]!.id });
  return { owner, gym, member };
}

describe('announcements.php: the owner writes', () => {
  it('"Publish Now" publishes, "Save as Draft" drafts, a future schedule schedules; list, get, edit, delete', async () => {
    const { owner, gym } = await setting();
    const published = await post('create', { gymId: gym.id, ...notice, publish: true }, owner);
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ message: announcementMessages.published, data: { status: 'published', scheduleAt: null } });

    const draft = await post('create', { gymId: gym.id, ...notice, title: 'Draft', publish: false }, owner);
    expect(draft.json()).toMatchObject({ message: announcementMessages.drafted, data: { status: 'draft', publishedAt: null } });

    const later = new Date(app().now().getTime() + 60 * MINUTE).toISOString();
    const scheduled = await post('create', { gymId: gym.id, ...notice, title: 'Later', priority: 'high', scheduleAt: later, publish: true }, owner);
    expect(scheduled.json()).toMatchObject({ message: announcementMessages.scheduled, data: { status: 'scheduled', scheduleAt: later, publishedAt: null } });

    const list = announcementListSchema.parse((await get('list', { gymId: gym.id }, owner)).json().data);
    expect(list.map((a) => a.status).sort()).toEqual(['draft', 'published', 'scheduled']);

    const id = draft.json().data.id as string;
    expect(announcementSchema.parse((await get('get', { id }, owner)).json().data).title).toBe('Draft');
    const edited = await post('update', { announcementId: id, ...notice, title: 'Now live', publish: true }, owner);
    expect(edited.json()).toMatchObject({ message: announcementMessages.published, data: { title: 'Now live', status: 'published' } });

    const removed = await post('delete', { announcementId: id }, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(announcementMessages.deleted);
    expect((await get('get', { id }, owner)).statusCode).toBe(404);
  });

  it('a schedule in the past with "Publish Now" publishes at once', async () => {
    const { owner, gym } = await setting();
    const past = new Date(app().now().getTime() - 5 * MINUTE).toISOString();
    const res = await post('create', { gymId: gym.id, ...notice, scheduleAt: past, publish: true }, owner);
    expect(res.json().data).toMatchObject({ status: 'published', scheduleAt: null });
  });

  it.each([
    [{ ...notice, title: '  ' }, 'title', announcementMessages.titleRequired],
    [{ ...notice, message: '' }, 'message', announcementMessages.messageRequired],
    [{ ...notice, title: 'x'.repeat(121) }, 'title', announcementMessages.titleTooLong],
    [{ ...notice, priority: 'urgent' }, 'priority', announcementMessages.priorityRequired],
    [{ ...notice, scheduleAt: 'tomorrow' }, 'scheduleAt', announcementMessages.scheduleInvalid],
    [{ ...notice, status: 'published' }, 'status', undefined],
  ])('refuses %j with a message on the field and writes nothing', async (body, field, message) => {
    const { owner, gym } = await setting();
    const res = await post('create', { gymId: gym.id, publish: true, ...body }, owner);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().data.fields[field]).toBe(message);
    else expect(Object.keys(res.json().data.fields)).toContain(field);
    expect(await db().select().from(announcements)).toEqual([]);
  });

  it('another owner gets 404 for the gym and for each announcement, and changes nothing', async () => {
    const { owner, gym } = await setting();
    const id = (await post('create', { gymId: gym.id, ...notice, publish: true }, owner)).json().data.id as string;
    const other = await signIn(app(), { userType: 'gym_owner' });
    expect((await get('list', { gymId: gym.id }, other)).statusCode).toBe(404);
    expect((await get('get', { id }, other)).statusCode).toBe(404);
    expect((await post('create', { gymId: gym.id, ...notice, publish: true }, other)).statusCode).toBe(404);
    expect((await post('update', { announcementId: id, ...notice, title: 'Hijacked', publish: true }, other)).statusCode).toBe(404);
    expect((await post('delete', { announcementId: id }, other)).statusCode).toBe(404);
    const [row] = await db().select().from(announcements).where(eq(announcements.id, id));
    expect(row?.title).toBe(notice.title);
  });
});

describe('announcements.php?action=feed: what members see', () => {
  it('shows published announcements of the member’s gyms, high priority first, then newest; not drafts nor future ones', async () => {
    const { owner, gym, member } = await setting();
    const start = app().now().getTime();
    const publish = async (title: string, priority: string, minutesLater: number) => {
      server.current.clock.set(new Date(start + minutesLater * MINUTE));
      await post('create', { gymId: gym.id, ...notice, title, priority, publish: true }, owner);
    };
    await publish('Old low', 'low', 0);
    await publish('Old high', 'high', 1);
    await publish('New low', 'low', 2);
    await publish('New high', 'high', 3);
    await post('create', { gymId: gym.id, ...notice, title: 'Draft', publish: false }, owner);
    await post('create', { gymId: gym.id, ...notice, title: 'Tomorrow', scheduleAt: new Date(start + 24 * 60 * MINUTE).toISOString(), publish: true }, owner);

    const feed = await feedOf(member);
    expect(feed.map((a) => a.title)).toEqual(['New high', 'Old high', 'New low', 'Old low']);
    expect(feed[0]).toMatchObject({ gymId: gym.id, gymName: gym.name, priority: 'high' });
  });

  it('members of other gyms and members without bookings do not see it; owners cannot read the feed', async () => {
    const { owner, gym } = await setting();
    await post('create', { gymId: gym.id, ...notice, publish: true }, owner);
    const elsewhere = await signIn(app(), { userType: 'member' });
    const otherGym = await createGym(db(), { plans: { day: 10_000 } });
    await createBookingRow(db(), { memberId: elsewhere.user.id, gymId: otherGym.id, planId: otherGym.plans[0]!.id });
    const nobody = await signIn(app(), { userType: 'member' });
    expect(await feedOf(elsewhere)).toEqual([]);
    expect(await feedOf(nobody)).toEqual([]);
    expect((await get('feed', {}, owner)).statusCode).toBe(403);
  });

  it('a cancelled booking still counts: the member held one at that gym', async () => {
    const { owner, gym } = await setting();
    const past = await signIn(app(), { userType: 'member' });
    await createBookingRow(db(), { memberId: past.user.id, gymId: gym.id, planId: gym.plans[0]!.id, status: 'cancelled' });
    await post('create', { gymId: gym.id, ...notice, publish: true }, owner);
    expect((await feedOf(past)).map((a) => a.title)).toEqual([notice.title]);
  });

  it('a scheduled announcement appears once its time has come, with the server stopped in between (test clock)', async () => {
    const { owner, gym, member } = await setting();
    const t0 = new Date('2026-11-22T10:00:00Z');
    const { config, handle } = server.current;
    // The first server schedules it a minute ahead, then stops: no timer survives it.
    const first = await buildApp({ config, db: handle.db, now: () => t0 });
    const at = new Date(t0.getTime() + MINUTE).toISOString();
    const created = await first.inject({
      method: 'POST',
      url: '/api/announcements.php?action=create',
      headers: owner.headers,
      payload: { gymId: gym.id, ...notice, title: 'Yoga at 7', scheduleAt: at, publish: true },
    });
    expect(created.json().data.status).toBe('scheduled');
    const feedAt = async (now: Date) => {
      const server = await buildApp({ config, db: handle.db, now: () => now });
      try {
        const res = await server.inject({ method: 'GET', url: '/api/announcements.php?action=feed', headers: member.headers });
        return feedSchema.parse(res.json().data);
      } finally {
        await server.close();
      }
    };
    expect(await feedAt(new Date(t0.getTime() + 30_000))).toEqual([]);
    await first.close();

    // A new server, started after the minute: the announcement is published, dated at its schedule.
    const feed = await feedAt(new Date(t0.getTime() + 2 * MINUTE));
    expect(feed).toMatchObject([{ title: 'Yoga at 7', publishedAt: at }]);
    // The stored row never changed: its state follows from the clock.
    const [row] = await db().select().from(announcements).where(eq(announcements.id, created.json().data.id));
    expect(row?.status).toBe('scheduled');
  });

  it('the owner’s list reads a due scheduled announcement as published', async () => {
    const { owner, gym } = await setting();
    const at = new Date(app().now().getTime() + 10 * MINUTE).toISOString();
    await post('create', { gymId: gym.id, ...notice, scheduleAt: at, publish: true }, owner);
    expect((await get('list', { gymId: gym.id }, owner)).json().data[0].status).toBe('scheduled');
    server.current.clock.advance(11 * MINUTE);
    expect((await get('list', { gymId: gym.id }, owner)).json().data[0]).toMatchObject({ status: 'published', publishedAt: at });
  });
});

describe('statusAt', () => {
  it('is published from the scheduled instant on, scheduled before it; other states stay', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    expect(statusAt({ status: 'scheduled', scheduledFor: at }, new Date(at.getTime() - 1))).toBe('scheduled');
    expect(statusAt({ status: 'scheduled', scheduledFor: at }, at)).toBe('published');
    expect(statusAt({ status: 'draft', scheduledFor: at }, new Date(at.getTime() + MINUTE))).toBe('draft');
  });
});

