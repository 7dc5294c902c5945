import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@contract/bookings/bookings';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildBooking } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// Friday 27 Nov 2026, 10:00 in India: the passes below end before, on and after it.
fixDate('2026-11-27T04:30:00Z');

// The renew screen reads dates, state and the gym; the rest is the shared booking fixture.
const booking = (over: Partial<Booking>): Booking =>
  buildBooking({
    code: 'GKAB23CD45',
    paymentStatus: 'paid',
    paymentMethod: 'online',
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

function bookingsServer(upcoming: Booking[], past: Booking[]) {
  server.use(
    mockEndpoint(endpoints.myBookings, ({ query }) => {
      const items = query.get('scope') === 'upcoming' ? upcoming : past;
      return { data: { items, page: 1, pageSize: 48, total: items.length, totalPages: 1 } };
    }),
  );
}

const renderBookings = () => renderApp({ route: paths.member.viewBookings, session: { userType: 'member', token: 'tok_member' } });
const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('article')!;

describe('renewing a pass from My bookings', () => {
  it('offers the running pass again from the day after it ends, on the booking screen with gym, pass and date chosen', async () => {
    bookingsServer([booking({})], []);
    renderBookings();
    const running = await card('Iron Temple');
    expect(within(running).getByText('Renew from Thu, 10 Dec, 2026')).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Renew Monthly Pass at Iron Temple' })).toHaveAttribute(
      'href',
      '/member/gym-bookings?gymId=g1&pass=monthly&date=2026-12-10',
    );
  });

  it('renews an ended pass from today, and only the last pass of each gym', async () => {
    const older = booking({ id: 'b2', gymId: 'g2', gymName: 'Flex Studio', status: 'completed', passType: 'weekly', startDate: '2026-10-01', endDate: '2026-10-07' });
    const last = booking({ id: 'b3', gymId: 'g2', gymName: 'Flex Studio', status: 'completed', passType: 'weekly', startDate: '2026-11-01', endDate: '2026-11-07' });
    const cancelled = booking({ id: 'b4', gymId: 'g3', gymName: 'Core House', status: 'cancelled', endDate: '2026-11-20' });
    // Iron Temple has a pass still to come: its past pass offers no renewal of its own.
    const ironPast = booking({ id: 'b5', status: 'completed', startDate: '2026-09-01', endDate: '2026-09-30' });
    bookingsServer([booking({})], [last, older, cancelled, ironPast]);
    renderBookings();
    await screen.findByRole('heading', { name: 'Past' });
    const renewals = await screen.findAllByRole('link', { name: /^Renew / });
    expect(renewals.map((link) => link.getAttribute('href'))).toEqual([
      '/member/gym-bookings?gymId=g1&pass=monthly&date=2026-12-10',
      '/member/gym-bookings?gymId=g2&pass=weekly&date=2026-11-27',
    ]);
    expect(screen.getByText('Renew from Fri, 27 Nov, 2026')).toBeInTheDocument();
  });

  it('says when a renewal beyond the 60-day booking horizon opens, instead of a link that would be refused', async () => {
    bookingsServer([booking({ passType: 'yearly', startDate: '2026-11-10', endDate: '2027-11-09' })], []);
    renderBookings();
    const running = await card('Iron Temple');
    expect(within(running).getByText('Renew from Wed, 10 Nov, 2027')).toBeInTheDocument();
    expect(within(running).getByText('It can be booked from Sat, 11 Sept, 2027')).toBeInTheDocument();
    expect(within(running).queryByRole('link', { name: /^Renew / })).toBeNull();
  });
});
