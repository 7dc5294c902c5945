import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { promoMessages } from '@contract/bookings/promos';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildGymDetail } from '@tests/mocks/gyms';
import { buildBooking } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

vi.setConfig({ testTimeout: 30_000 });
// Monday 23 Nov 2026, 10:00 in India; the pass starts on Wednesday.
fixDate('2026-11-23T04:30:00Z');
const WEDNESDAY = '2026-11-25';

function renderForm() {
  const created: unknown[] = [];
  const checks: string[] = [];
  server.use(
    mockEndpoint(endpoints.getGym, { data: buildGymDetail({ id: 'g1', name: 'Iron Temple' }) }),
    mockEndpoint(endpoints.bookingSlots, { data: [{ slotTime: '07:00', capacity: 30, booked: 2, available: 28 }] }),
    mockEndpoint(endpoints.checkPromo, ({ query }) => {
      checks.push(`${query.get('code')}/${query.get('passType')}`);
      if (query.get('code') !== 'DIWALI-25') return { status: 409, message: promoMessages.unknownCode };
      const price = query.get('passType') === 'monthly' ? 150_000 : 20_000;
      return { data: { code: 'DIWALI-25', kind: 'percent' as const, value: 25, passType: query.get('passType') as 'day', pricePaise: price, discountPaise: price / 4, amountPaise: (price * 3) / 4 } };
    }),
    mockEndpoint(endpoints.createBooking, ({ body }) => {
      created.push(body);
      return { status: 201, data: { booking: buildBooking({ gymName: 'Iron Temple', amountPaise: 15_000, discountPaise: 5_000, promoCode: 'DIWALI-25' }) } };
    }),
  );
  const view = renderApp({ route: `${paths.member.gymBookings}?gymId=g1&pass=day&date=${WEDNESDAY}&slot=07:00&method=at_gym`, session: { userType: 'member' } });
  return { ...view, created, checks };
}

describe('the booking form’s promo code', () => {
  it('checks the code with the server, shows the discount and what the member pays, and books with the code (no amount sent)', async () => {
    const { user, created, checks } = renderForm();
    await user.type(await screen.findByLabelText('Promo code'), 'diwali-25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('DIWALI-25 applied: ₹50 off')).toBeInTheDocument();
    expect(screen.getByText('You pay ₹150')).toBeInTheDocument();
    expect(checks).toEqual(['DIWALI-25/day']);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({ gymId: 'g1', passType: 'day', startDate: WEDNESDAY, slotTime: '07:00', paymentMethod: 'at_gym', promoCode: 'DIWALI-25' });
  });

  it('checks again when the pass changes', async () => {
    const { user, checks } = renderForm();
    await user.type(await screen.findByLabelText('Promo code'), 'DIWALI-25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('You pay ₹150');
    await user.click(screen.getByRole('radio', { name: /Monthly Pass/ }));
    expect(await screen.findByText('You pay ₹1,125')).toBeInTheDocument();
    expect(checks).toEqual(['DIWALI-25/day', 'DIWALI-25/monthly']);
  });

  it('shows the server’s reason for a refused code and books without it', async () => {
    const { user, created } = renderForm();
    await user.type(await screen.findByLabelText('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(promoMessages.unknownCode)).toBeInTheDocument();
    expect(screen.queryByText(/You pay/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).not.toHaveProperty('promoCode');
  });
});
