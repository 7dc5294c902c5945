import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classMessages, type MyClass } from '@contract/classes/classes';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// 10:00 in India on a Friday: the classes below are before and after it.
fixDate('2026-11-27T04:30:00Z');

function place(overrides: Partial<MyClass>): MyClass {
  return {
    id: 'cb_1',
    sessionId: 'cs_1',
    status: 'booked',
    lateCancel: false,
    title: 'Morning Yoga',
    category: 'yoga',
    gymId: 'g_1',
    gymName: 'Iron Temple',
    trainerName: 'Arjun Rao',
    startsAt: '2026-11-28T01:00:00Z',
    timeZone: 'Asia/Kolkata',
    durationMinutes: 60,
    sessionCancelled: false,
    cancelReason: null,
    ...overrides,
  };
}

const rules = mockEndpoint(endpoints.classRules, { data: { gymId: 'g_1', cancelHours: 2, waitlistCutoffMinutes: 30, noShowLimit: 3, noShowWindowDays: 30, blockDays: 3 } });

const places = [
  place({ id: 'cb_booked' }),
  place({ id: 'cb_wait', title: 'Evening HIIT', category: 'hiit', status: 'waitlisted', position: 2, startsAt: '2026-11-28T13:00:00Z' }),
  place({ id: 'cb_soon', title: 'Spin Blast', category: 'spin', startsAt: '2026-11-27T05:30:00Z', trainerName: null }),
  place({ id: 'cb_done', title: 'Strength Basics', category: 'strength', status: 'attended', startsAt: '2026-11-25T01:00:00Z' }),
  place({ id: 'cb_missed', title: 'Zumba Party', category: 'zumba', status: 'missed', startsAt: '2026-11-24T01:00:00Z' }),
  place({ id: 'cb_gone', title: 'Pilates Core', category: 'pilates', status: 'cancelled', lateCancel: true, startsAt: '2026-11-26T01:00:00Z' }),
];

describe('/member/classes', { timeout: 20_000 }, () => {
  it('lists upcoming and past places with their state, time in the gym’s zone and trainer', async () => {
    server.use(mockEndpoint(endpoints.myClasses, { data: places }));
    renderApp({ route: paths.member.classes, session: { userType: 'member' } });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(upcoming).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Spin Blast', 'Morning Yoga', 'Evening HIIT']);
    expect(within(past).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Pilates Core', 'Strength Basics', 'Zumba Party']);
    const yoga = within(upcoming).getByRole('heading', { name: 'Morning Yoga' }).closest('li')!;
    expect(within(yoga).getByText('Booked')).toBeInTheDocument();
    expect(within(yoga).getByText(/Sat, 28 Nov, 6:30\s?am · 60 min/i)).toBeInTheDocument();
    expect(within(yoga).getByText('Trainer: Arjun Rao')).toBeInTheDocument();
    const hiit = within(upcoming).getByRole('heading', { name: 'Evening HIIT' }).closest('li')!;
    expect(within(hiit).getByText('Waitlisted')).toBeInTheDocument();
    expect(within(hiit).getByText('#2 on the waitlist')).toBeInTheDocument();
    expect(within(hiit).getByRole('button', { name: 'Leave waitlist' })).toBeInTheDocument();
    expect(within(past).getByRole('heading', { name: 'Strength Basics' }).closest('li')).toHaveTextContent('Attended');
    expect(within(past).getByRole('heading', { name: 'Zumba Party' }).closest('li')).toHaveTextContent('Missed');
    const pilates = within(past).getByRole('heading', { name: 'Pilates Core' }).closest('li')!;
    expect(pilates).toHaveTextContent('Cancelled');
    expect(pilates).toHaveTextContent('Late cancel');
    expect(within(past).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels a place well ahead without a warning and shows the server’s answer', async () => {
    const cancelled: unknown[] = [];
    let list = places.slice(0, 1);
    server.use(
      rules,
      mockEndpoint(endpoints.myClasses, () => ({ data: list })),
      mockEndpoint(endpoints.cancelClass, ({ body }) => {
        cancelled.push(body);
        list = [place({ id: 'cb_booked', status: 'cancelled' })];
        return { data: list[0]!, message: classMessages.cancelled };
      }),
    );
    const { user } = renderApp({ route: paths.member.classes, session: { userType: 'member' } });
    await user.click(await screen.findByRole('button', { name: 'Cancel place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your place in Morning Yoga?' });
    expect(await within(dialog).findByText('You can cancel without penalty until 2 hours before the start.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText(classMessages.cancelled)).toBeInTheDocument();
    expect(cancelled).toEqual([{ classBookingId: 'cb_booked' }]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Upcoming' })).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel place' })).not.toBeInTheDocument();
  });

  it('warns before a late cancel (inside the gym’s cancel window) and shows the server’s late-cancel words', async () => {
    server.use(
      rules,
      mockEndpoint(endpoints.myClasses, { data: [places[2]!] }),
      mockEndpoint(endpoints.cancelClass, { data: place({ id: 'cb_soon', status: 'cancelled', lateCancel: true }), message: classMessages.lateCancelled }),
    );
    const { user } = renderApp({ route: paths.member.classes, session: { userType: 'member' } });
    await user.click(await screen.findByRole('button', { name: 'Cancel place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your place in Spin Blast?' });
    expect(await within(dialog).findByText(/starts in less than 2 hours: cancelling now counts as a late cancel/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText(classMessages.lateCancelled)).toBeInTheDocument();
  });

  it('shows a refusal in the server’s words', async () => {
    server.use(rules, mockEndpoint(endpoints.myClasses, { data: [places[1]!] }), mockEndpoint(endpoints.cancelClass, { status: 409, message: classMessages.sessionStarted }));
    const { user } = renderApp({ route: paths.member.classes, session: { userType: 'member' } });
    await user.click(await screen.findByRole('button', { name: 'Leave waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist for Evening HIIT?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(classMessages.sessionStarted);
  });
});

describe('/member/notifications', { timeout: 20_000 }, () => {
  it('labels a promotion from the waitlist', async () => {
    renderApp({ route: paths.member.notifications, session: { userType: 'member' } });
    // After renderApp: its default (nothing has arrived) is replaced, before the lazy screen asks.
    const item = { id: 'n_1', kind: 'class_promoted' as const, text: 'A place freed up in Evening HIIT: you are booked.', gymId: 'g_1', bookingId: null, read: true, createdAt: '2026-11-27T04:00:00Z' };
    server.use(mockEndpoint(endpoints.listNotifications, { data: { items: [item], page: 1, pageSize: 20, total: 1, totalPages: 1, unreadCount: 0 } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Off the waitlist' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('A place freed up in Evening HIIT: you are booked.')).toBeInTheDocument();
  });
});
