import type { ComponentType } from 'react';
import { matchRoutes, useRouteError, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '@/components/errors/error-screen';
import { RequireRole } from '@/components/guards/require-role';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RootLayout } from '@/components/layouts/root-layout';
import { RouteFallback } from '@/components/layouts/route-loader';
import { paths } from '@/config/paths';
import { wordsReady } from '@/lib/i18n';

type RouteModule = { Component: ComponentType };
type Screen = () => Promise<RouteModule>;

/** What a route that failed to draw shows (a crashed screen, or code a new deploy removed): the layouts above it stay. */
function RouteError() {
  return <ErrorScreen error={useRouteError()} />;
}

/**
 * A route's code, loaded by the router (React Router's `lazy`) before it draws the route. Code that cannot load (a new
 * deploy removed it) draws the error screen, whose retry reloads the page: a failed `lazy` would leave the page blank.
 */
const code = (load: Screen) => () =>
  load()
    // A screen shown in Hindi or Tamil waits for its words, fetched as its code ran, so it never draws in English first.
    .then(async (screen) => (await wordsReady(), screen))
    .catch((error: unknown): RouteModule => ({ Component: () => <ErrorScreen error={error} /> }));

/** A screen at `path`, or the index screen of its parent. */
const screen = (path: string | null, load: Screen): RouteObject =>
  path === null ? { index: true, lazy: code(load), ErrorBoundary: RouteError } : { path, lazy: code(load), ErrorBoundary: RouteError };

const publicScreens: RouteObject[] = [
  screen(null, () => import('./routes/home')),
  screen(paths.contactUs, () => import('./routes/contact-us')),
  screen(paths.login, () => import('./routes/user-login')),
  screen(paths.aboutUs, () => import('./routes/about-us')),
  screen(paths.features, () => import('./routes/features')),
  screen(paths.terms, () => import('./routes/terms')),
  screen(paths.privacy, () => import('./routes/privacy')),
  screen(paths.ownerRegistration, () => import('./routes/gym-owner-registration')),
  screen(paths.trainerRegistration, () => import('./routes/trainer-registration')),
  screen(paths.gymProfilePattern, () => import('./routes/gym-profile')),
  screen(paths.viewAllGyms, () => import('./routes/view-all-gyms')),
  screen(paths.compareGyms, () => import('./routes/compare-gyms')),
  screen('*', () => import('./routes/not-found')),
];

// Screens that share a module: each import here is bytes of the first visit, whose budget has none to spare.
const areaNotFound: Screen = () => import('./routes/area-not-found');
const ownerMessages: Screen = () => import('./routes/owner/messages');
const memberNotices: Screen = () => import('./routes/member/notifications');
const memberBookings: Screen = () => import('./routes/member/view-bookings');

const memberScreens: RouteObject[] = [
  screen(null, () => import('./routes/member/dashboard')),
  screen(paths.member.gymBookings, () => import('./routes/member/gym-bookings')),
  screen(paths.member.viewBookings, memberBookings),
  screen(paths.member.autoRenew, memberBookings),
  screen(paths.member.profile, () => import('./routes/member/profile')),
  screen(paths.member.scanForAttendance, () => import('./routes/member/scan-for-attendance')),
  screen(paths.member.attendanceReport, () => import('./routes/member/attendance-report')),
  screen(paths.member.paymentsHistory, () => import('./routes/member/payments-history')),
  screen(paths.member.notifications, memberNotices),
  screen(paths.member.classes, memberNotices),
  screen('*', areaNotFound),
];

const ownerScreens: RouteObject[] = [
  screen(null, () => import('./routes/owner/dashboard')),
  screen(paths.owner.bookings, () => import('./routes/owner/booking-management')),
  screen(paths.owner.members, () => import('./routes/owner/members-management')),
  screen(paths.owner.scanQr, () => import('./routes/owner/scan-qr')),
  screen(paths.owner.attendanceQr, () => import('./routes/owner/attendance-qr')),
  screen(paths.owner.attendanceReport, () => import('./routes/owner/attendance-report')),
  screen(paths.owner.gymProfile, () => import('./routes/owner/gym-profile')),
  screen(paths.owner.payments, () => import('./routes/owner/payments')),
  screen(paths.owner.reviews, () => import('./routes/owner/reviews')),
  screen(paths.owner.announcements, () => import('./routes/owner/announcements')),
  screen(paths.owner.createAnnouncement, () => import('./routes/owner/create-announcement')),
  screen(`${paths.owner.createAnnouncement}/:id`, () => import('./routes/owner/edit-announcement')),
  screen(paths.owner.manageGyms, () => import('./routes/owner/manage-gyms')),
  screen(paths.owner.addMember, () => import('./routes/owner/add-new-member')),
  screen(paths.owner.addGym, () => import('./routes/owner/add-new-gym')),
  screen(paths.owner.trainers, () => import('./routes/owner/trainers')),
  screen(paths.owner.staff, () => import('./routes/owner/staff')),
  screen(paths.owner.classes, () => import('./routes/owner/classes')),
  screen(paths.owner.profile, () => import('./routes/owner/profile')),
  screen(paths.owner.messages, ownerMessages),
  screen(paths.owner.notifications, ownerMessages),
  screen('*', areaNotFound),
];

/** A signed-in area: its guard, then its layout (lazy, like its screens) around its pages. */
const area = (role: 'member' | 'gym_owner', root: string, layout: Screen, children: RouteObject[]): RouteObject => ({
  element: <RequireRole role={role} />,
  children: [{ path: root, lazy: code(layout), ErrorBoundary: RouteError, children }],
});

/**
 * The whole route tree, as React Router's route objects: public pages in the shared layout, then each signed-in area
 * behind its guard. Every screen is lazy; the public layout ships with the app, since nearly every first visit needs
 * it. main.tsx runs it in a browser router, entry-server.tsx in a static handler, tests in a memory router.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    ErrorBoundary: RouteError,
    // What a page the server did not draw shows while its first screen's code arrives.
    HydrateFallback: RouteFallback,
    children: [
      { element: <PublicLayout />, children: publicScreens },
      area('member', paths.member.root, () => import('./routes/member/layout'), memberScreens),
      area('gym_owner', paths.owner.root, () => import('./routes/owner/layout'), ownerScreens),
      // adminPaths.root, written out: admin-paths.ts stays out of the first visit; the route-table test checks it.
      { element: <RequireRole role="admin" />, children: [screen('/admin/*', () => import('./routes/admin/area'))] },
      { element: <RequireRole role="trainer" />, children: [screen('/trainer/*', () => import('./routes/trainer/area'))] },
      { element: <RequireRole role="staff" />, children: [screen('/staff/*', () => import('./routes/staff/area'))] },
    ],
  },
];

/**
 * Loads the code of every route `pathname` draws and puts it in place, as React Router's guide to hydrating lazy
 * routes does: the router then starts with the page drawn, and hydration finds what the server drew.
 */
export async function loadRoutesOf(pathname: string, tree: RouteObject[] = routes): Promise<void> {
  const lazyMatches = (matchRoutes(tree, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as Screen;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

