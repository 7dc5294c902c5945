import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { makeSessionUser, renderApp } from '@tests/utils/render-app';
import { fill, textbox } from './form-helpers';

vi.setConfig({ testTimeout: 30_000 });

const owner = makeSessionUser('gym_owner', { firstName: 'Rahul', lastName: 'Mehta', email: 'rahul@example.in', hasPassword: true });

/** /gym_owner/profile as an owner sees it: the shared profile page inside the owner area. */
async function renderOwnerProfile() {
  const bodies: unknown[] = [];
  server.use(mockEndpoint(endpoints.updateProfile, ({ body }) => (bodies.push(body), { data: owner, message: 'Profile updated successfully' })));
  const view = renderApp({ route: paths.owner.profile, session: { userType: 'gym_owner', user: owner } });
  await screen.findByDisplayValue('Rahul');
  return { ...view, bodies };
}

describe('/gym_owner/profile', () => {
  it('completes the owner’s profile; a blank password keeps the existing one', async () => {
    const { user, bodies } = await renderOwnerProfile();
    expect(screen.getByText('Gym owner area')).toBeInTheDocument();
    expect(textbox('Password')).toHaveAccessibleDescription('Leave blank to keep your current password.');
    await fill(user, textbox('Last name'), 'Mehra');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    // An owner's messages (new bookings, the daily summary) follow the same choices as a member's.
    expect(bodies).toEqual([
      { firstName: 'Rahul', lastName: 'Mehra', email: 'rahul@example.in', password: '', confirmPassword: '', marketingOptIn: false, whatsappMessages: true, emailMessages: true },
    ]);
  });

  it('says "Passwords do not match", also when only the confirmation is typed', async () => {
    const { user, bodies } = await renderOwnerProfile();
    await fill(user, textbox('Confirm password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await fill(user, textbox('Password'), 'secret-124');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(textbox('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    await fill(user, textbox('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(textbox('First name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First and last name are required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
