import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { classMessages, type ClassSession, type Roster, type TeachingSession } from '@contract/classes/classes';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { makeSessionUser, renderApp } from '@tests/utils/render-app';

// Noon in India: "today" and "yesterday" below are the gym's days, whatever the machine's zone.
fixDate('2026-11-27T06:30:00Z');

const pathOf = (router: ReturnType<typeof renderApp>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

function session(overrides: Partial<TeachingSession> = {}): TeachingSession {
  return {
    id: 'cs_today',
    seriesId: 'sr_1',
    gymId: 'g_1',
    gymName: 'Iron Temple',
    title: 'Morning Yoga',
    category: 'yoga',
    trainerId: 't_1',
    trainerName: 'Arjun Rao',
    startsAt: '2026-11-27T12:30:00Z',
    timeZone: 'Asia/Kolkata',
    durationMinutes: 60,
    capacity: 12,
    booked: 2,
    available: 10,
    waitlisted: 1,
    cancelled: false,
    cancelReason: null,
    ...overrides,
  };
}

const teaching = (sessions: TeachingSession[]) => mockEndpoint(endpoints.teachingClasses, { data: sessions });

describe('the trainer guard', () => {
  it('keeps a member out of /trainer: back to the member home, told the page is for trainers', async () => {
    const { router } = renderApp({ route: paths.trainer.root, session: { userType: 'member' } });
    await waitFor(() => expect(pathOf(router)).toBe(paths.member.root));
    expect(await screen.findByText('Access forbidden')).toBeInTheDocument();
    expect(screen.getByText(/That page is for trainers/)).toBeInTheDocument();
  });

  it('keeps a gym owner out of /trainer/gyms', async () => {
    const { router } = renderApp({ route: '/trainer/gyms', session: { userType: 'gym_owner' } });
    await waitFor(() => expect(pathOf(router)).toBe(paths.owner.root));
    expect(await screen.findByText('Access forbidden')).toBeInTheDocument();
  });

  it('sends a trainer who opens the member area to the trainer area, not in circles through the public home', async () => {
    server.use(teaching([]));
    const { router } = renderApp({ route: paths.member.viewBookings, session: { userType: 'trainer' } });
    await waitFor(() => expect(pathOf(router)).toBe(paths.trainer.root));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your classes' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in; a trainer who signs in there comes back to the roster they wanted', async () => {
    const trainer = makeSessionUser('trainer', { firstName: 'Arjun' });
    server.use(
      mockEndpoint(endpoints.sendOtp, { data: { resendAfter: 30, expiresIn: 300 }, message: 'OTP sent' }),
      mockEndpoint(endpoints.verifyOtp, { data: { token: 'tok_trainer', user: trainer }, message: 'Login successful' }),
      mockEndpoint(endpoints.classRoster, { data: { session: session(), entries: [] } }),
    );
    const { router, user } = renderApp({ route: '/trainer/classes/cs_today' });
    await waitFor(() => expect(pathOf(router)).toBe(`${paths.login}?redirect=${encodeURIComponent('/trainer/classes/cs_today')}`));
    await signInOnThePage(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Roster of Morning Yoga' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trainer/classes/cs_today');
  });
});

async function signInOnThePage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /mobile/i }), '9811122233');
  await user.click(screen.getByRole('checkbox', { name: /terms/i }));
  await user.click(screen.getByRole('checkbox', { name: /privacy/i }));
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByRole('textbox', { name: 'One-time password (OTP)' }), '123456');
}

describe('sign-in as a trainer', () => {
  it('lands on /trainer from the normal sign-in page (the member form: the account says it is a trainer)', async () => {
    server.use(
      mockEndpoint(endpoints.sendOtp, { data: { resendAfter: 30, expiresIn: 300 }, message: 'OTP sent' }),
      mockEndpoint(endpoints.verifyOtp, { data: { token: 'tok_trainer', user: makeSessionUser('trainer') }, message: 'Login successful' }),
      teaching([session()]),
    );
    const { router, user } = renderApp({ route: paths.login });
    await signInOnThePage(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your classes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.trainer.root);
  });
});

