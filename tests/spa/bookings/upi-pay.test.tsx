import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '@contract/bookings/bookings';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildBooking } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

vi.setConfig({ testTimeout: 30_000 });
// The bookings below start on 25 Nov 2026: "upcoming" on the day before.
fixDate('2026-11-24T04:30:00Z');

const LINK = 'upi://pay?pa=alpha%40okicici&pn=Alpha%20Fitness&am=2500.00&cu=INR&tn=GKWALKIN22';

function renderBookings(booking: Booking) {
  const page = (items: Booking[]) => ({ items, page: 1, pageSize: 48, total: items.length, totalPages: items.length ? 1 : 0 });
  server.use(mockEndpoint(endpoints.myBookings, ({ query }) => ({ data: page(query.get('scope') === 'upcoming' ? [booking] : []) })));
  return renderApp({ route: paths.member.viewBookings, session: { userType: 'member' } });
}

describe('a pay-at-gym booking with the gym’s UPI ID', () => {
  it('shows a UPI QR of the server’s link and a "Pay with UPI app" link to it', async () => {
    renderBookings(buildBooking({ upiLink: LINK }));
    const card = await screen.findByRole('article', { name: 'Alpha Fitness' });
    const qr = await within(card).findByRole('img', { name: 'UPI QR code to pay ₹2,500 for booking GKWALKIN22' });
    expect(qr).toHaveAttribute('data-link', LINK);
    // drawn as SVG modules: a real QR has many
    expect(qr.querySelector('path')!.getAttribute('d')!.split('M').length).toBeGreaterThan(100);
    expect(within(card).getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute('href', LINK);
  });

  it('shows neither without a link (no UPI ID at the gym, online, or paid)', async () => {
    renderBookings(buildBooking({ upiLink: null, paymentStatus: 'paid' }));
    const card = await screen.findByRole('article', { name: 'Alpha Fitness' });
    expect(within(card).queryByRole('link', { name: 'Pay with UPI app' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Pay at the desk by UPI' })).not.toBeInTheDocument();
  });
});
