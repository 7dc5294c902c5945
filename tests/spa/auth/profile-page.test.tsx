import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { ProfilePage } from '@/features/auth/components/profile-page';
import { useSessionStore } from '@/stores/session-store';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { makeUser, renderAt, resetSession, signIn } from './render-auth';

const stored = makeUser({ userType: 'gym_owner', hasPassword: false });
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const renderProfile = () => renderAt(<ProfilePage />, { route: paths.owner.profile, path: paths.owner.profile });

beforeEach(() => {
  resetSession();
  signIn(stored);
  server.use(mockEndpoint(endpoints.listSessions, { data: [] }));
});

describe('ProfilePage', () => {
  it('loads the profile with the session’s token and prefills the form', async () => {
    const auth: (string | null)[] = [];
    server.use(mockEndpoint(endpoints.getProfile, ({ request }) => (auth.push(request.headers.get('Authorization')), { data: stored })));
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(document.title).toBe('My profile · Gymkhana');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
    expect(field('Last name')).toHaveValue('Rao');
    expect(field('Email')).toHaveValue('asha@example.in');
    expect(field('Password')).toHaveValue('');
    expect(screen.getByText('Signed in as +91 98765 43210')).toBeInTheDocument();
    expect(screen.getByText('Optional: at least 8 characters. You can always sign in with an OTP.')).toBeInTheDocument();
    expect(auth).toEqual(['Bearer tok_1']);
  });

  it('saves changes, says "Profile updated successfully" and updates the session’s user', async () => {
    const updated = { ...stored, firstName: 'Ashwini', hasPassword: true };
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.getProfile, { data: stored }),
      mockEndpoint(endpoints.updateProfile, ({ body }) => (bodies.push(body), { data: updated, message: 'Profile updated successfully' })),
    );
    const user = userEvent.setup();
    renderProfile();
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'Ashwini');
    await user.type(field('Password'), 'new secret 1');
    await user.type(field('Confirm password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully');
    expect(bodies).toEqual([
      { firstName: 'Ashwini', lastName: 'Rao', email: 'asha@example.in', password: 'new secret 1', confirmPassword: 'new secret 1', marketingOptIn: false, whatsappMessages: true, emailMessages: true },
    ]);
    expect(useSessionStore.getState().user).toEqual(updated);
    expect(field('Password')).toHaveValue('');
    expect(screen.getByText('Leave blank to keep your current password.')).toBeInTheDocument();
  });

  it('turns WhatsApp and e-mail off and offers on, in the same save', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.getProfile, { data: { ...stored, marketingOptIn: false, whatsappMessages: true, emailMessages: true } }),
      mockEndpoint(endpoints.updateProfile, ({ body }) => (bodies.push(body), { data: stored, message: 'Profile updated successfully' })),
    );
    const user = userEvent.setup();
    renderProfile();
    const whatsapp = await screen.findByRole('checkbox', { name: 'Send my booking messages on WhatsApp' });
    expect(whatsapp).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Send me offers and fitness updates' })).not.toBeChecked();
    await user.click(whatsapp);
    await user.click(screen.getByRole('checkbox', { name: 'Send my booking messages by email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Send me offers and fitness updates' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully');
    expect(bodies).toEqual([expect.objectContaining({ marketingOptIn: true, whatsappMessages: false, emailMessages: false })]);
  });

  it('validates like the completion step', async () => {
    server.use(mockEndpoint(endpoints.getProfile, { data: stored }));
    const user = userEvent.setup();
    renderProfile();
    await user.clear(await screen.findByRole('textbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
  });

  it('says when the profile cannot be loaded and tries again on request', async () => {
    server.use(mockEndpoint(endpoints.getProfile, { status: 500, message: 'Server error. Please try again later.' }));
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your profile. Server error. Please try again later.');
    server.use(mockEndpoint(endpoints.getProfile, { data: stored }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
  });
});
