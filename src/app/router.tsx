import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { matchPath, Route, Routes, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorScreen } from '@/components/errors/error-screen';
import { RequireRole } from '@/components/guards/require-role';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RootLayout } from '@/components/layouts/root-layout';
import { RouteFallback } from '@/components/layouts/route-loader';
import { paths } from '@/config/paths';
import { loadApiClient } from '@/lib/api';
import { setNavigator } from '@/lib/navigation';

type RouteModule = { Component: ComponentType };
type Screen = ComponentType & { preload: () => unknown };

/** A lazy route module; one whose code cannot load (a new deploy removed it) becomes the error screen. preload() fetches it ahead of its render. */
function lazyScreen(load: () => Promise<RouteModule>): Screen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => ({ default: module.Component }),
      (error: unknown) => ({ default: () => <ErrorScreen error={error} /> }),
    ));
  return Object.assign(lazy<ComponentType>(start), { preload: start });
}

/** One screen: its own error boundary and loader; the key makes every route a fresh boundary, so a navigation shows the loader. */
function ScreenSlot({ screen: Screen }: { screen: Screen }) {
  return (
    <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
      <Suspense fallback={<RouteFallback />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}

const slot = (key: string, screen: Screen) => <ScreenSlot key={key} screen={screen} />;

const publicScreens: [string, Screen][] = [
  [paths.contactUs, lazyScreen(() => import('./routes/contact-us'))],
  [paths.login, lazyScreen(() => import('./routes/user-login'))],
  [paths.aboutUs, lazyScreen(() => import('./routes/about-us'))],
  [paths.features, lazyScreen(() => import('./routes/features'))],
  [paths.terms, lazyScreen(() => import('./routes/terms'))],
  [paths.privacy, lazyScreen(() => import('./routes/privacy'))],
  [paths.ownerRegistration, lazyScreen(() => import('./routes/gym-owner-registration'))],
  [paths.trainerRegistration, lazyScreen(() => import('./routes/trainer-registration'))],
  [paths.gymProfilePattern, lazyScreen(() => import('./routes/gym-profile'))],
  [paths.viewAllGyms, lazyScreen(() => import('./routes/view-all-gyms'))],
  [paths.compareGyms, lazyScreen(() => import('./routes/compare-gyms'))],
  ['*', lazyScreen(() => import('./routes/not-found'))],
];

// Screens that share a module: each import here is bytes of the first visit, whose budget has none to spare.
const areaNotFound = lazyScreen(() => import('./routes/area-not-found'));
const ownerMessages = lazyScreen(() => import('./routes/owner/messages'));
const memberNotices = lazyScreen(() => import('./routes/member/notifications'));

const memberScreens: [string, Screen][] = [
  [paths.member.gymBookings, lazyScreen(() => import('./routes/member/gym-bookings'))],
  [paths.member.viewBookings, lazyScreen(() => import('./routes/member/view-bookings'))],
  [paths.member.profile, lazyScreen(() => import('./routes/member/profile'))],
  [paths.member.scanForAttendance, lazyScreen(() => import('./routes/member/scan-for-attendance'))],
  [paths.member.attendanceReport, lazyScreen(() => import('./routes/member/attendance-report'))],
  [paths.member.paymentsHistory, lazyScreen(() => import('./routes/member/payments-history'))],
  [paths.member.notifications, memberNotices],
  [paths.member.classes, memberNotices],
  ['*', areaNotFound],
];

const ownerScreens: [string, Screen][] = [
  [paths.owner.bookings, lazyScreen(() => import('./routes/owner/booking-management'))],
  [paths.owner.members, lazyScreen(() => import('./routes/owner/members-management'))],
  [paths.owner.scanQr, lazyScreen(() => import('./routes/owner/scan-qr'))],
  [paths.owner.attendanceQr, lazyScreen(() => import('./routes/owner/attendance-qr'))],
  [paths.owner.attendanceReport, lazyScreen(() => import('./routes/owner/attendance-report'))],
  [paths.owner.gymProfile, lazyScreen(() => import('./routes/owner/gym-profile'))],
  [paths.owner.payments, lazyScreen(() => import('./routes/owner/payments'))],
  [paths.owner.reviews, lazyScreen(() => import('./routes/owner/reviews'))],
  [paths.owner.announcements, lazyScreen(() => import('./routes/owner/announcements'))],
  [paths.owner.createAnnouncement, lazyScreen(() => import('./routes/owner/create-announcement'))],
  [`${paths.owner.createAnnouncement}/:id`, lazyScreen(() => import('./routes/owner/edit-announcement'))],
  [paths.owner.manageGyms, lazyScreen(() => import('./routes/owner/manage-gyms'))],
  [paths.owner.addMember, lazyScreen(() => import('./routes/owner/add-new-member'))],
  [paths.owner.addGym, lazyScreen(() => import('./routes/owner/add-new-gym'))],
  [paths.owner.trainers, lazyScreen(() => import('./routes/owner/trainers'))],
  [paths.owner.classes, lazyScreen(() => import('./routes/owner/classes'))],
  [paths.owner.profile, lazyScreen(() => import('./routes/owner/profile'))],
  [paths.owner.messages, ownerMessages],
  [paths.owner.notifications, ownerMessages],
  ['*', areaNotFound],
];

const screens = {
  home: lazyScreen(() => import('./routes/home')),
  memberLayout: lazyScreen(() => import('./routes/member/layout')),
  memberHome: lazyScreen(() => import('./routes/member/dashboard')),
  ownerLayout: lazyScreen(() => import('./routes/owner/layout')),
  ownerHome: lazyScreen(() => import('./routes/owner/dashboard')),
  // One lazy module holds the admin layout and its pages (descendant routes): the first visit pays for one route.
  adminArea: lazyScreen(() => import('./routes/admin/area')),
  trainer: lazyScreen(() => import('./routes/trainer/area')),
};

const areas: [string, Screen, Screen, [string, Screen][]][] = [
  [paths.member.root, screens.memberLayout, screens.memberHome, memberScreens],
  [paths.owner.root, screens.ownerLayout, screens.ownerHome, ownerScreens],
];

/** The lazy screens a signed-in URL renders: its area's layout and the page inside it (none for a public URL). */
export function screensFor(pathname: string): Screen[] {
  for (const [root, layout, home, list] of areas) {
    if (pathname !== root && !pathname.startsWith(`${root}/`)) continue;
    const page = pathname.replace(/\/$/, '') === root ? home : list.find(([path]) => matchPath(path, pathname))?.[1];
    return page ? [layout, page] : [layout];
  }
  return [];
}

/**
 * A signed-in screen renders inside its area's layout, so its code would be asked for only once the layout's had
 * arrived and run: main.tsx asks for both at start-up instead, beside the app's own code and the profile call.
 */
export function preloadScreens(pathname: string): void {
  const screens = screensFor(pathname);
  for (const screen of screens) screen.preload();
  // They call the API as soon as they render (the profile, their data): its client's code comes now too, not after theirs has run.
  if (screens.length) void loadApiClient();
}

const pages = (area: string, list: [string, Screen][]) =>
  list.map(([path, screen]) => <Route key={path} path={path} element={slot(`${area}:${path}`, screen)} />);

/** Lets code outside React (the session store's logout, the api client's 401) navigate through the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
  }, [navigate]);
  return null;
}

/**
 * The whole route tree: public pages in the shared layout, then each signed-in area behind its guard.
 * Every screen is lazy; the public layout ships with the app, since nearly every first visit needs it.
 * Used by main.tsx inside a BrowserRouter and by tests inside a MemoryRouter.
 */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
      <NavigatorBridge />
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<PublicLayout />}>
            <Route index element={slot('public:index', screens.home)} />
            {pages('public', publicScreens)}
          </Route>
          <Route element={<RequireRole role="member" />}>
            <Route path={paths.member.root} element={slot('member', screens.memberLayout)}>
              <Route index element={slot('member:index', screens.memberHome)} />
              {pages('member', memberScreens)}
            </Route>
          </Route>
          <Route element={<RequireRole role="gym_owner" />}>
            <Route path={paths.owner.root} element={slot('owner', screens.ownerLayout)}>
              <Route index element={slot('owner:index', screens.ownerHome)} />
              {pages('owner', ownerScreens)}
            </Route>
          </Route>
          <Route element={<RequireRole role="admin" />}>
            {/* adminPaths.root, written out: admin-paths.ts stays out of the first visit; the route-table test checks it. */}
            <Route path="/admin/*" element={slot('admin', screens.adminArea)} />
          </Route>
          <Route element={<RequireRole role="trainer" />}>
            <Route path="/trainer/*" element={slot('trainer', screens.trainer)} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
