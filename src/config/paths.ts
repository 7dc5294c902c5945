// Every URL of the SPA, once. Route definitions and links both read from here.
import { PAYMENTS_HISTORY_PATH } from '@contract/bookings/receipt-link';

export const paths = {
  home: '/',
  contactUs: '/contact-us',
  login: '/user-login',
  aboutUs: '/about-us',
  features: '/features',
  terms: '/terms',
  privacy: '/privacy',
  ownerRegistration: '/gym-owner-registration',
  trainerRegistration: '/trainer-registration',
  gymProfile: (gymId: string) => `/gym-profile/${encodeURIComponent(gymId)}`,
  gymProfilePattern: '/gym-profile/:gymId',
  viewAllGyms: '/view-all-gyms',
  compareGyms: '/compare-gyms',
  owner: {
    root: '/gym_owner',
    bookings: '/gym_owner/booking-management',
    members: '/gym_owner/members-management',
    scanQr: '/gym_owner/scan-qr',
    attendanceQr: '/gym_owner/attendance-qr',
    attendanceReport: '/gym_owner/attendance-report',
    gymProfile: '/gym_owner/gym-profile',
    payments: '/gym_owner/payments',
    reviews: '/gym_owner/reviews',
    announcements: '/gym_owner/announcements',
    createAnnouncement: '/gym_owner/create-announcements',
    editAnnouncement: (id: string) => `/gym_owner/create-announcements/${encodeURIComponent(id)}`,
    manageGyms: '/gym_owner/manage-gyms',
    addMember: '/gym_owner/add-new-member',
    addGym: '/gym_owner/add-new-gym',
    trainers: '/gym_owner/trainers',
    staff: '/gym_owner/staff',
    classes: '/gym_owner/classes',
    profile: '/gym_owner/profile',
    notifications: '/gym_owner/notifications',
    messages: '/gym_owner/messages',
  },
  member: {
    root: '/member',
    gymBookings: '/member/gym-bookings',
    viewBookings: '/member/view-bookings',
    /** the renewal notice's skip and stop links land here (contract/memberships/auto-renew.ts autoRenewLink) */
    autoRenew: '/member/auto-renew',
    profile: '/member/profile',
    scanForAttendance: '/member/scan-for-attendance',
    attendanceReport: '/member/attendance-report',
    paymentsHistory: PAYMENTS_HISTORY_PATH,
    notifications: '/member/notifications',
    classes: '/member/classes',
  },
  trainer: { root: '/trainer' },
  staff: { root: '/staff' },
} as const;

/** Where a signed-in user of each type lands. */
// Each area's root is its user type's name (/gym_owner, /admin, /trainer, /staff, /member; tests/spa/config holds them to paths): the first visit has no bytes to spare.
export const homeFor = (userType: string): string => `/${/^(gym_owner|admin|trainer|staff)$/.test(userType) ? userType : 'member'}`;

/** Only same-app paths may be returned to after sign-in (no open redirects). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
