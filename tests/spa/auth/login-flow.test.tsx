import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@contract/accounts/auth';
import { endpoints } from '@contract/endpoints';
import { LoginPage } from '@/features/auth/components/login-page';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/stores/session-store';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { makeUser, MOBILE, renderAt, resetSession, signIn } from './render-auth';

/** Renders the login screen at `route` with an OTP already sent, and verifies as `user`. */
async function verifyAs(user: User, route = '/user-login') {
  useSessionStore.setState({ isOtpSent: true, currentMobile: MOBILE, userType: user.userType === 'gym_owner' ? 'gym_owner' : 'member', resendCountdown: 25 });
  const bodies: unknown[] = [];
  server.use(mockEndpoint(endpoints.verifyOtp, ({ body }) => (bodies.push(body), { data: { token: 'tok_new', user }, message: 'Login successful' })));
  const person = userEvent.setup();
  renderAt(<LoginPage />, { route });
  await person.type(screen.getByRole('textbox', { name: 'One-time password (OTP)' }), '123456');
  // A complete code submits itself: no click needed.
  return bodies;
}

const landedOn = (where: string) => screen.findByRole('heading', { name: `Landed on ${where} (REPLACE)` }, { timeout: 5000 });

beforeEach(resetSession);

describe('LoginPage: after a successful verification', () => {
  it('stores the session, says "Login successful!" and replaces history with the member home', async () => {
    const bodies = await verifyAs(makeUser());
    expect(await landedOn('/member')).toBeInTheDocument();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(bodies).toEqual([{ mobile: MOBILE, otp: '123456', userType: 'member' }]);
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok_new', isLoggedIn: true, userType: 'member' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).state).toMatchObject({ token: 'tok_new', isLoggedIn: true });
  });

  it('sends a gym owner to /gym_owner', async () => {
    await verifyAs(makeUser({ userType: 'gym_owner' }));
    expect(await landedOn('/gym_owner')).toBeInTheDocument();
  });

  it('sends a trainer to /trainer, their own area', async () => {
    await verifyAs(makeUser({ userType: 'trainer' }));
    expect(await landedOn('/trainer')).toBeInTheDocument();
  });

  it('keeps a trainer out of a ?redirect= into the member area', async () => {
    await verifyAs(makeUser({ userType: 'trainer' }), '/user-login?redirect=%2Fmember%2Fclasses');
    expect(await landedOn('/trainer')).toBeInTheDocument();
  });

  it('shows "Complete Your Profile" when the profile is incomplete', async () => {
    await verifyAs(makeUser({ firstName: null, lastName: null, email: null, profileComplete: false }));
    const heading = await screen.findByRole('heading', { name: 'Complete Your Profile' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Complete Your Profile · Gymkhana');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(screen.queryByRole('heading', { name: /Landed on/ })).not.toBeInTheDocument();
  });

  it('honours a ?redirect= inside the user’s own area', async () => {
    await verifyAs(makeUser(), '/user-login?redirect=%2Fmember%2Fview-bookings%3Ftab%3Dupcoming');
    expect(await landedOn('/member/view-bookings?tab=upcoming')).toBeInTheDocument();
  });

  it('honours a ?redirect= to a public page', async () => {
    await verifyAs(makeUser({ userType: 'gym_owner' }), '/user-login?redirect=/gym-profile/g_7');
    expect(await landedOn('/gym-profile/g_7')).toBeInTheDocument();
  });

  it('ignores a ?redirect= into another role’s area', async () => {
    await verifyAs(makeUser(), '/user-login?redirect=/gym_owner/payments');
    expect(await landedOn('/member')).toBeInTheDocument();
  });

  it('ignores a ?redirect= that leaves the app', async () => {
    await verifyAs(makeUser(), '/user-login?redirect=//evil.example/phish');
    expect(await landedOn('/member')).toBeInTheDocument();
  });
});

describe('LoginPage: already signed in', () => {
  it('goes straight to the user’s home', async () => {
    signIn(makeUser({ userType: 'gym_owner' }));
    renderAt(<LoginPage />);
    expect(await landedOn('/gym_owner')).toBeInTheDocument();
  });

  it('resumes "Complete Your Profile" when it was left unfinished', () => {
    signIn(makeUser({ profileComplete: false }));
    renderAt(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });
});
