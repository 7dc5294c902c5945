import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnerBooking } from '@contract/bookings/bookings';
import { endpoints } from '@contract/endpoints';
import { staffMessages, type StaffAuditRow, type StaffMember } from '@contract/gyms/staff';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildBooking } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { ownerGym } from '@tests/spa/owner-gyms/owner-gym-data';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// A Wednesday morning in India: nothing here depends on the hour the run falls on.
fixDate('2026-11-25T04:30:00Z');

const owner = { userType: 'gym_owner' as const, token: 'tok_owner' };
const member = (over: Partial<StaffMember> = {}): StaffMember => ({ staffId: 's1', name: 'Ravi Desk', mobile: '+919800012345', role: 'front_desk', gymId: 'g1', ...over });
const zero = { checkIns: 0, paymentsMarked: 0, walkIns: 0, statusChanges: 0, classMarks: 0 };

/** The staff page over a gym with `staff` and `audit`; records what each write sends. */
function setUp({ staff = [member()], audit = [] as StaffAuditRow[] } = {}) {
  const sent: { invite: unknown[]; update: unknown[]; revoke: unknown[]; auditDays: string[] } = { invite: [], update: [], revoke: [], auditDays: [] };
  server.use(
    mockEndpoint(endpoints.myGyms, { data: [ownerGym({ id: 'g1', name: 'Iron Temple' })] }),
    mockEndpoint(endpoints.listStaff, { data: { items: staff } }),
    mockEndpoint(endpoints.staffAudit, ({ query }) => {
      sent.auditDays.push(query.get('days') ?? '');
      return { data: { items: audit } };
    }),
    mockEndpoint(endpoints.updateStaff, ({ body }) => (sent.update.push(body), { message: staffMessages.updated, data: null })),
    mockEndpoint(endpoints.revokeStaff, ({ body }) => (sent.revoke.push(body), { message: staffMessages.revoked, data: null })),
  );
  return { sent, ...renderApp({ route: paths.owner.staff, session: owner }) };
}

