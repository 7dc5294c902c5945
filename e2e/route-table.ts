import type { Page } from '@playwright/test';

// Every route of the router (src/app/router.tsx) once, with what its screen shows when ready.
// tests/spa/app/route-table.test.tsx fails when the router has a route this table lacks (or the reverse),
// so a new screen cannot go without the accessibility check in e2e/accessibility.spec.ts.
// No runtime import of Playwright here: the unit test reads this file too.

export type Area = 'public' | 'member' | 'gym_owner' | 'admin' | 'trainer' | 'staff';

export type RouteRow = {
  /** The router's full pattern: '/', '/gym-profile/:gymId', '/member/*' (the area's not-found). */
  pattern: string;
  area: Area;
  /** The screen's level-1 heading. */
  heading: string | RegExp;
  /** Waits for the screen's data (a list, a table, a chart) after the heading shows. */
  data?: (page: Page) => Promise<void>;
  /** Opens a dialog or menu of the screen, to be checked too. */
  open?: (page: Page) => Promise<void>;
};

// The heading is already on screen when these wait: 15 s for data is plenty, and a miss fails fast.
const visible = { state: 'visible', timeout: 15_000 } as const;
const first = (page: Page, role: Parameters<Page['getByRole']>[0], name?: string | RegExp) =>
  page.getByRole(role, name === undefined ? {} : { name }).first().waitFor(visible);
/** A list of records: table cells, or the cards (articles, list items) that some screens draw on a phone instead. */
const records = (page: Page) =>
  page.getByRole('cell').or(page.getByRole('article')).or(page.getByRole('main').getByRole('listitem')).filter({ visible: true }).first().waitFor(visible);

/** The notifications list, or its empty state. */
const notificationsShown = (page: Page) => page.getByRole('main').getByRole('listitem').or(page.getByText('Nothing yet')).first().waitFor(visible);

/** Clicks a button and waits for the dialog it opens. */
const dialog = (button: string | RegExp, title: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button }).filter({ visible: true }).first().click();
  await page.getByRole('dialog', { name: title }).waitFor(visible);
};

