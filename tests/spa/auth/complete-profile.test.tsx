import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { LoginPage } from '@/features/auth/components/login-page';
import { useSessionStore } from '@/stores/session-store';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { makeUser, renderAt, resetSession, signIn } from './render-auth';

const incomplete = makeUser({ firstName: null, lastName: null, email: null, profileComplete: false, hasPassword: true });
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Save and continue' });

function start(route = '/user-login') {
  signIn(incomplete);
  renderAt(<LoginPage />, { route });
  return userEvent.setup();
}

beforeEach(resetSession);

describe('LoginPage: Complete Your Profile', () => {
  it('requires first and last name and email, and focuses the first error', async () => {
    const user = start();
    await user.click(submit());
    expect(await screen.findAllByText('First and last name are required')).toHaveLength(2);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(field('First name')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
  });

  it('rejects a malformed email', async () => {
    const user = start();
    await user.type(field('Email'), 'asha@');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('checks a typed password’s length and its confirmation', async () => {
    const user = start();
    await user.type(field('First name'), 'Asha');
    await user.type(field('Last name'), 'Rao');
    await user.type(field('Email'), 'asha@example.in');
    await user.type(field('Password'), 'short');
    await user.click(submit());
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(field('Password'));
    await user.type(field('Password'), 'long enough');
    await user.type(field('Confirm password'), 'long enouhg');
    await user.click(submit());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(field('Confirm password')).toHaveFocus();
  });

  it('saves with a blank password (keeps the existing one), updates the session and goes on to the redirect', async () => {
    const bodies: unknown[] = [];
    const saved = makeUser({ hasPassword: true });
    server.use(mockEndpoint(endpoints.updateProfile, ({ body }) => (bodies.push(body), { data: saved, message: 'Profile updated successfully' })));
    const user = start('/user-login?redirect=/member/gym-bookings');
    expect(screen.getByText('Leave blank to keep your current password.')).toBeInTheDocument();
    await user.type(field('First name'), 'Asha');
    await user.type(field('Last name'), 'Rao');
    await user.type(field('Email'), 'asha@example.in');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Landed on /member/gym-bookings (REPLACE)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(bodies).toEqual([{ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', password: '', confirmPassword: '' }]);
    expect(useSessionStore.getState().user).toEqual(saved);
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields', async () => {
    server.use(
      mockEndpoint(endpoints.updateProfile, {
        status: 400,
        message: 'Validation error',
        data: { fields: { email: 'This email is already in use', lastName: 'First and last name are required' } },
      }),
    );
    const user = start();
    await user.type(field('First name'), 'Asha');
    await user.type(field('Last name'), 'R');
    await user.type(field('Email'), 'taken@example.in');
    await user.click(submit());
    expect(await screen.findByText('This email is already in use')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('This email is already in use');
    expect(field('Last name')).toHaveAccessibleDescription('First and last name are required');
    expect(field('Last name')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });

  it('shows any other failure in an alert', async () => {
    server.use(mockEndpoint(endpoints.updateProfile, { status: 500, message: 'Server error. Please try again later.' }));
    const user = start();
    await user.type(field('First name'), 'Asha');
    await user.type(field('Last name'), 'Rao');
    await user.type(field('Email'), 'asha@example.in');
    await user.click(submit());
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain('Server error. Please try again later.');
    expect(useSessionStore.getState().user).toEqual(incomplete);
  });
});