describe('/gym_owner/staff', { timeout: 20_000 }, () => {
  it('lists the staff (a person without a name as "Not signed in yet"), and says what each role may do', async () => {
    setUp({ staff: [member(), member({ staffId: 's2', name: null, mobile: '+919800054321', role: 'manager' })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    const list = within(await screen.findByRole('region', { name: 'Your staff at this gym' }));
    expect(await list.findByText('Ravi Desk')).toBeInTheDocument();
    expect(list.getByText('Not signed in yet')).toBeInTheDocument();
    expect(list.getByText(/98000 54321 · Manager/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What each role may do' })).toBeInTheDocument();
    expect(screen.getByText('Mark a booking paid at the desk')).toBeInTheDocument();
  });

  it('shows "No staff yet" when the gym has none', async () => {
    setUp({ staff: [] });
    expect(await screen.findByText('No staff yet')).toBeInTheDocument();
    expect(await screen.findByText('No desk activity yet')).toBeInTheDocument();
  });

  it('invites a number as front desk or manager and says so', async () => {
    const { user, sent } = setUp({ staff: [] });
    server.use(mockEndpoint(endpoints.inviteStaff, ({ body }) => (sent.invite.push(body), { status: 201, message: staffMessages.invited, data: { staffId: 's9' } })));
    await user.type(await screen.findByLabelText('Mobile number'), '9800011111');
    await user.selectOptions(screen.getByLabelText('Role'), 'Manager');
    await user.click(screen.getByRole('button', { name: 'Add to staff' }));
    expect(await screen.findByText(/added as manager\. We sent them how to sign in\./)).toBeInTheDocument();
    expect(sent.invite).toEqual([{ gymId: 'g1', mobile: '9800011111', role: 'manager' }]);
  });

  it.each([
    ['own number', 400, staffMessages.ownNumber, { fields: { mobile: staffMessages.ownNumber } }],
    ['already staff', 409, staffMessages.alreadyStaff, undefined],
  ])('shows the server’s refusal in its words: %s', async (_case, status, message, data) => {
    const { user } = setUp({ staff: [] });
    server.use(mockEndpoint(endpoints.inviteStaff, { status, message, data }));
    await user.type(await screen.findByLabelText('Mobile number'), '9800011111');
    await user.click(screen.getByRole('button', { name: 'Add to staff' }));
    const form = screen.getByRole('button', { name: 'Add to staff' }).closest('form')!;
    expect(await within(form).findByText(message)).toBeInTheDocument();
  });

  it('refuses a number that is not a mobile before asking the server', async () => {
    const { user, sent } = setUp({ staff: [] });
    await user.type(await screen.findByLabelText('Mobile number'), '12');
    await user.click(screen.getByRole('button', { name: 'Add to staff' }));
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true'));
    expect(sent.invite).toEqual([]);
  });

  it('changes a role with its own save', async () => {
    const { user, sent } = setUp();
    const select = await screen.findByLabelText('Role of Ravi Desk');
    const save = screen.getByRole('button', { name: 'Save the role of Ravi Desk' });
    expect(save).toBeDisabled();
    await user.selectOptions(select, 'Manager');
    await user.click(save);
    expect(await screen.findByText('Ravi Desk is now manager')).toBeInTheDocument();
    expect(sent.update).toEqual([{ staffId: 's1', role: 'manager' }]);
  });

  it('removes someone only after a confirmation that says their sessions end at once', async () => {
    const { user, sent } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Remove Ravi Desk' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Ravi Desk?' });
    expect(within(dialog).getByText(/ends their staff sign-ins at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.revoke).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Ravi Desk' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove Ravi Desk?' })).getByRole('button', { name: 'Remove from staff' }));
    expect(await screen.findByText('Ravi Desk removed from staff')).toBeInTheDocument();
    expect(sent.revoke).toEqual([{ staffId: 's1' }]);
  });

  it('shows desk activity as a table by day and person, and asks for a longer range', async () => {
    const { user, sent } = setUp({
      audit: [
        { day: '2026-11-25', name: 'Ravi Desk', role: 'front_desk', ...zero, checkIns: 3, paymentsMarked: 2 },
        { day: '2026-11-24', name: 'Omar Owner', role: 'owner', ...zero, walkIns: 1 },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Desk activity at Iron Temple, last 14 days' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Day', 'Person', 'Role', 'Check-ins', 'Payments marked', 'Walk-ins', 'Booking status changes', 'Class attendance marked',
    ]);
    const ravi = within(table).getByRole('row', { name: /Ravi Desk/ });
    expect(within(ravi).getAllByRole('cell').map((c) => c.textContent)).toEqual(['25 Nov 2026', 'front desk', '3', '2', '0', '0', '0']);
    expect(within(table).getByRole('rowheader', { name: 'Omar Owner' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Desk activity at Iron Temple, last 14 days' })).toHaveAttribute('tabindex', '0');

    await user.selectOptions(screen.getByLabelText('Show'), 'Last 90 days');
    expect(await screen.findByRole('table', { name: 'Desk activity at Iron Temple, last 90 days' })).toBeInTheDocument();
    expect(sent.auditDays).toEqual(['14', '90']);
  });
});

describe('who did it, on the owner’s booking list', { timeout: 20_000 }, () => {
  it('says "Marked paid by <name> (front desk)", and the last desk action when someone else did it', async () => {
    const row = (over: Partial<OwnerBooking>): OwnerBooking => ({ ...buildBooking(), memberName: 'Asha Rao', memberMobile: '+919876543210', ...over }) as OwnerBooking;
    const paid = row({ id: 'b1', code: 'GKPAID1111', paymentStatus: 'paid', paidBy: { name: 'Ravi Desk', role: 'front_desk' }, recordedBy: { name: 'Ravi Desk', role: 'front_desk' } });
    const moved = row({ id: 'b2', code: 'GKMOVED222', memberName: 'Kiran Iyer', paidBy: { name: 'Ravi Desk', role: 'front_desk' }, recordedBy: { name: 'Meena Manager', role: 'manager' } });
    server.use(
      mockEndpoint(endpoints.myGyms, { data: [ownerGym({ id: 'g1' })] }),
      mockEndpoint(endpoints.gymBookings, { data: { items: [paid, moved], page: 1, pageSize: 10, total: 2, totalPages: 1 } }),
    );
    renderApp({ route: paths.owner.bookings, session: owner });
    const first = await screen.findByRole('article', { name: 'Asha Rao GKPAID1111' });
    expect(within(first).getByText('Marked paid by Ravi Desk (front desk)')).toBeInTheDocument();
    expect(within(first).queryByText(/Last desk action/)).not.toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Kiran Iyer GKMOVED222' });
    expect(within(second).getByText('Marked paid by Ravi Desk (front desk)')).toBeInTheDocument();
    expect(within(second).getByText('Last desk action by Meena Manager (manager)')).toBeInTheDocument();
  });
});

describe('who did it, on the owner’s payments', { timeout: 20_000 }, () => {
  it('says "Marked paid by <name> (front desk)" under a desk payment, and nothing under an online one', async () => {
    const nothing = { paise: 0, count: 0 };
    const base = {
      bookingId: 'b1', bookingCode: 'GKPAID1111', gymId: 'g1', gymName: 'Iron Temple', timeZone: 'Asia/Kolkata', passType: 'day' as const, amountPaise: 20_000,
      status: 'paid' as const, provider: 'desk', receiptNumber: '2026-27/000001', createdAt: '2026-11-25T04:00:00Z', paidAt: '2026-11-25T04:00:00Z', refundedAt: null,
      memberName: 'Asha Rao', memberMobile: '+919876543210',
    };
    server.use(
      mockEndpoint(endpoints.myGyms, { data: [ownerGym({ id: 'g1', name: 'Iron Temple' })] }),
      mockEndpoint(endpoints.paymentEarnings, { data: { today: nothing, month: nothing, range: nothing, refunds: nothing, perGym: [], perPass: [], daily: [] } }),
      mockEndpoint(endpoints.gymPayments, {
        data: {
          items: [
            { ...base, id: 'p1', method: 'at_gym', deskMethod: 'cash', recordedBy: { name: 'Ravi Desk', role: 'front_desk' } },
            { ...base, id: 'p2', bookingId: 'b2', bookingCode: 'GKONLINE22', method: 'online', deskMethod: null, provider: 'razorpay', receiptNumber: '2026-27/000002', memberName: 'Kiran Iyer', recordedBy: null },
          ],
          page: 1, pageSize: 12, total: 2, totalPages: 1,
        },
      }),
    );
    renderApp({ route: paths.owner.payments, session: owner });
    const desk = (await screen.findByText('Asha Rao')).closest('tr')!;
    expect(within(desk).getByText('Marked paid by Ravi Desk (front desk)')).toBeInTheDocument();
    const online = screen.getByText('Kiran Iyer').closest('tr')!;
    expect(within(online).queryByText(/Marked paid by/)).not.toBeInTheDocument();
  });
});