describe('/trainer: the week', () => {
  it("groups today's classes, the rest of the week and yesterday's, each with its roster link", async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      mockEndpoint(endpoints.teachingClasses, ({ query }) => {
        asked = query;
        return {
          data: [
            session({ id: 'cs_yesterday', title: 'Spin Blast', category: 'spin', startsAt: '2026-11-26T12:30:00Z' }),
            session(),
            session({ id: 'cs_sunday', title: 'Evening HIIT', category: 'hiit', startsAt: '2026-11-29T13:00:00Z', booked: 12, available: 0, waitlisted: 0 }),
          ],
        };
      }),
    );
    renderApp({ route: paths.trainer.root, session: { userType: 'trainer' } });
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('Morning Yoga')).toBeInTheDocument();
    expect(within(today).getByText('Yoga · Iron Temple')).toBeInTheDocument();
    expect(within(today).getByText('2 of 12 booked · 1 on the waitlist')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Roster of Morning Yoga' })).toHaveAttribute('href', '/trainer/classes/cs_today');
    expect(within(screen.getByRole('region', { name: 'Later this week' })).getByText('Evening HIIT')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Yesterday/ })).getByText('Spin Blast')).toBeInTheDocument();
    expect(asked && Object.fromEntries(asked)).toMatchObject({ from: '2026-11-26', to: '2026-12-03' });
  });
});

function roster(entries: Roster['entries'], overrides: Partial<ClassSession> = {}): Roster {
  const { gymName: _gym, ...base } = session(overrides);
  return { session: base, entries };
}

const entry = (id: string, memberName: string, status: Roster['entries'][number]['status'], more: Partial<Roster['entries'][number]> = {}) => ({
  id,
  memberId: `m_${id}`,
  memberName,
  status,
  lateCancel: false,
  checkedIn: false,
  waived: false,
  ...more,
});

describe('the roster', () => {
  it('shows each place with its check-in state and marks present and absent, in the server’s words', async () => {
    const entries = [entry('cb_1', 'Asha Verma', 'booked', { checkedIn: true }), entry('cb_2', 'Ravi Iyer', 'booked'), entry('cb_3', 'Meera Nair', 'waitlisted', { position: 1 })];
    const marks: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.classRoster, () => ({ data: roster(entries) })),
      mockEndpoint(endpoints.markClass, ({ body }) => {
        marks.push(body);
        const { classBookingId, attended } = body as { classBookingId: string; attended: boolean };
        const row = entries.find((e) => e.id === classBookingId)!;
        row.status = attended ? 'attended' : 'missed';
        return { data: row, message: classMessages.marked };
      }),
    );
    const { user } = renderApp({ route: '/trainer/classes/cs_today', session: { userType: 'trainer' } });
    const list = await screen.findByRole('list', { name: 'Roster' });
    const [asha, ravi, meera] = within(list).getAllByRole('listitem');
    expect(within(asha!).getByText('Checked in')).toBeInTheDocument();
    expect(within(ravi!).getByText('Not checked in')).toBeInTheDocument();
    expect(within(meera!).getByText('#1 on the waitlist')).toBeInTheDocument();
    expect(within(meera!).queryByRole('button', { name: /present/i })).not.toBeInTheDocument();

    await user.click(within(asha!).getByRole('button', { name: 'Mark Asha Verma present' }));
    expect(await screen.findByText(classMessages.marked)).toBeInTheDocument();
    await user.click(within(ravi!).getByRole('button', { name: 'Mark Ravi Iyer absent' }));
    await waitFor(() => expect(within(ravi!).getByRole('button', { name: 'Mark Ravi Iyer absent' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(asha!).getByRole('button', { name: 'Mark Asha Verma present' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(ravi!).getByText('Marked absent')).toBeInTheDocument();
    expect(within(asha!).getByText('Marked present')).toBeInTheDocument();
    expect(marks).toEqual([
      { classBookingId: 'cb_1', attended: true },
      { classBookingId: 'cb_2', attended: false },
    ]);
  });

  it('shows the server’s refusal once the 24 hours after the class have passed, and the place stays as it was', async () => {
    server.use(
      mockEndpoint(endpoints.classRoster, { data: roster([entry('cb_1', 'Asha Verma', 'booked')], { startsAt: '2026-11-25T12:30:00Z' }) }),
      mockEndpoint(endpoints.markClass, { status: 409, message: classMessages.markWindow }),
    );
    const { user } = renderApp({ route: '/trainer/classes/cs_today', session: { userType: 'trainer' } });
    await user.click(await screen.findByRole('button', { name: 'Mark Asha Verma present' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attendance can be marked until 24 hours after the class');
    expect(screen.getByRole('button', { name: 'Mark Asha Verma present' })).toHaveAttribute('aria-pressed', 'false');
  });
});
