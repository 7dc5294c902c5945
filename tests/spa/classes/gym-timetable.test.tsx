import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { classMessages, needPassMessage } from '@contract/classes/classes';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { GymTimetable } from '@/features/classes/components/gym-timetable';
import { buildClassRules, buildClassSession } from '@tests/mocks/classes';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { resetSession, startSession } from '@tests/utils/session';
import { renderGyms } from '../gyms/render-gyms';

// Wednesday 25 Nov 2026, 10:00 in India: this week runs Mon 23 – Sun 29 Nov.
fixDate('2026-11-25T04:30:00Z');

const open = buildClassSession({ id: 'open', title: 'Morning Yoga', startsAt: '2026-11-26T01:30:00.000Z', available: 8 });
const full = buildClassSession({ id: 'full', title: 'Power HIIT', category: 'hiit', trainerName: null, startsAt: '2026-11-27T12:30:00.000Z', booked: 12, available: 0, waitlisted: 2 });
const later = buildClassSession({ id: 'later', title: 'Spin Club', category: 'spin', startsAt: '2026-12-02T01:30:00.000Z' });

function timetable({ signedIn = true } = {}) {
  resetSession();
  if (signedIn) startSession({ userType: 'member' });
  server.use(
    mockEndpoint(endpoints.classRules, { data: buildClassRules() }),
    mockEndpoint(endpoints.classTimetable, ({ query }) => {
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      return { data: [open, full, later].filter((s) => s.startsAt.slice(0, 10) >= from && s.startsAt.slice(0, 10) <= to) };
    }),
  );
  return renderGyms(<GymTimetable gymId="g1" timeZone="Asia/Kolkata" />, { route: paths.gymProfile('g1') });
}

describe('the gym profile’s class timetable', { timeout: 20_000 }, () => {
  it('shows this week’s sessions with places left or "Waitlist", the no-show rule, and next week in its tab', async () => {
    const { user } = renderAndWait();
    expect(await screen.findByText('Morning Yoga')).toBeInTheDocument();
    expect(screen.getByText(/Thu, 26 Nov · 7:00\sAM · 60 min/)).toBeInTheDocument();
    expect(screen.getByText('8 places left')).toBeInTheDocument();
    expect(screen.getByText('Waitlist')).toBeInTheDocument();
    expect(screen.getByText(/3 missed classes or late cancels in 30 days pause class booking here for 3 days/)).toBeInTheDocument();
    expect(screen.queryByText('Spin Club')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Next week' }));
    expect(await screen.findByText('Spin Club')).toBeInTheDocument();
  });

  it('Book on a full class joins the waitlist and shows the member’s position, sending an Idempotency-Key', async () => {
    const { user } = renderAndWait();
    const keys: (string | null)[] = [];
    server.use(
      mockEndpoint(endpoints.bookClass, ({ body, request }) => {
        keys.push(request.headers.get('idempotency-key'));
        expect(body).toEqual({ sessionId: 'full' });
        return { message: classMessages.waitlisted, data: { classBooking: { id: 'cb1', sessionId: 'full', status: 'waitlisted' as const, position: 3 } } };
      }),
    );
    await user.click(await screen.findByRole('button', { name: /^Join the waitlist of Power HIIT/ }));
    expect(await screen.findByText("You're #3 on the waitlist")).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a refusal for want of a pass says so in the server’s words and links to the pass to buy', async () => {
    const { user } = renderAndWait();
    const message = needPassMessage('day', '2026-11-26');
    server.use(mockEndpoint(endpoints.bookClass, { status: 409, message, data: { gymId: 'g1', date: '2026-11-26', passType: 'day' } }));
    await user.click(await screen.findByRole('button', { name: /^Book Morning Yoga/ }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Buy the pass' })).toHaveAttribute('href', '/member/gym-bookings?gymId=g1&pass=day&date=2026-11-26');
  });

  it('a signed-out visitor who taps Book goes to sign-in, to come back to this profile', async () => {
    const user = userEvent.setup();
    const view = timetable({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: /^Book Morning Yoga/ }));
    expect(view.location.pathname).toBe(paths.login);
    expect(view.location.search.get('redirect')).toBe(paths.gymProfile('g1'));
  });
});

function renderAndWait() {
  return { ...timetable(), user: userEvent.setup() };
}
