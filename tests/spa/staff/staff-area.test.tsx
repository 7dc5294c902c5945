import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnerBooking } from '@contract/bookings/bookings';
import { endpoints } from '@contract/endpoints';
import type { StaffPlace, StaffRole } from '@contract/gyms/staff';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildBooking } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { ownerGym } from '@tests/spa/owner-gyms/owner-gym-data';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// A Wednesday morning in India: "today" is one day whatever the hour of the run.
fixDate('2026-11-25T04:30:00Z');

const place = (role: StaffRole): StaffPlace => ({ staffId: 's1', gymId: 'g1', gymName: 'Iron Temple', role, gym: ownerGym({ id: 'g1', name: 'Iron Temple' }) });
const booking = (over: Partial<OwnerBooking> = {}): OwnerBooking =>
  ({ ...buildBooking(), id: 'b1', code: 'GKDESK1111', memberName: 'Asha Rao', memberMobile: '+919876543210', status: 'confirmed', paymentMethod: 'at_gym', paymentStatus: 'unpaid', ...over }) as OwnerBooking;

/** A staff session working at Iron Temple as `role`, with one unpaid at-gym booking today and no classes. */
function staffAt(role: StaffRole, route: string = paths.staff.root) {
  const asked: { bookings: URLSearchParams[] } = { bookings: [] };
  server.use(
    mockEndpoint(endpoints.myStaffPlaces, { data: { items: [place(role)] } }),
    mockEndpoint(endpoints.gymBookings, ({ query }) => (asked.bookings.push(query), { data: { items: [booking()], page: 1, pageSize: 10, total: 1, totalPages: 1 } })),
    mockEndpoint(endpoints.classTimetable, { data: [] }),
  );
  return { asked, ...renderApp({ route, session: { userType: 'staff', token: 'tok_staff' } }) };
}

const menu = () => within(screen.getAllByRole('navigation', { name: 'Gym staff area' })[0]!);

describe('the staff area (/staff)', { timeout: 20_000 }, () => {
  it('keeps a member out: back to their own area, told the page is for gym staff', async () => {
    const { router } = renderApp({ route: paths.staff.root, session: { userType: 'member' } });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.member.root));
    expect(await screen.findByText(/That page is for gym staff/)).toBeInTheDocument();
  });

  it("front desk: the desk's day from today, a menu of the desk's screens only, and rows that offer only the desk payment", async () => {
    const { asked } = staffAt('front_desk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    expect(await screen.findByText(/you work here as Front desk/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check in a member' })).toHaveAttribute('href', '/staff/scan-qr');
    expect(await screen.findByText('No classes this day')).toBeInTheDocument();
    const row = await screen.findByRole('article', { name: 'Asha Rao GKDESK1111' });
    expect(within(row).getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
    expect(asked.bookings[0]!.get('from')).toBe('2026-11-25');
    expect(menu().getByRole('link', { name: 'Walk-in or new member' })).toHaveAttribute('href', '/staff/add-new-member');
    expect(menu().queryByRole('link', { name: 'Payments' })).not.toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Gym profile' })).not.toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it("manager: the manager's screens join the menu, and a booking can be completed or cancelled", async () => {
    staffAt('manager');
    expect(await screen.findByText(/you work here as Manager/)).toBeInTheDocument();
    const row = await screen.findByRole('article', { name: 'Asha Rao GKDESK1111' });
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/staff/payments');
    expect(menu().getByRole('link', { name: 'Gym profile' })).toHaveAttribute('href', '/staff/gym-profile');
    expect(menu().getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/staff/messages');
  });

  it("a screen the role does not allow, opened by its address, says why instead of drawing the owner's screen", async () => {
    staffAt('front_desk', '/staff/payments');
    expect(await screen.findByText('Your role at this gym does not allow this. Ask the gym owner or a manager.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Payments and earnings' })).not.toBeInTheDocument();
  });

  it("a manager's /staff/messages is the gym's message log (not the owner's own notifications)", async () => {
    server.use(mockEndpoint(endpoints.gymMessageLog, { data: { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 } }));
    staffAt('manager', '/staff/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});

describe('signing in as gym staff', { timeout: 20_000 }, () => {
  it('/user-login?as=staff says it is the staff sign-in, drops the owner box and asks the server for a staff code', async () => {
    const sent: unknown[] = [];
    server.use(mockEndpoint(endpoints.sendOtp, ({ body }) => (sent.push(body), { data: { resendAfter: 30, expiresIn: 300 } })));
    const { user } = renderApp({ route: `${paths.login}?as=staff` });
    expect(await screen.findByText('Gym staff sign-in.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /gym owner/i })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /mobile/i }), '9811122233');
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    await user.click(screen.getByRole('checkbox', { name: /privacy/i }));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(sent).toEqual([{ mobile: '9811122233', userType: 'staff' }]));
  });

  it('the ordinary sign-in links to the staff one, and back', async () => {
    const { user } = renderApp({ route: paths.login });
    await user.click(await screen.findByRole('link', { name: 'Work at a gym? Sign in as staff' }));
    expect(await screen.findByText('Gym staff sign-in.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Not gym staff? Sign in as a member or gym owner' }));
    expect(await screen.findByRole('checkbox', { name: /gym owner/i })).toBeInTheDocument();
  });
});
