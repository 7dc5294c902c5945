import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { SESSION_STORAGE_KEY } from '@/stores/session-store';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { renderApp } from '@tests/utils/render-app';

// The home page's search asks the API for cities; these tests are about who gets where.
vi.mock('@/features/gyms/components/hero-search', () => ({ HeroSearch: () => <h1>Find a gym</h1> }));

const pathOf = (router: ReturnType<typeof renderApp>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

describe('RequireRole', () => {
  it('asks the server about a stored session: a stale token lands on sign in with storage cleared', async () => {
    const { router } = renderApp({ route: paths.member.root, session: { userType: 'member', token: 'tok_stale' } });
    server.use(mockEndpoint(endpoints.getProfile, { status: 401, message: 'Unauthorized access' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(SESSION_STORAGE_KEY) ?? '').not.toContain('tok_stale');
  });

  it('sends a signed-in user with an incomplete profile to complete it first, then back', async () => {
    const { router } = renderApp({
      route: paths.member.viewBookings,
      session: { userType: 'member', token: 'tok_new', user: { profileComplete: false, firstName: null, lastName: null } },
    });
    await waitFor(() => expect(pathOf(router)).toBe(`${paths.login}?redirect=${encodeURIComponent(paths.member.viewBookings)}`));
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, keeping where they were going', async () => {
    const { router } = renderApp({ route: `${paths.member.viewBookings}?tab=upcoming` });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/member/view-bookings?tab=upcoming')}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor away from the owner area too', async () => {
    const { router } = renderApp({ route: paths.owner.trainers });
    await waitFor(() => expect(pathOf(router)).toBe(`${paths.login}?redirect=${encodeURIComponent(paths.owner.trainers)}`));
  });

  it('sends a member who opens the owner area to the member home, saying access is forbidden', async () => {
    const { router } = renderApp({ route: paths.owner.payments, session: { userType: 'member' } });
    await waitFor(() => expect(pathOf(router)).toBe(paths.member.root));
    expect(await screen.findByText('Access forbidden')).toBeInTheDocument();
    expect(screen.getByText(/That page is for gym owners, and you are signed in with a member account/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha' })).toBeInTheDocument();
  });

  it('sends an owner who opens the member area to the owner home, saying access is forbidden', async () => {
    const { router } = renderApp({ route: paths.member.paymentsHistory, session: { userType: 'gym_owner' } });
    await waitFor(() => expect(pathOf(router)).toBe(paths.owner.root));
    expect(await screen.findByText('Access forbidden')).toBeInTheDocument();
    expect(screen.getAllByText('Access forbidden')).toHaveLength(1);
    expect(screen.getByText(/That page is for members, and you are signed in with a gym owner account/)).toBeInTheDocument();
  });

  it('lets a member into the member area', async () => {
    const { router } = renderApp({ route: paths.member.viewBookings, session: { userType: 'member' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.member.viewBookings);
    expect(screen.queryByText('Access forbidden')).not.toBeInTheDocument();
  });

  it('lets an owner into the owner area', async () => {
    const { router } = renderApp({ route: paths.owner.trainers, session: { userType: 'gym_owner' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.owner.trainers);
  });

  it("sends an admin who opens a member's page to the platform team's area, not in circles", async () => {
    // Every user type has an area now (trainers: tests/spa/trainer-area; admins: tests/spa/admin).
    const { router } = renderApp({ route: paths.member.root, session: { userType: 'admin' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('sends a signed-in user who opens the sign-in page to their home', async () => {
    const { router } = renderApp({ route: paths.login, session: { userType: 'gym_owner' } });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.owner.root));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha' })).toBeInTheDocument();
  });
});
