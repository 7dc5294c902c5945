import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/accounts/auth';
import { endpoints } from '@contract/endpoints';
import { ownerMessages } from '@contract/accounts/owners';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { makeSessionUser, renderApp } from '@tests/utils/render-app';
import { fill, fillRequiredGymFields, offerPass, textbox } from './form-helpers';
import { ownerGym } from './owner-gym-data';

// The whole app with a long form, lazily loaded: on a busy machine that takes more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const newOwner = makeSessionUser('gym_owner', { id: 'o1', mobile: '+919822012345', firstName: null, lastName: null, email: null, profileComplete: false });

/** Answers send-otp and verify-otp-login; records what they were sent. */
function mockSignIn(user: User | { status: number; message: string }) {
  const sent: unknown[] = [];
  server.use(
    mockEndpoint(endpoints.sendOtp, ({ body }) => (sent.push(body), { data: { resendAfter: 30, expiresIn: 300 }, message: 'OTP sent successfully' })),
    mockEndpoint(endpoints.verifyOtp, ({ body }) => (sent.push(body), 'status' in user ? user : { data: { token: 'tok_new', user }, message: 'Login successful!' })),
  );
  return sent;
}

async function renderRegistration() {
  const view = renderApp({ route: paths.ownerRegistration });
  await screen.findByRole('heading', { level: 1, name: 'Register your gym' });
  return view;
}

async function verifyNumber(user: UserEvent) {
  await fill(user, textbox('Your mobile number'), '9822012345');
  await user.click(screen.getByLabelText(/I accept the Terms/));
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  // A complete code submits itself.
  await fill(user, await screen.findByLabelText(/OTP/, { selector: 'input' }), '123456');
}

