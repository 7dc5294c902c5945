import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { server } from '@tests/mocks/server';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { renderApp } from '@tests/utils/render-app';

// Other features' screens are theirs to test: here they only show that the route reached them, with its params.
vi.mock('@/features/gyms/components/hero-search', () => ({ HeroSearch: () => <h1>Find a gym near you</h1> }));
vi.mock('@/features/gyms/components/gym-list-page', () => ({ GymListPage: () => <h1>All gyms</h1> }));
vi.mock('@/features/gyms/components/gym-profile-page', () => ({ GymProfilePage: ({ gymId }: { gymId: string }) => <h1>{`Gym ${gymId}`}</h1> }));
vi.mock('@/features/gyms/components/compare-gyms-page', () => ({ CompareGymsPage: () => <h1>Compare gyms</h1> }));
vi.mock('@/features/auth/components/profile-page', () => ({ ProfilePage: () => <h1>My profile</h1> }));
vi.mock('@/features/owner-gyms/components/owner-registration-page', () => ({ OwnerRegistrationPage: () => <h1>Register your gym</h1> }));
vi.mock('@/features/owner-gyms/components/manage-gyms-page', () => ({ ManageGymsPage: () => <h1>Manage gyms</h1> }));
vi.mock('@/features/owner-gyms/components/add-gym-page', () => ({ AddGymPage: () => <h1>Add a gym</h1> }));
vi.mock('@/features/owner-gyms/components/gym-editor-page', () => ({ GymEditorPage: () => <h1>Gym profile</h1> }));
vi.mock('@/features/reviews/components/owner-reviews-page', () => ({ OwnerReviewsPage: () => <h1>Reviews and ratings</h1> }));
vi.mock('@/features/reviews/components/member-review-panel', () => ({ MemberReviewPanel: () => null }));
vi.mock('@/features/announcements/components/announcements-page', () => ({ AnnouncementsPage: () => <h1>Announcements</h1> }));
vi.mock('@/features/announcements/components/announcement-editor-page', () => ({
  CreateAnnouncementPage: () => <h1>New announcement</h1>,
  EditAnnouncementPage: ({ id }: { id: string }) => <h1>{`Edit announcement ${id}`}</h1>,
}));
vi.mock('@/features/announcements/components/announcement-feed', () => ({ AnnouncementFeed: () => <h2>Announcements from your gyms</h2> }));

const publicScreens: [string, string][] = [
  [paths.home, 'Find a gym near you'],
  [paths.contactUs, 'Contact us'],
  [paths.login, 'Sign in'],
  [paths.aboutUs, 'About Gymkhana'],
  [paths.features, 'Features'],
  [paths.ownerRegistration, 'Register your gym'],
  [paths.trainerRegistration, 'Register as a trainer'],
  [paths.gymProfile('g_42'), 'Gym g_42'],
  [paths.viewAllGyms, 'All gyms'],
  [paths.compareGyms, 'Compare gyms'],
];

const memberScreens: [string, string][] = [
  [paths.member.root, 'Welcome, Asha'],
  [paths.member.gymBookings, 'Book a gym'],
  [paths.member.viewBookings, 'My bookings'],
  [paths.member.profile, 'My profile'],
  [paths.member.scanForAttendance, 'Scan for attendance'],
  [paths.member.attendanceReport, 'Attendance report'],
  [paths.member.paymentsHistory, 'Payment history'],
];

const ownerScreens: [string, string][] = [
  [paths.owner.root, 'Welcome, Asha'],
  [paths.owner.bookings, 'Booking management'],
  [paths.owner.members, 'Members'],
  [paths.owner.scanQr, 'Scan QR'],
  [paths.owner.attendanceQr, 'Attendance QR'],
  [paths.owner.attendanceReport, 'Attendance report'],
  [paths.owner.gymProfile, 'Gym profile'],
  [paths.owner.payments, 'Payments and earnings'],
  [paths.owner.reviews, 'Reviews and ratings'],
  [paths.owner.announcements, 'Announcements'],
  [paths.owner.createAnnouncement, 'New announcement'],
  [paths.owner.editAnnouncement('a_7'), 'Edit announcement a_7'],
  [paths.owner.manageGyms, 'Manage gyms'],
  [paths.owner.addMember, 'Add a member'],
  [paths.owner.addGym, 'Add a gym'],
  [paths.owner.trainers, 'Trainers'],
  [paths.owner.profile, 'My profile'],
];

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('public routes', () => {
  it.each(publicScreens)('%s shows its screen', async (route, title) => {
    renderApp({ route });
    expect(await heading(title)).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Mon-Fri 8 AM-8 PM, Sat 9 AM-5 PM, Sun closed')).toBeInTheDocument();
  });

  it('composes the home page: hero search, features, the app section', async () => {
    renderApp({ route: paths.home });
    expect(await heading('Find a gym near you')).toBeInTheDocument();
    for (const title of ['Verified gyms', 'Affordable packages', 'Flexible timings', 'Pay online or at the gym']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Get Gymkhana on your phone' })).toBeInTheDocument();
  });

  it('gives the contact page its email, phone and working hours', async () => {
    renderApp({ route: paths.contactUs });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'support@gymkhana.in' })).toHaveAttribute('href', 'mailto:support@gymkhana.in');
    expect(main.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+91\d{10}$/));
    expect(main.getByText('Mon-Fri 8 AM-8 PM, Sat 9 AM-5 PM, Sun closed')).toBeInTheDocument();
  });

  it('links the header to the public screens and sign-in', async () => {
    renderApp({ route: paths.aboutUs });
    await heading('About Gymkhana');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, href] of [
      ['Find gyms', paths.viewAllGyms],
      ['Compare gyms', paths.compareGyms],
      ['Features', paths.features],
      ['About us', paths.aboutUs],
      ['Contact us', paths.contactUs],
      ['Sign in', paths.login],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('leaves focus alone on the first load, then puts it on the new page\'s heading after a navigation', async () => {
    const { user } = renderApp({ route: paths.aboutUs });
    await heading('About Gymkhana');
    expect(document.activeElement).toBe(document.body);
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Find gyms' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'All gyms' })).toHaveFocus());
  });

  it('offers a signed-in user their dashboard instead of sign-in', async () => {
    renderApp({ route: paths.features, session: { userType: 'gym_owner' } });
    await heading('Features');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', paths.owner.root);
  });
});

