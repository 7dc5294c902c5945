import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@contract/bookings/bookings';
import { endpoints } from '@contract/endpoints';
import { membershipMessages, type UpgradeQuote } from '@contract/memberships/memberships';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildBooking } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// Friday 27 Nov 2026, 10:00 in India: the monthly pass below runs 10 Nov – 9 Dec, 13 days left.
fixDate('2026-11-27T04:30:00Z');

const booking = (over: Partial<Booking> = {}): Booking =>
  buildBooking({
    id: 'b1',
    code: 'GKAB23CD45',
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethod: 'at_gym',
    passType: 'monthly',
    startDate: '2026-11-10',
    endDate: '2026-12-09',
    slotTime: '07:00',
    amountPaise: 150_000,
    gymName: 'Iron Temple',
    gymArea: 'Andheri West',
    gymCity: 'Mumbai',
    createdAt: '2026-11-09T04:30:00.000Z',
    changeDeadline: '2026-11-10T00:30:00.000Z',
    canChange: false,
    ...over,
  });

// ₹1,500 over 30 days, 13 left: ₹650 of credit.
const quote: UpgradeQuote = {
  bookingId: 'b1',
  gymId: 'g1',
  gymName: 'Iron Temple',
  fromPassType: 'monthly',
  unusedDays: 13,
  options: [
    { passType: 'quarterly', startDate: '2026-11-27', endDate: '2027-02-24', pricePaise: 400_000, creditPaise: 65_000, amountPaise: 335_000 },
    { passType: 'yearly', startDate: '2026-11-27', endDate: '2027-11-26', pricePaise: 1_200_000, creditPaise: 65_000, amountPaise: 1_135_000 },
  ],
};

function bookingsServer(first: Booking[], after: Booking[] = first) {
  const state = { upgraded: false, upcomingLoads: 0, posts: [] as { body: unknown; key: string | null }[] };
  server.use(
    mockEndpoint(endpoints.myBookings, ({ query }) => {
      if (query.get('scope') === 'upcoming') state.upcomingLoads += 1;
      const items = query.get('scope') === 'upcoming' ? (state.upgraded ? after : first) : [];
      return { data: { items, page: 1, pageSize: 48, total: items.length, totalPages: 1 } };
    }),
    mockEndpoint(endpoints.upgradeQuote, ({ query }) => (query.get('bookingId') === 'b1' ? { data: quote } : { status: 409, message: membershipMessages.notUpgradable })),
    mockEndpoint(endpoints.upgradePass, ({ body, request }) => {
      state.posts.push({ body, key: request.headers.get('Idempotency-Key') });
      state.upgraded = true;
      return { status: 201, message: membershipMessages.upgradedAtGym, data: { booking: after[0]! } };
    }),
  );
  return state;
}

const renderBookings = () => renderApp({ route: paths.member.viewBookings, session: { userType: 'member', token: 'tok_member' } });
const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('article')!;

describe('upgrading a pass from My bookings', { timeout: 20_000 }, () => {
  it('lists the longer passes with price, credit and what is left to pay; confirming upgrades once with a key and refreshes the list', async () => {
    const upgraded = booking({ id: 'b9', code: 'GKUP23CD45', passType: 'quarterly', startDate: '2026-11-27', endDate: '2027-02-24', paymentStatus: 'unpaid', amountPaise: 335_000 });
    const state = bookingsServer([booking()], [upgraded]);
    const { user } = renderBookings();
    const running = await card('Iron Temple');
    await user.click(within(running).getByRole('button', { name: 'Upgrade Monthly Pass at Iron Temple' }));

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your pass' });
    expect(await within(dialog).findByText('The 13 days left on your pass, today included, are credited at their daily price.')).toBeInTheDocument();
    const quarterly = within(dialog).getByRole('radio', { name: /Quarterly Plan/ });
    const line = quarterly.closest('label')!;
    expect(within(line).getByText('₹4,000')).toBeInTheDocument();
    expect(within(line).getByText('−₹650')).toBeInTheDocument();
    expect(within(line).getByText('₹3,350')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Yearly Pass/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeDisabled();

    await user.click(quarterly);
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade · pay ₹3,350' }));
    expect(await screen.findByText(membershipMessages.upgradedAtGym)).toBeInTheDocument();
    expect(state.posts).toHaveLength(1);
    expect(state.posts[0]!.body).toEqual({ bookingId: 'b1', passType: 'quarterly', paymentMethod: 'at_gym' });
    expect(state.posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    // The list is asked again and shows the new pass, which cannot be upgraded further from here until paid.
    expect(await screen.findByRole('img', { name: 'Barcode of booking GKUP23CD45' })).toBeInTheDocument();
    expect(state.upcomingLoads).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: /^Upgrade / })).not.toBeInTheDocument();
  });

  it('offers no Upgrade on a pass not yet started, not paid, frozen ahead, a day pass or a yearly pass', async () => {
    bookingsServer([
      booking({ id: 'b2', gymName: 'Not started', startDate: '2026-11-28', endDate: '2026-12-27' }),
      booking({ id: 'b3', gymName: 'Owed at desk', paymentStatus: 'unpaid' }),
      booking({ id: 'b4', gymName: 'Frozen ahead', freezes: [{ startDate: '2026-12-01', endDate: '2026-12-03' }] }),
      booking({ id: 'b5', gymName: 'Day pass', passType: 'day', startDate: '2026-11-27', endDate: '2026-11-27' }),
      booking({ id: 'b6', gymName: 'Yearly', passType: 'yearly', startDate: '2026-11-10', endDate: '2027-11-09' }),
      booking({ id: 'b7', gymName: 'Weekly running', passType: 'weekly', startDate: '2026-11-24', endDate: '2026-11-30' }),
    ]);
    renderBookings();
    await card('Weekly running');
    expect(screen.getAllByRole('button', { name: /^Upgrade / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Upgrade Weekly Pass at Weekly running']);
  });

  it('shows the server’s reason when the pass can no longer be upgraded', async () => {
    bookingsServer([booking({ id: 'b8' })]);
    const { user } = renderBookings();
    await user.click(within(await card('Iron Temple')).getByRole('button', { name: /^Upgrade / }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your pass' });
    expect(await within(dialog).findByText(membershipMessages.notUpgradable)).toBeInTheDocument();
  });
});