describe('OwnerRegistrationPage: terms and OTP', () => {
  it('will not send an OTP before the terms are accepted ("Accept Terms to Continue")', async () => {
    const sent = mockSignIn(newOwner);
    const { user } = await renderRegistration();
    expect(screen.getByRole('list', { name: 'Registration steps' })).toHaveTextContent(/Accept terms.*Verify mobile.*Add your gym/);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Accept Terms to Continue')).toBeInTheDocument();
    expect(textbox('Your mobile number')).toHaveAccessibleDescription('Mobile number is required');
    await fill(user, textbox('Your mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Enter a valid Indian mobile number (10 digits starting with 6-9; +91 or 0 prefix allowed).')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('verifies the number as a gym owner, then asks for the owner and the gym', async () => {
    const sent = mockSignIn(newOwner);
    server.use(mockEndpoint(endpoints.myGyms, { data: [] }));
    const { user } = await renderRegistration();
    await verifyNumber(user);
    const verified = await screen.findByText('Mobile number verified');
    // The step changed under the person: focus (and the screen) moves to its news.
    await waitFor(() => expect(verified.closest('[tabindex="-1"]')).toHaveFocus());
    expect(sent).toEqual([
      { mobile: '9822012345', userType: 'gym_owner' },
      { mobile: '9822012345', otp: '123456', userType: 'gym_owner' },
    ]);
    expect(within(screen.getByRole('list', { name: 'Registration steps' })).getByText(/Add your gym/).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(textbox('First name')).toHaveValue('');
    expect(textbox('Gym name')).toBeInTheDocument();
  });

  it('shows a refused code where it was typed', async () => {
    mockSignIn({ status: 400, message: 'Invalid credentials' });
    const { user } = await renderRegistration();
    await verifyNumber(user);
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.queryByLabelText('Gym name')).not.toBeInTheDocument();
  });
});

describe('OwnerRegistrationPage: the account behind the number', () => {
  it('tells a member’s number that it belongs to a member, without offering the gym form', async () => {
    mockSignIn(makeSessionUser('member', { id: 'm1' }));
    const { user } = await renderRegistration();
    await verifyNumber(user);
    expect(await screen.findByRole('heading', { name: 'This number belongs to a member' })).toBeInTheDocument();
    expect(screen.getByText(ownerMessages.memberNumber)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my member area' })).toHaveAttribute('href', paths.member.root);
    expect(screen.queryByLabelText('Gym name')).not.toBeInTheDocument();
    expect(useSessionStore.getState().userType).toBe('member');
  });

  it('sends an owner who already has gyms to them', async () => {
    mockSignIn(makeSessionUser('gym_owner', { id: 'o2' }));
    server.use(mockEndpoint(endpoints.myGyms, { data: [ownerGym()] }));
    const { user } = await renderRegistration();
    await verifyNumber(user);
    expect(await screen.findByRole('heading', { name: 'You are already registered' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage gyms' })).toHaveAttribute('href', paths.owner.manageGyms);
  });
});

/** The owner's details and every required field of the gym. */
async function fillOwnerAndGym(user: UserEvent) {
  await fill(user, textbox('First name'), 'Meera');
  await fill(user, textbox('Last name'), 'Kulkarni');
  await fill(user, textbox('Your email'), 'meera@sahyadri.example');
  await fillRequiredGymFields(user);
}

describe('OwnerRegistrationPage: registering', () => {
  async function readyToRegister() {
    mockSignIn(newOwner);
    server.use(mockEndpoint(endpoints.myGyms, { data: [] }));
    const view = await renderRegistration();
    await verifyNumber(view.user);
    await screen.findByText('Mobile number verified');
    return view;
  }

  it('checks the owner’s details and the gym before sending', async () => {
    const { user } = await readyToRegister();
    await fill(user, textbox('Your email'), 'meera@');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('First and last name are required')).toHaveLength(2);
    expect(textbox('Your email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(textbox('Gym name')).toHaveAccessibleDescription('Gym name is required');
    expect(screen.getByText('Turn on at least one pass')).toBeInTheDocument();
  });

  it('registers the owner and the gym in one call, says "Registration successful!" and opens Manage gyms', async () => {
    const bodies: unknown[] = [];
    const registered = { ...newOwner, firstName: 'Meera', lastName: 'Kulkarni', email: 'meera@sahyadri.example', profileComplete: true };
    server.use(
      mockEndpoint(endpoints.registerOwner, ({ body }) => (bodies.push(body), { status: 201, data: { user: registered, gymId: 'g1' }, message: 'Registration successful!' })),
    );
    const { user, router } = await readyToRegister();
    await fillOwnerAndGym(user);
    await offerPass(user, 'Monthly Pass', '2999');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.owner.manageGyms));
    expect(bodies).toEqual([
      {
        owner: { firstName: 'Meera', lastName: 'Kulkarni', email: 'meera@sahyadri.example' },
        gym: expect.objectContaining({ name: 'Koregaon Kettlebell Club', contactNumber: '+919822012345', pincode: '411001', state: 'Maharashtra' }),
      },
    ]);
    expect((bodies[0] as { gym: { plans: unknown[] } }).gym.plans).toContainEqual({ passType: 'monthly', active: true, pricePaise: 299_900 });
    expect(useSessionStore.getState().user).toEqual(registered);
  });

  it('says "Registration failed" with the reason, and puts field messages on their fields', async () => {
    server.use(
      mockEndpoint(endpoints.registerOwner, {
        status: 400,
        message: 'Pincode must be 6 digits',
        data: { fields: { 'gym.pincode': 'Pincode must be 6 digits', 'owner.email': 'Please enter a valid email address' } },
      }),
    );
    const { user } = await readyToRegister();
    await fillOwnerAndGym(user);
    await offerPass(user, 'Day Pass', '250');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const failed = await screen.findByText('Registration failed');
    expect(failed.parentElement).toHaveTextContent('Registration failedPincode must be 6 digits');
    expect(textbox('Pincode')).toHaveAccessibleDescription('Pincode must be 6 digits');
    expect(textbox('Your email')).toHaveAccessibleDescription('Please enter a valid email address');
  });
});