export const routeTable: RouteRow[] = [
  // Public area (spec §2 table, plus the legal pages and the compare screen the header links to)
  { pattern: '/', area: 'public', heading: 'Find the right gym near you' },
  { pattern: '/contact-us', area: 'public', heading: 'Contact us' },
  { pattern: '/user-login', area: 'public', heading: 'Sign in' },
  { pattern: '/about-us', area: 'public', heading: 'About Gymkhana' },
  { pattern: '/features', area: 'public', heading: 'Features' },
  { pattern: '/terms', area: 'public', heading: 'Terms of Service' },
  { pattern: '/privacy', area: 'public', heading: 'Privacy Policy' },
  { pattern: '/gym-owner-registration', area: 'public', heading: 'Register your gym' },
  { pattern: '/trainer-registration', area: 'public', heading: 'Register as a trainer' },
  { pattern: '/gym-profile/:gymId', area: 'public', heading: /./, data: (page) => page.getByText(/Based on \d+ reviews?/).waitFor(visible) },
  { pattern: '/view-all-gyms', area: 'public', heading: 'All gyms', data: (page) => first(page, 'article') },
  { pattern: '/compare-gyms', area: 'public', heading: 'Compare gyms' },
  { pattern: '/*', area: 'public', heading: 'Page not found' },

  // Member area
  { pattern: '/member', area: 'member', heading: /^Welcome/, data: (page) => first(page, 'list', 'Announcements from your gyms') },
  { pattern: '/member/gym-bookings', area: 'member', heading: 'Book a gym' },
  {
    pattern: '/member/view-bookings',
    area: 'member',
    heading: 'My bookings',
    data: (page) => first(page, 'article'),
    open: dialog(/^Cancel/, 'Cancel this booking?'),
  },
  // The renewal notice's skip and stop links land here (issue 39); opened bare, it says what it could not find.
  { pattern: '/member/auto-renew', area: 'member', heading: 'Automatic renewal' },
  { pattern: '/member/profile', area: 'member', heading: 'My profile' },
  { pattern: '/member/scan-for-attendance', area: 'member', heading: 'Scan for attendance', data: (page) => page.getByText(/camera/i).first().waitFor(visible) },
  { pattern: '/member/attendance-report', area: 'member', heading: 'Attendance report', data: records },
  { pattern: '/member/payments-history', area: 'member', heading: 'Payment history', data: records },
  {
    pattern: '/member/classes',
    area: 'member',
    heading: 'My classes',
    data: (page) => page.getByRole('main').getByRole('listitem').or(page.getByText('No upcoming classes')).first().waitFor(visible),
  },
  { pattern: '/member/notifications', area: 'member', heading: 'Notifications', data: (page) => notificationsShown(page) },
  { pattern: '/member/*', area: 'member', heading: 'Page not found' },

  // Gym owner area
  { pattern: '/gym_owner', area: 'gym_owner', heading: /^Welcome/ },
  {
    pattern: '/gym_owner/booking-management',
    area: 'gym_owner',
    heading: 'Booking management',
    data: records,
    open: dialog('Mark paid', 'Payment at the desk'),
  },
  { pattern: '/gym_owner/members-management', area: 'gym_owner', heading: 'Members', data: records },
  { pattern: '/gym_owner/scan-qr', area: 'gym_owner', heading: 'Scan QR' },
  { pattern: '/gym_owner/attendance-qr', area: 'gym_owner', heading: 'Attendance QR' },
  { pattern: '/gym_owner/attendance-report', area: 'gym_owner', heading: 'Attendance report' },
  { pattern: '/gym_owner/gym-profile', area: 'gym_owner', heading: 'Gym profile', data: (page) => first(page, 'textbox', 'Day Pass price (₹)') },
  { pattern: '/gym_owner/payments', area: 'gym_owner', heading: 'Payments and earnings', data: (page) => page.locator('.recharts-wrapper').waitFor(visible) },
  { pattern: '/gym_owner/reviews', area: 'gym_owner', heading: 'Reviews and ratings', data: (page) => page.getByText(/Based on \d+ reviews?/).first().waitFor(visible) },
  { pattern: '/gym_owner/announcements', area: 'gym_owner', heading: 'Announcements', data: (page) => first(page, 'heading', /./) },
  { pattern: '/gym_owner/create-announcements', area: 'gym_owner', heading: 'New announcement' },
  { pattern: '/gym_owner/create-announcements/:id', area: 'gym_owner', heading: 'Edit announcement' },
  { pattern: '/gym_owner/manage-gyms', area: 'gym_owner', heading: 'Manage gyms', data: records, open: dialog(/^Deactivate /, /^Deactivate .*\?$/) },
  { pattern: '/gym_owner/add-new-member', area: 'gym_owner', heading: 'Add a member' },
  { pattern: '/gym_owner/add-new-gym', area: 'gym_owner', heading: 'Add a gym' },
  { pattern: '/gym_owner/classes', area: 'gym_owner', heading: 'Classes', data: (page) => first(page, 'heading', 'No-show rule'), open: dialog('Add class', 'Add a class') },
  { pattern: '/gym_owner/trainers', area: 'gym_owner', heading: 'Trainers', open: dialog('Add trainer', 'Add a trainer') },
  { pattern: '/gym_owner/staff', area: 'gym_owner', heading: 'Staff', data: (page) => page.getByRole('table').or(page.getByText('No desk activity yet')).first().waitFor(visible) },
  { pattern: '/gym_owner/profile', area: 'gym_owner', heading: 'My profile', data: (page) => page.getByRole('textbox', { name: 'First name' }).waitFor(visible) },
  { pattern: '/gym_owner/messages', area: 'gym_owner', heading: 'Messages', data: (page) => page.getByRole('main').getByRole('article').or(page.getByText('No messages yet')).first().waitFor(visible) },
  { pattern: '/gym_owner/notifications', area: 'gym_owner', heading: 'Notifications', data: (page) => notificationsShown(page) },
  { pattern: '/gym_owner/*', area: 'gym_owner', heading: 'Page not found' },

  // Gym staff (issue 38): the descendant routes of src/app/routes/staff/area-screens.tsx, the owner's screens under /staff,
  // checked as the demo manager (who may open every one of them).
  { pattern: '/staff', area: 'staff', heading: 'Today', data: (page) => first(page, 'heading', 'Bookings from today') },
  { pattern: '/staff/booking-management', area: 'staff', heading: 'Booking management', data: records, open: dialog('Mark paid', 'Payment at the desk') },
  { pattern: '/staff/scan-qr', area: 'staff', heading: 'Scan QR' },
  { pattern: '/staff/attendance-qr', area: 'staff', heading: 'Attendance QR' },
  { pattern: '/staff/add-new-member', area: 'staff', heading: 'Add a member' },
  { pattern: '/staff/classes', area: 'staff', heading: 'Classes', data: (page) => first(page, 'heading', 'No-show rule') },
  { pattern: '/staff/members-management', area: 'staff', heading: 'Members', data: records },
  { pattern: '/staff/payments', area: 'staff', heading: 'Payments and earnings', data: (page) => page.locator('.recharts-wrapper').waitFor(visible) },
  { pattern: '/staff/attendance-report', area: 'staff', heading: 'Attendance report' },
  { pattern: '/staff/gym-profile', area: 'staff', heading: 'Gym profile', data: (page) => first(page, 'textbox', 'Day Pass price (₹)') },
  { pattern: '/staff/trainers', area: 'staff', heading: 'Trainers' },
  { pattern: '/staff/reviews', area: 'staff', heading: 'Reviews and ratings', data: (page) => page.getByText(/Based on \d+ reviews?/).first().waitFor(visible) },
  { pattern: '/staff/announcements', area: 'staff', heading: 'Announcements', data: (page) => first(page, 'heading', /./) },
  { pattern: '/staff/create-announcements', area: 'staff', heading: 'New announcement' },
  { pattern: '/staff/create-announcements/:id', area: 'staff', heading: 'Edit announcement' },
  { pattern: '/staff/messages', area: 'staff', heading: 'Messages', data: (page) => page.getByRole('main').getByRole('article').or(page.getByText('No messages yet')).first().waitFor(visible) },
  { pattern: '/staff/notifications', area: 'staff', heading: 'Notifications', data: notificationsShown },
  { pattern: '/staff/profile', area: 'staff', heading: 'My profile', data: (page) => page.getByRole('textbox', { name: 'First name' }).waitFor(visible) },
  { pattern: '/staff/*', area: 'staff', heading: 'Page not found' },

  // Platform team (issue 25): the descendant routes of src/app/routes/admin/area.tsx
  { pattern: '/admin', area: 'admin', heading: 'Platform view', data: (page) => page.getByText('Gross booking value').first().waitFor(visible) },
  { pattern: '/admin/verification', area: 'admin', heading: 'Gym verification', data: (page) => page.getByRole('tabpanel').getByRole('listitem').or(page.getByText('No submissions here')).first().waitFor(visible) },
  { pattern: '/admin/verification/:id', area: 'admin', heading: /./, data: (page) => page.getByRole('heading', { name: 'Documents' }).or(page.getByText(/not in the list any more/)).first().waitFor(visible) },
  {
    pattern: '/admin/reports',
    area: 'admin',
    heading: 'Reported content',
    data: (page) => page.getByRole('main').getByRole('listitem').or(page.getByText('No open reports')).first().waitFor(visible),
  },
  { pattern: '/admin/accounts', area: 'admin', heading: 'Accounts', data: records, open: dialog(/^Suspend /, /^Suspend .*\?$/) },
  { pattern: '/admin/audit', area: 'admin', heading: 'Audit log', data: records },
  { pattern: '/admin/*', area: 'admin', heading: 'Page not found' },

  // Trainer area (one lazy route in the router; its screens are the descendant routes of src/app/routes/trainer/area.tsx)
  { pattern: '/trainer', area: 'trainer', heading: 'Your classes', data: (page) => first(page, 'link', /^Roster of /) },
  { pattern: '/trainer/classes/:sessionId', area: 'trainer', heading: /^Roster of /, data: (page) => page.getByRole('list', { name: 'Roster' }).or(page.getByText('Nobody has booked this class yet.')).first().waitFor(visible) },
  { pattern: '/trainer/gyms', area: 'trainer', heading: 'My gyms', data: records },
  { pattern: '/trainer/announcements', area: 'trainer', heading: 'Announcements', data: (page) => page.getByRole('list', { name: 'Announcements from your gyms' }).or(page.getByText(/^No announcements yet/)).first().waitFor(visible) },
  { pattern: '/trainer/notifications', area: 'trainer', heading: 'Notifications', data: notificationsShown },
  { pattern: '/trainer/profile', area: 'trainer', heading: 'My profile', data: (page) => page.getByRole('textbox', { name: 'First name' }).waitFor(visible) },
  { pattern: '/trainer/*', area: 'trainer', heading: 'Page not found' },
];
