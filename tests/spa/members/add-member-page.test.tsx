import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@contract/bookings/bookings';
import { messages } from '@contract/common';
import { endpoints } from '@contract/endpoints';
import { memberMessages } from '@contract/gyms/members';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildBooking, buildGymMember } from '@tests/mocks/members';
import { server } from '@tests/mocks/server';
import { buildOwnerGym } from '@tests/mocks/trainers';
import { renderApp } from '@tests/utils/render-app';

const owner = { userType: 'gym_owner' as const, user: { id: 'owner-1' } };
const plans = [
  { passType: 'day' as const, active: true, pricePaise: 20_000, durationDays: 1, freezeDays: 0 },
  { passType: 'monthly' as const, active: true, pricePaise: 250_000, durationDays: 30, freezeDays: 7 },
  { passType: 'yearly' as const, active: false, pricePaise: 2_400_000, durationDays: 365, freezeDays: 30 },
];

function setUp() {
  const posts: { body: unknown; key: string | null }[] = [];
  server.use(
    mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }),
    mockEndpoint(endpoints.listPlans, { data: plans }),
    mockEndpoint(endpoints.addMember, ({ body, request }) => {
      posts.push({ body, key: request.headers.get('Idempotency-Key') });
      return { status: 201, message: memberMessages.added, data: { member: buildGymMember(), booking: buildBooking(), accountCreated: true } };
    }),
  );
  return { posts, ...renderApp({ route: paths.owner.addMember, session: owner }) };
}

describe('/gym_owner/add-new-member', { timeout: 20_000 }, () => {
  it('offers only the gym’s active passes with their prices', async () => {
    setUp();
    const pass = await screen.findByRole('combobox', { name: 'Pass' });
    const options = [...(pass as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['Choose a pass', 'Day Pass · ₹200', 'Monthly Pass · ₹2,500']);
  });

  it('shows the spec’s messages for every rule before sending anything', async () => {
    const { posts, user } = setUp();
    await screen.findByRole('combobox', { name: 'Pass' });
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12345');
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findAllByText(messages.namesRequired)).toHaveLength(2);
    expect(screen.getByText(messages.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pass' })).toHaveAccessibleDescription(bookingMessages.passRequired);
    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(messages.mobileRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('adds a walk-in paid by UPI with an Idempotency-Key, then shows the booking code', async () => {
    const { posts, user } = setUp();
    await screen.findByRole('combobox', { name: 'Pass' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ravi');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kumar');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876500001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pass' }), 'monthly');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'upi');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Booking code GKWALKIN22')).toBeInTheDocument();
    expect(screen.getByText(memberMessages.added)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ gymId: 'g1', firstName: 'Ravi', lastName: 'Kumar', mobile: '9876500001', email: '', passType: 'monthly', payment: 'upi' });
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByRole('button', { name: 'Add another member' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  it('puts the server’s field message on its field, and other refusals above the button', async () => {
    const { user } = setUp();
    await screen.findByRole('combobox', { name: 'Pass' });
    server.use(mockEndpoint(endpoints.addMember, { status: 409, message: memberMessages.notMemberNumber }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ravi');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kumar');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876500001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pass' }), 'day');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(`Failed to add member: ${memberMessages.notMemberNumber}`)).toBeInTheDocument();
    server.use(mockEndpoint(endpoints.addMember, { status: 400, message: bookingMessages.pastDate, data: { fields: { startDate: bookingMessages.pastDate } } }));
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(bookingMessages.pastDate));
  });

  it('a gym without passes is sent to set its prices', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }), mockEndpoint(endpoints.listPlans, { data: [] }));
    renderApp({ route: paths.owner.addMember, session: owner });
    expect(await screen.findByText(/offers no passes yet/)).toBeInTheDocument();
  });
});
