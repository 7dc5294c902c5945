import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking, OwnerBooking } from '@contract/bookings/bookings';
import { endpoints } from '@contract/endpoints';
import { membershipMessages } from '@contract/memberships/memberships';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildBooking } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { ownerGym } from '@tests/spa/owner-gyms/owner-gym-data';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';

// Friday 27 Nov 2026, 10:00 in India: the monthly pass below runs from 20 Nov to 19 Dec.
fixDate('2026-11-27T04:30:00Z');

const pass = (over: Partial<Booking> = {}): Booking =>
  buildBooking({
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethod: 'online',
    passType: 'monthly',
    startDate: '2026-11-20',
    endDate: '2026-12-19',
    gymName: 'Iron Temple',
    freezes: [],
    freezeDaysLeft: 7,
    ...over,
  });

/** My bookings over one upcoming pass; `after` is what the list answers once a change has been made. */
function bookingsServer(before: Booking, after: Booking = before) {
  let changed = false;
  server.use(
    mockEndpoint(endpoints.myBookings, ({ query }) => {
      const items = query.get('scope') === 'upcoming' ? [changed ? after : before] : [];
      return { data: { items, page: 1, pageSize: 48, total: items.length, totalPages: 1 } };
    }),
  );
  return { changed: () => (changed = true) };
}

const renderBookings = () => renderApp({ route: paths.member.viewBookings, session: { userType: 'member', token: 'tok_member' } });
const card = async () => (await screen.findByRole('heading', { name: 'Iron Temple' })).closest('article')!;

