import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { Notification } from '@contract/messaging/notifications';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// The fixtures arrive on Monday 23 Nov 2026.
fixDate('2026-11-23T04:30:00Z');

const member = { userType: 'member' as const, user: { id: 'member-1' } };
const owner = { userType: 'gym_owner' as const, user: { id: 'owner-1' } };
const trainer = { userType: 'trainer' as const, user: { id: 'trainer-1' } };
const staff = { userType: 'staff' as const, user: { id: 'staff-1' } };

const note = (over: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  kind: 'booking_confirmed',
  text: 'Gymkhana: your Day Pass at Iron Temple is confirmed for Tue, 24 Nov, 2026 at 7:00 am. Booking code GKAB23CD45. Pay ₹200 at the gym.',
  gymId: 'g1',
  bookingId: 'b1',
  createdAt: '2026-11-23T04:30:00.000Z',
  read: false,
  ...over,
});

/** A server holding `items` for the caller, honouring mark-read; used after renderApp, whose default (nothing) it overrides. */
function notificationsServer(items: Notification[]) {
  const marked: unknown[] = [];
  const unread = () => items.filter((n) => !n.read).length;
  server.use(
    mockEndpoint(endpoints.listNotifications, ({ query }) => {
      const pageSize = Number(query.get('pageSize') ?? 20);
      return { data: { items: items.slice(0, pageSize), page: 1, pageSize, total: items.length, totalPages: 1, unreadCount: unread() } };
    }),
    mockEndpoint(endpoints.markNotificationsRead, ({ body }) => {
      marked.push(body);
      const b = body as { ids?: string[]; all?: true };
      const before = unread();
      items = items.map((n) => (b.all || b.ids?.includes(n.id) ? { ...n, read: true } : n));
      return { data: { marked: before - unread(), unreadCount: unread() } };
    }),
  );
  return marked;
}

describe('notifications', { timeout: 20_000 }, () => {
  it('the member’s header bell counts the unread and leads to the list', async () => {
    const { user, router } = renderApp({ route: paths.member.viewBookings, session: member });
    notificationsServer([note(), note({ id: 'n2', kind: 'booking_reminder', text: 'Gymkhana reminder: your slot at Iron Temple starts Tue, 24 Nov, 2026 at 7:00 am.' })]);
    const bells = await screen.findAllByRole('link', { name: 'Notifications, 2 unread' });
    await user.click(bells[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.member.notifications));
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    expect(list.getByRole('heading', { name: 'Booking confirmed (Unread)' })).toBeInTheDocument();
    expect(list.getByText(/Booking code GKAB23CD45/)).toBeInTheDocument();
  });

  it('marks one read, then all, on the owner’s list', async () => {
    const { user } = renderApp({ route: paths.owner.notifications, session: owner });
    const marked = notificationsServer([
      note({ id: 'n1', kind: 'owner_activity', text: 'Gymkhana: Iron Temple had 2 new bookings between 10:00 am and 10:15 am on Mon, 23 Nov, 2026.' }),
      note({ id: 'n2', kind: 'owner_activity', text: 'Gymkhana: Iron Temple had 1 cancellation between 9:00 am and 9:15 am on Mon, 23 Nov, 2026.' }),
    ]);
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    await user.click(list.getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(list.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(list.queryByRole('button', { name: 'Mark as read' })).toBeNull());
    expect(marked).toEqual([{ ids: ['n1'] }, { all: true }]);
    expect((await screen.findAllByRole('link', { name: 'Notifications' })).length).toBeGreaterThan(0);
  });

  it('says so when nothing has arrived', async () => {
    renderApp({ route: paths.member.notifications, session: member });
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
  });

  it('the trainer’s bell (issue 38): counts their class notices and leads to their list, in their words', async () => {
    server.use(mockEndpoint(endpoints.teachingClasses, { data: [] }));
    const { user, router } = renderApp({ route: '/trainer', session: trainer });
    notificationsServer([
      note({ id: 'n1', kind: 'trainer_class_cancelled', bookingId: null, text: 'Gymkhana: your class Morning Yoga at Iron Temple on Tue, 24 Nov, 2026 at 7:00 am was cancelled by the gym.' }),
      note({ id: 'n2', kind: 'class_full', bookingId: null, text: 'Gymkhana: your class Morning Yoga at Iron Temple on Tue, 24 Nov, 2026 at 7:00 am is full, all 12 places booked.' }),
    ]);
    const bells = await screen.findAllByRole('link', { name: 'Notifications, 2 unread' });
    await user.click(bells[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer/notifications'));
    expect(await screen.findByText(/Your classes cancelled, moved or given to you/)).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    expect(list.getByRole('heading', { name: 'Your class cancelled (Unread)' })).toBeInTheDocument();
    expect(list.getByRole('heading', { name: 'Roster full (Unread)' })).toBeInTheDocument();
  });

  it('the trainer’s empty list says what will arrive there', async () => {
    renderApp({ route: '/trainer/notifications', session: trainer });
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
    expect(screen.getByText(/When a gym changes one of your classes, or its roster fills/)).toBeInTheDocument();
  });

  it('gym staff have the bell and their list too', async () => {
    server.use(mockEndpoint(endpoints.myStaffPlaces, { data: { items: [] } }));
    renderApp({ route: '/staff/notifications', session: staff });
    notificationsServer([note({ id: 'n1', kind: 'staff_invited', bookingId: null, text: 'Meera added you as front desk at Iron Temple on Gymkhana.' })]);
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    expect(list.getByRole('heading', { name: "Added to a gym's staff (Unread)" })).toBeInTheDocument();
    expect(screen.getByText(/News of the gyms you work at/)).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'Notifications, 1 unread' }))[0]).toHaveAttribute('href', '/staff/notifications');
  });
});
