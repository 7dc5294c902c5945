import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { Delivery, DeliveryPage } from '@contract/messaging/notifications';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

fixDate('2026-11-23T04:30:00Z');

const owner = { userType: 'gym_owner' as const, user: { id: 'owner-1' } };

const gym = (id: string, name: string): OwnerGym => ({ id, name, area: 'Baner', city: 'Pune', active: true, rating: 4.5, reviewCount: 10, bookingsThisMonth: 3, verified: false, timeZone: 'Asia/Kolkata' });

const delivery = (over: Partial<Delivery> = {}): Delivery => ({
  id: 'm1',
  kind: 'booking_confirmed',
  channel: 'sms',
  memberId: 'u1',
  memberName: 'Asha Patil',
  to: '+919876543210',
  status: 'sent',
  reason: null,
  attempts: 1,
  dueAt: '2026-11-23T04:00:00.000Z',
  sentAt: '2026-11-23T04:00:05.000Z',
  ...over,
});

/** A log server holding `items` for every gym; records each call's query. */
function logServer(items: Delivery[], { gyms = [gym('g1', 'Iron Temple')], totalPages = 1 } = {}) {
  const calls: Record<string, string>[] = [];
  server.use(
    mockEndpoint(endpoints.myGyms, { data: gyms }),
    mockEndpoint(endpoints.gymMessageLog, ({ query }) => {
      const { action: _action, ...asked } = Object.fromEntries(query);
      calls.push(asked);
      const kind = query.get('kind');
      const memberId = query.get('memberId');
      const shown = items.filter((d) => (!kind || d.kind === kind) && (!memberId || d.memberId === memberId));
      const page: DeliveryPage = { items: shown, page: Number(query.get('page') ?? 1), pageSize: Number(query.get('pageSize') ?? 12), total: shown.length, totalPages };
      return { data: page };
    }),
  );
  return calls;
}

const lastCall = (calls: Record<string, string>[]) => calls.at(-1)!;

describe('/gym_owner/messages', { timeout: 20_000 }, () => {
  it('lists each message’s recipient, channel, kind, time and status, with the reason of a failed or dropped one', async () => {
    logServer([
      delivery(),
      delivery({ id: 'm2', kind: 'booking_reminder', channel: 'whatsapp', status: 'failed', reason: 'Template not approved', attempts: 5, sentAt: null }),
      delivery({ id: 'm3', kind: 'booking_reminder', memberId: 'u2', memberName: null, to: 'ravi@example.com', channel: 'email', status: 'dropped', reason: 'The booking was cancelled', sentAt: null }),
      delivery({ id: 'm4', kind: 'booking_cancelled', smsParts: 2 }),
    ]);
    renderApp({ route: paths.owner.messages, session: owner });
    const list = within(await screen.findByRole('list', { name: 'Messages sent' }));
    const sent = list.getByRole('article', { name: 'Asha Patil, Booking confirmed, Sent' });
    expect(within(sent).getByText(/SMS · sent 23 Nov 2026, 9:30/)).toBeInTheDocument();
    expect(within(sent).getByText('+91 98765 43210')).toBeInTheDocument();
    const failed = list.getByRole('article', { name: 'Asha Patil, Reminder, Failed' });
    expect(within(failed).getByText('Template not approved')).toBeInTheDocument();
    expect(within(failed).getByText('5 attempts')).toBeInTheDocument();
    expect(within(failed).getByText(/WhatsApp · due 23 Nov 2026, 9:30/)).toBeInTheDocument();
    const dropped = list.getByRole('article', { name: 'Member, Reminder, Not sent' });
    expect(within(dropped).getByText('ravi@example.com')).toBeInTheDocument();
    expect(within(dropped).getByText('The booking was cancelled')).toBeInTheDocument();
    // An SMS shows how many parts it goes as.
    const long = list.getByRole('article', { name: 'Asha Patil, Booking cancelled, Sent' });
    expect(within(long).getByText(/SMS · 2 parts · sent 23 Nov 2026, 9:30/)).toBeInTheDocument();
    expect(screen.getByText('4 messages')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Messages' }).length).toBeGreaterThan(0);
  });

  it('filters by kind and by member, and clears both', async () => {
    const calls = logServer([delivery(), delivery({ id: 'm2', memberId: 'u2', memberName: 'Ravi Kumar', kind: 'booking_cancelled' })]);
    const { user } = renderApp({ route: paths.owner.messages, session: owner });
    await screen.findByRole('list', { name: 'Messages sent' });
    expect(lastCall(calls)).toEqual({ gymId: 'g1', page: '1', pageSize: '12' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of message' }), 'booking_cancelled');
    await waitFor(() => expect(lastCall(calls)).toEqual({ gymId: 'g1', page: '1', pageSize: '12', kind: 'booking_cancelled' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Asha Patil/ })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(await screen.findByRole('button', { name: 'Only this member: Ravi Kumar' }));
    await waitFor(() => expect(lastCall(calls)).toEqual({ gymId: 'g1', page: '1', pageSize: '12', memberId: 'u2' }));
    expect(screen.getByText('Ravi Kumar', { selector: 'span' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all members' }));
    await waitFor(() => expect(lastCall(calls)).toEqual({ gymId: 'g1', page: '1', pageSize: '12' }));
  });

  it('asks for the gym the owner picks, and pages', async () => {
    const calls = logServer([delivery()], { gyms: [gym('g1', 'Iron Temple'), gym('g2', 'Zen Yoga')], totalPages: 2 });
    const { user } = renderApp({ route: paths.owner.messages, session: owner });
    await screen.findByRole('list', { name: 'Messages sent' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastCall(calls)).toMatchObject({ gymId: 'g1', page: '2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gym' }), 'g2');
    await waitFor(() => expect(lastCall(calls)).toMatchObject({ gymId: 'g2', page: '1' }));
  });

  it('says so when nothing was sent', async () => {
    logServer([]);
    renderApp({ route: paths.owner.messages, session: owner });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
