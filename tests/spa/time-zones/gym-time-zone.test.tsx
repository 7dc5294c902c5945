import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyClass } from '@contract/classes/classes';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildBooking } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// Friday 27 Nov 2026, 08:30 in Dubai (10:00 in India): a gym in Dubai is read on Dubai's clock, 90 minutes behind India's.
fixDate('2026-11-27T04:30:00Z');

const DUBAI = 'Asia/Dubai';

describe("a gym's times on its own clock", { timeout: 20_000 }, () => {
  it("a booking at a gym in Dubai shows its change deadline in Dubai's time, not India's", async () => {
    // Saturday's 07:00 slot in Dubai is 03:00 UTC; changes close 2 hours before, at 05:00 in Dubai (06:30 in India).
    const booking = buildBooking({ gymName: 'Desert Iron', timeZone: DUBAI, passType: 'day', startDate: '2026-11-28', endDate: '2026-11-28', slotTime: '07:00', changeDeadline: '2026-11-28T01:00:00.000Z', canChange: true, upiLink: null });
    server.use(
      mockEndpoint(endpoints.myBookings, ({ query }) => {
        const items = query.get('scope') === 'upcoming' ? [booking] : [];
        return { data: { items, page: 1, pageSize: 48, total: items.length, totalPages: 1 } };
      }),
    );
    renderApp({ route: paths.member.viewBookings, session: { userType: 'member', token: 'tok_member' } });
    const card = (await screen.findByRole('heading', { name: 'Desert Iron' })).closest('article')!;
    expect(within(card).getByText(/until 28 Nov, 5:00\s?am/i)).toBeInTheDocument();
    expect(within(card).queryByText(/6:30\s?am/i)).not.toBeInTheDocument();
  });

  it("a class at a gym in Dubai shows its start in Dubai's time", async () => {
    const yoga: MyClass = {
      id: 'cb_1',
      sessionId: 'cs_1',
      status: 'booked',
      lateCancel: false,
      title: 'Desert Yoga',
      category: 'yoga',
      gymId: 'g_dxb',
      gymName: 'Desert Iron',
      trainerName: null,
      // 07:00 in Dubai, 08:30 in India
      startsAt: '2026-11-28T03:00:00Z',
      timeZone: DUBAI,
      durationMinutes: 60,
      sessionCancelled: false,
      cancelReason: null,
    };
    server.use(mockEndpoint(endpoints.myClasses, { data: [yoga] }));
    renderApp({ route: paths.member.classes, session: { userType: 'member' } });
    const item = (await screen.findByRole('heading', { name: 'Desert Yoga' })).closest('li')!;
    expect(within(item).getByText(/Sat, 28 Nov, 7:00\s?am · 60 min/i)).toBeInTheDocument();
  });
});
