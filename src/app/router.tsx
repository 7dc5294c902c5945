import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '@/components/errors/error-screen';
import { RequireRole } from '@/components/guards/require-role';
import { RootLayout } from '@/components/layouts/root-layout';
import { OwnerRouteLoader, RouteLoader } from '@/components/layouts/route-loader';
import { paths } from '@/config/paths';
import { setNavigator } from '@/lib/navigation';

// Errors inside an area render within its layout, so the navigation stays usable.
const withinLayout = (children: RouteObject[]): RouteObject[] => [{ errorElement: <ErrorScreen />, children }];

const publicRoutes: RouteObject[] = withinLayout([
  { index: true, lazy: () => import('./routes/home') },
  { path: paths.contactUs, lazy: () => import('./routes/contact-us') },
  { path: paths.login, lazy: () => import('./routes/user-login') },
  { path: paths.aboutUs, lazy: () => import('./routes/about-us') },
  { path: paths.features, lazy: () => import('./routes/features') },
  { path: paths.ownerRegistration, lazy: () => import('./routes/gym-owner-registration') },
  { path: paths.trainerRegistration, lazy: () => import('./routes/trainer-registration') },
  { path: paths.gymProfilePattern, lazy: () => import('./routes/gym-profile') },
  { path: paths.viewAllGyms, lazy: () => import('./routes/view-all-gyms') },
  { path: paths.compareGyms, lazy: () => import('./routes/compare-gyms') },
  { path: '*', lazy: () => import('./routes/not-found') },
]);

const memberRoutes: RouteObject[] = withinLayout([
  { index: true, lazy: () => import('./routes/member/dashboard') },
  { path: paths.member.gymBookings, lazy: () => import('./routes/member/gym-bookings') },
  { path: paths.member.viewBookings, lazy: () => import('./routes/member/view-bookings') },
  { path: paths.member.profile, lazy: () => import('./routes/member/profile') },
  { path: paths.member.scanForAttendance, lazy: () => import('./routes/member/scan-for-attendance') },
  { path: paths.member.attendanceReport, lazy: () => import('./routes/member/attendance-report') },
  { path: paths.member.paymentsHistory, lazy: () => import('./routes/member/payments-history') },
  { path: '*', lazy: () => import('./routes/member/not-found') },
]);

const ownerRoutes: RouteObject[] = withinLayout([
  { index: true, lazy: () => import('./routes/owner/dashboard') },
  { path: paths.owner.bookings, lazy: () => import('./routes/owner/booking-management') },
  { path: paths.owner.members, lazy: () => import('./routes/owner/members-management') },
  { path: paths.owner.scanQr, lazy: () => import('./routes/owner/scan-qr') },
  { path: paths.owner.attendanceQr, lazy: () => import('./routes/owner/attendance-qr') },
  { path: paths.owner.attendanceReport, lazy: () => import('./routes/owner/attendance-report') },
  { path: paths.owner.gymProfile, lazy: () => import('./routes/owner/gym-profile') },
  { path: paths.owner.payments, lazy: () => import('./routes/owner/payments') },
  { path: paths.owner.reviews, lazy: () => import('./routes/owner/reviews') },
  { path: paths.owner.announcements, lazy: () => import('./routes/owner/announcements') },
  { path: paths.owner.createAnnouncement, lazy: () => import('./routes/owner/create-announcement') },
  { path: `${paths.owner.createAnnouncement}/:id`, lazy: () => import('./routes/owner/edit-announcement') },
  { path: paths.owner.manageGyms, lazy: () => import('./routes/owner/manage-gyms') },
  { path: paths.owner.addMember, lazy: () => import('./routes/owner/add-new-member') },
  { path: paths.owner.addGym, lazy: () => import('./routes/owner/add-new-gym') },
  { path: paths.owner.trainers, lazy: () => import('./routes/owner/trainers') },
  { path: paths.owner.profile, lazy: () => import('./routes/owner/profile') },
  { path: '*', lazy: () => import('./routes/owner/not-found') },
]);

/** The whole route tree: public pages, then each signed-in area behind its guard. Every screen is lazy. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // Shown while the first screen's code loads; later navigations get RootLayout's overlay.
    hydrateFallbackElement: <RouteLoader />,
    errorElement: <ErrorScreen />,
    children: [
      { lazy: () => import('./routes/public-layout'), children: publicRoutes },
      {
        element: <RequireRole role="member" />,
        children: [{ path: paths.member.root, lazy: () => import('./routes/member/layout'), children: memberRoutes }],
      },
      {
        element: <RequireRole role="gym_owner" />,
        hydrateFallbackElement: <OwnerRouteLoader />,
        children: [{ path: paths.owner.root, lazy: () => import('./routes/owner/layout'), children: ownerRoutes }],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Builds the router (browser by default; tests pass a memory router) and routes store redirects through it. */
export function createAppRouter(create: (routes: RouteObject[]) => AppRouter = createBrowserRouter): AppRouter {
  const router = create(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