describe('member area', () => {
  it.each(memberScreens)('%s shows its screen', async (route, title) => {
    renderApp({ route, session: { userType: 'member' } });
    expect(await heading(title)).toBeInTheDocument();
  });

  it('links every member screen from the navigation and from the dashboard', async () => {
    renderApp({ route: paths.member.root, session: { userType: 'member' } });
    await heading('Welcome, Asha');
    const nav = screen.getByRole('navigation', { name: 'Member area' });
    const main = screen.getByRole('main');
    for (const [route] of memberScreens) {
      expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(route);
      if (route !== paths.member.root) expect(within(main).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(route);
    }
  });

  it('offers small screens a compact menu with every screen and logout, closed again after a choice', async () => {
    const { user } = renderApp({ route: paths.member.root, session: { userType: 'member' } });
    await heading('Welcome, Asha');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    const hrefs = panel.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const [route] of memberScreens) expect(hrefs).toContain(route);
    expect(panel.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await user.click(panel.getByRole('link', { name: 'Payment history' }));
    expect(await heading('Payment history')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('owner area', () => {
  it.each(ownerScreens)('%s shows its screen', async (route, title) => {
    renderApp({ route, session: { userType: 'gym_owner' } });
    expect(await heading(title)).toBeInTheDocument();
  });

  it('passes the announcement id to the edit screen', async () => {
    renderApp({ route: paths.owner.editAnnouncement('a_7'), session: { userType: 'gym_owner' } });
    expect(await heading('Edit announcement a_7')).toBeInTheDocument();
  });

  // The owner dashboard links its figures to their screens (tests/spa/dashboard); the navigation holds every screen.
  it('links every owner screen from the navigation', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { data: [] }));
    renderApp({ route: paths.owner.root, session: { userType: 'gym_owner' } });
    await heading('Welcome, Asha');
    const nav = screen.getByRole('navigation', { name: 'Gym owner area' });
    const editable = paths.owner.editAnnouncement('a_7');
    for (const [route] of ownerScreens.filter(([r]) => r !== editable)) {
      expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(route);
    }
  });

  it('welcomes a user without a first name plainly', async () => {
    renderApp({ route: paths.owner.root, session: { userType: 'gym_owner', user: { firstName: null } } });
    expect(await heading('Welcome')).toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  it('shows not-found at the top level, with a way home', async () => {
    renderApp({ route: '/no-such-page' });
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', paths.home);
  });

  it('shows not-found inside the member area, leading back to its dashboard', async () => {
    renderApp({ route: '/member/no-such-page', session: { userType: 'member' } });
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Member area' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', paths.member.root);
  });

  it('shows not-found inside the owner area, leading back to its dashboard', async () => {
    renderApp({ route: '/gym_owner/no-such-page', session: { userType: 'gym_owner' } });
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Gym owner area' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', paths.owner.root);
  });
});

describe('session in the shell', () => {
  it('gives owners the owner theme and everyone else the member theme', async () => {
    renderApp({ route: paths.owner.root, session: { userType: 'gym_owner' } });
    await heading('Welcome, Asha');
    expect(document.documentElement.dataset.theme).toBe('owner');
    useSessionStore.setState({ userType: 'member' });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('member'));
  });

  it('logs out from the area layout and replaces the page with sign-in', async () => {
    let revoked = false;
    server.use(
      mockEndpoint(endpoints.logout, () => {
        revoked = true;
        return { data: null };
      }),
    );
    const { user, router } = renderApp({ route: paths.member.viewBookings, session: { userType: 'member' } });
    await heading('My bookings');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(await heading('Sign in')).toBeInTheDocument();
    await waitFor(() => expect(revoked).toBe(true));
  });
});
