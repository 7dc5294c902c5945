import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@tests/utils/render-app';

// Screens whose code "arrives" only when the test says so: the loader must cover the wait.
const gates = vi.hoisted(() => {
  const gate = () => {
    let open = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (open = resolve));
    return { arrived, open: () => open() };
  };
  return { gymList: gate(), profile: gate() };
});
vi.mock('@/features/gyms/components/gym-list-page', async () => {
  await gates.gymList.arrived;
  return { GymListPage: () => <h1>All gyms</h1> };
});
vi.mock('@/features/auth/components/profile-page', async () => {
  await gates.profile.arrived;
  return { ProfilePage: () => <h1>My profile</h1> };
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('route loaders', () => {
  it('shows the full-screen "Loading..." while the first screen loads', async () => {
    renderApp({ route: paths.aboutUs });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await heading('About Gymkhana')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the orange "Loading your gains..." while the owner area loads', async () => {
    renderApp({ route: paths.owner.root, session: { userType: 'gym_owner' } });
    const loader = screen.getByRole('status');
    expect(loader).toHaveTextContent('Loading your gains...');
    // Orange from the owner palette whatever the theme: its contrast with the white text is checked in theme-contrast.test.ts.
    expect(loader).toHaveAttribute('data-theme', 'owner');
    expect(loader).toHaveClass('bg-brand-600', 'text-white');
    expect(await heading('Welcome, Asha')).toBeInTheDocument();
  });

  it('covers the page with "Loading..." while navigating to a public screen not loaded yet', async () => {
    const { user } = renderApp({ route: paths.aboutUs });
    await heading('About Gymkhana');
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Find gyms' }));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    gates.gymList.open();
    expect(await heading('All gyms')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  });

  it('covers the page with "Loading your gains..." while navigating inside the owner area', async () => {
    const { user } = renderApp({ route: paths.owner.root, session: { userType: 'gym_owner' } });
    await heading('Welcome, Asha');
    await user.click(within(screen.getByRole('navigation', { name: 'Gym owner area' })).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByText('Loading your gains...')).toBeInTheDocument();
    gates.profile.open();
    expect(await heading('My profile')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading your gains...')).not.toBeInTheDocument());
  });
});
