import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@contract/bookings/bookings';
import { endpoints } from '@contract/endpoints';
import { autoRenewMessages } from '@contract/memberships/auto-renew';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildBooking } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// Friday 27 Nov 2026, 10:00 in India: the monthly pass below runs from 20 Nov to 19 Dec.
fixDate('2026-11-27T04:30:00Z');

const pass = (over: Partial<Booking> = {}): Booking =>
  buildBooking({ id: 'b1', status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'online', passType: 'monthly', startDate: '2026-11-20', endDate: '2026-12-19', gymName: 'Iron Temple', freezes: [], freezeDaysLeft: 0, ...over });
const active = { status: 'active' as const, nextDebitOn: '2026-12-19', amount: 250_000, mandateId: 'm1' };

/** My bookings over one upcoming pass, answered as `now()` says. */
function bookingsServer(now: () => Booking) {
  server.use(
    mockEndpoint(endpoints.myBookings, ({ query }) => {
      const items = query.get('scope') === 'upcoming' ? [now()] : [];
      return { data: { items, page: 1, pageSize: 48, total: items.length, totalPages: 1 } };
    }),
  );
}
const member = { userType: 'member' as const, token: 'tok_member' };
const card = async () => (await screen.findByRole('heading', { name: 'Iron Temple' })).closest('article')!;

describe('renewing a pass automatically from My bookings', () => {
  it('turns it on, authorises the mandate on the test gateway, then shows the next debit’s day and amount', async () => {
    const user = userEvent.setup();
    let current = pass({ autoRenew: null });
    bookingsServer(() => current);
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.autoRenewStart, ({ body }) => {
        sent.push(body);
        current = pass({ autoRenew: { ...active, status: 'pending' } });
        return { message: autoRenewMessages.started, data: { mandateId: 'm1', maxAmount: 1_500_000, frequency: 'monthly' as const, validUntil: '2031-11-26' } };
      }),
      mockEndpoint(endpoints.testMandate, ({ body }) => {
        sent.push(body);
        current = pass({ autoRenew: active });
        return { message: autoRenewMessages.mandateAuthorised, data: active };
      }),
    );
    renderApp({ route: paths.member.viewBookings, session: member });
    const running = await card();
    await user.click(within(running).getByRole('button', { name: 'Renew Monthly Pass at Iron Temple automatically' }));
    expect(await within(running).findByText(/up to ₹15,000 a debit/)).toBeInTheDocument();
    await user.click(within(running).getByRole('button', { name: 'Authorise' }));
    expect(await within(running).findByText(/Renews automatically: next debit on .*19.*Dec.*: ₹2,500/)).toBeInTheDocument();
    expect(sent).toEqual([{ bookingId: 'b1' }, { mandateId: 'm1', outcome: 'authorise' }]);
    expect(within(running).getByRole('button', { name: 'Skip this one' })).toBeInTheDocument();
  });

  it('skips the next one and stops from the card', async () => {
    const user = userEvent.setup();
    let current = pass({ autoRenew: active });
    bookingsServer(() => current);
    const calls: string[] = [];
    server.use(
      mockEndpoint(endpoints.autoRenewSkip, () => {
        calls.push('skip');
        current = pass({ autoRenew: { ...active, status: 'skipped', nextDebitOn: null } });
        return { message: autoRenewMessages.skipped, data: current };
      }),
    );
    renderApp({ route: paths.member.viewBookings, session: member });
    const running = await card();
    await user.click(await within(running).findByRole('button', { name: 'Skip this one' }));
    expect(await within(running).findByText(/The next renewal is skipped/)).toBeInTheDocument();
    expect(calls).toEqual(['skip']);
    // Skipped: it can be turned on again.
    expect(within(running).getByRole('button', { name: 'Renew Monthly Pass at Iron Temple automatically' })).toBeInTheDocument();
  });

  it('offers nothing on a day pass or an unpaid pass', async () => {
    bookingsServer(() => pass({ passType: 'day', endDate: '2026-11-27', autoRenew: null }));
    renderApp({ route: paths.member.viewBookings, session: member });
    const running = await card();
    expect(within(running).queryByRole('button', { name: /automatically/ })).not.toBeInTheDocument();
  });

  it('a held upgrade is paid from the card or abandoned', async () => {
    const user = userEvent.setup();
    let current = pass({ id: 'u1', status: 'pending', paymentStatus: 'unpaid', passType: 'quarterly', upgradedFromId: 'b0', autoRenew: null });
    bookingsServer(() => current);
    const cancelled: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.cancelBooking, ({ body }) => {
        cancelled.push(body);
        current = { ...current, status: 'cancelled' };
        return { message: 'Booking cancelled', data: current };
      }),
    );
    renderApp({ route: paths.member.viewBookings, session: member });
    const held = await card();
    expect(within(held).getByRole('link', { name: 'Pay for the upgrade' })).toHaveAttribute('href', `${paths.member.gymBookings}?booking=u1`);
    await user.click(within(held).getByRole('button', { name: 'Abandon the upgrade' }));
    await waitFor(() => expect(cancelled).toEqual([{ bookingId: 'u1' }]));
  });
});

describe('the notice’s skip link', () => {
  it('lands on a screen that confirms skipping before anything changes', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.getBooking, { data: { booking: pass({ autoRenew: active }) } }),
      mockEndpoint(endpoints.autoRenewSkip, ({ body }) => {
        calls.push(body);
        return { message: autoRenewMessages.skipped, data: pass({ autoRenew: { ...active, status: 'skipped', nextDebitOn: null } }) };
      }),
    );
    renderApp({ route: `${paths.member.autoRenew}?bookingId=b1&action=skip`, session: member });
    expect(await screen.findByText(/Skip the next automatic renewal of your Monthly Pass at Iron Temple\?/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Skip this renewal' }));
    expect(await screen.findByText(autoRenewMessages.skipped)).toBeInTheDocument();
    expect(calls).toEqual([{ bookingId: 'b1' }]);
  });

  it('stop: says the mandate is cancelled', async () => {
    server.use(mockEndpoint(endpoints.getBooking, { data: { booking: pass({ autoRenew: active }) } }));
    renderApp({ route: `${paths.member.autoRenew}?bookingId=b1&action=stop`, session: member });
    expect(await screen.findByText(/The mandate is cancelled and nothing more is debited/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop renewing' })).toBeInTheDocument();
  });
});