describe('freezing a pass from My bookings', () => {
  it('freezes from a chosen day for some days with a key, shows the new end date first, then the freeze on the card', async () => {
    const user = userEvent.setup();
    const list = bookingsServer(pass(), pass({ endDate: '2026-12-24', freezes: [{ startDate: '2026-12-01', endDate: '2026-12-05' }], freezeDaysLeft: 2 }));
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      mockEndpoint(endpoints.freezePass, ({ body, request }) => {
        sent.push({ body, key: request.headers.get('idempotency-key') });
        list.changed();
        return { message: membershipMessages.frozen, data: pass() };
      }),
    );
    renderBookings();
    const running = await card();
    expect(within(running).getByText('Valid until')).toBeInTheDocument();
    expect(within(running).getByText('7 freeze days left')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    await user.click(within(running).getByRole('button', { name: 'Freeze Monthly Pass at Iron Temple' }));

    const dialog = await screen.findByRole('dialog', { name: 'Freeze pass' });
    const from = within(dialog).getByLabelText('Freeze from');
    expect(from).toHaveValue('2026-11-28');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    const days = within(dialog).getByLabelText('Days');
    await user.clear(days);
    await user.type(days, '5');
    expect(within(dialog).getByText('Your pass will then end on Thu, 24 Dec, 2026.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Freeze pass' }));

    expect(await screen.findByText(membershipMessages.frozen)).toBeInTheDocument();
    expect(sent).toEqual([{ body: { bookingId: pass().id, startDate: '2026-12-01', days: 5 }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    const after = await card();
    expect(await within(after).findByText('Frozen Tue, 1 Dec, 2026 to Sat, 5 Dec, 2026')).toBeInTheDocument();
    expect(within(after).getByText('2 freeze days left')).toBeInTheDocument();
    expect(within(after).getByText('Thu, 24 Dec, 2026')).toBeInTheDocument();
    // A frozen pass's dates are its own: it is no longer offered a move.
    expect(within(after).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('cannot ask for more days than are left, and shows the server refusal beside its field', async () => {
    const user = userEvent.setup();
    bookingsServer(pass({ freezeDaysLeft: 3 }));
    const refusal = 'A freeze can start on 2026-11-28 at the earliest';
    server.use(mockEndpoint(endpoints.freezePass, () => ({ status: 400, message: refusal, data: { fields: { startDate: refusal } } })));
    renderBookings();
    await user.click(within(await card()).getByRole('button', { name: /^Freeze / }));
    const dialog = await screen.findByRole('dialog', { name: 'Freeze pass' });
    const days = within(dialog).getByLabelText('Days');
    await user.clear(days);
    await user.type(days, '4');
    expect(within(dialog).getByRole('button', { name: 'Freeze pass' })).toBeDisabled();
    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze pass' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Freeze from')).toHaveAttribute('aria-invalid', 'true');
  });

  it('ends a current freeze after asking, and offers no Freeze once no days are left', async () => {
    const user = userEvent.setup();
    const frozen = pass({ freezes: [{ startDate: '2026-11-25', endDate: '2026-12-01' }], freezeDaysLeft: 0, endDate: '2026-12-26' });
    const list = bookingsServer(frozen, pass({ freezes: [{ startDate: '2026-11-25', endDate: '2026-11-26' }], freezeDaysLeft: 5, endDate: '2026-12-21' }));
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.unfreezePass, ({ body }) => {
        sent.push(body);
        list.changed();
        return { message: membershipMessages.unfrozen, data: frozen };
      }),
    );
    renderBookings();
    const running = await card();
    expect(within(running).queryByRole('button', { name: /^Freeze / })).not.toBeInTheDocument();
    await user.click(within(running).getByRole('button', { name: 'End freeze' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this freeze?' });
    expect(within(dialog).getByText(/^Frozen Wed, 25 Nov, 2026 to Tue, 1 Dec, 2026\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'End freeze' }));
    expect(await screen.findByText(membershipMessages.unfrozen)).toBeInTheDocument();
    expect(sent).toEqual([{ bookingId: frozen.id }]);
    await waitFor(async () => expect(within(await card()).getByText('5 freeze days left')).toBeInTheDocument());
  });
});

describe('the desk: frozen members on Booking management', () => {
  const row = (over: Partial<OwnerBooking> = {}): OwnerBooking => ({ ...pass(), memberName: 'Asha Rao', memberMobile: '+919876543210', ...over });

  it('shows a pass\'s freeze, asks the API for frozen passes only, and freezes a pass for its member', async () => {
    const user = userEvent.setup();
    const queries: string[] = [];
    const frozenRow = row({ freezes: [{ startDate: '2026-11-26', endDate: '2026-11-30' }], freezeDaysLeft: 2 });
    server.use(
      mockEndpoint(endpoints.myGyms, { data: [ownerGym({ id: 'g1' })] }),
      mockEndpoint(endpoints.gymBookings, ({ query }) => {
        queries.push(query.toString());
        const items = query.get('frozen') === '1' ? [frozenRow] : [frozenRow, row({ id: 'b2', code: 'GKOTHER222', memberName: 'Ravi Iyer' })];
        return { data: { items, page: 1, pageSize: 10, total: items.length, totalPages: 1 } };
      }),
    );
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.freezePass, ({ body }) => {
        sent.push(body);
        return { message: membershipMessages.frozen, data: pass() };
      }),
    );
    renderApp({ route: paths.owner.bookings, session: { userType: 'gym_owner', token: 'tok_owner' } });
    const asha = await screen.findByRole('article', { name: `Asha Rao ${frozenRow.code}` });
    expect(within(asha).getByText('Frozen Thu, 26 Nov, 2026 to Mon, 30 Nov, 2026')).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: 'End freeze' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Frozen (now or coming)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByText('Ravi Iyer')).not.toBeInTheDocument());
    expect(queries.at(-1)).toContain('frozen=1');
    expect(queries.at(-1)).not.toContain('status=');

    await user.click(within(asha).getByRole('button', { name: `Freeze the pass of Asha Rao (${frozenRow.code})` }));
    const dialog = await screen.findByRole('dialog', { name: 'Freeze pass' });
    await user.clear(within(dialog).getByLabelText('Days'));
    await user.type(within(dialog).getByLabelText('Days'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze pass' }));
    expect(await screen.findByText(membershipMessages.frozen)).toBeInTheDocument();
    expect(sent).toEqual([{ bookingId: frozenRow.id, startDate: '2026-11-28', days: 2 }]);
  });
});
