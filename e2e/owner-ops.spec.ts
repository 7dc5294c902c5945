import type { Browser, Page } from '@playwright/test';
import { indiaDay } from './clock';
import { DEMO_OWNER_MOBILE, E2E_BASE_URL } from './env';
import { demoSessionState, expect, freshMobile, signIn, test } from './fixtures';

const WIDTHS = [360, 1280] as const;

/** The demo owner, signed in once per run (a number gets five sign-in texts an hour). */
async function ownerPage(browser: Browser): Promise<Page> {
  const storageState = await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true });
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState });
  return context.newPage();
}


test('an owner adds a walk-in member, who then signs in and sees the booking', async ({ browser }) => {
  const owner = await ownerPage(browser);
  const mobile = freshMobile();
  await owner.goto('/gym_owner/add-new-member');
  await owner.getByRole('textbox', { name: 'First name' }).fill('Walkin');
  await owner.getByRole('textbox', { name: 'Last name' }).fill('Tester');
  await owner.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await owner.getByRole('textbox', { name: 'Email (optional)' }).fill(`walkin${mobile}@example.test`);
  await owner.getByRole('combobox', { name: 'Pass' }).selectOption('day');
  await owner.getByRole('combobox', { name: 'Payment' }).selectOption('cash');
  // Tomorrow, or the day after when tomorrow is the gym's weekly off.
  let code: string | null = null;
  for (const day of [1, 2]) {
    await owner.getByLabel('Start date').fill(indiaDay(day));
    await owner.getByRole('button', { name: 'Add member' }).click();
    const added = owner.getByText(/^Booking code GK/);
    const refused = owner.getByText(/^Failed to add member: .*weekly off/);
    await expect(added.or(refused)).toBeVisible({ timeout: 15_000 });
    if (await added.isVisible()) {
      code = (await added.textContent())!.replace('Booking code ', '');
      break;
    }
  }
  expect(code).toMatch(/^GK[A-Z2-9]{8}$/);
  await expect(owner.getByText('Member added', { exact: true }).first()).toBeVisible();
  await expect(owner.getByText(/Paid: ₹/)).toBeVisible();

  // The owner finds the walk-in in the members list by a piece of the number.
  await owner.getByRole('link', { name: 'See all members' }).click();
  await owner.getByRole('searchbox', { name: 'Search members' }).fill(mobile.slice(-5));
  const row = owner.getByRole('row', { name: /Walkin Tester/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Walk-in')).toBeVisible();
  await expect(row.getByText('Day Pass')).toBeVisible();

  // The walk-in signs in with that number (no password, profile already complete) and sees the booking.
  const memberContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const member = await memberContext.newPage();
  await signIn(member, { mobile });
  await expect(member).toHaveURL(/\/member\/?$/);
  await member.goto('/member/view-bookings');
  await expect(member.locator('dl').getByText(code!)).toBeVisible({ timeout: 15_000 });
  await expect(member.getByRole('img', { name: `Barcode of booking ${code}` })).toBeVisible();
  await memberContext.close();
  await owner.context().close();
});

/** Every screen of the owner area, as the navigation lists it (and an announcement's editor). */
const OWNER_SCREENS: [string, string][] = [
  ['dashboard', '/gym_owner'],
  ['booking-management', '/gym_owner/booking-management'],
  ['members-management', '/gym_owner/members-management'],
  ['scan-qr', '/gym_owner/scan-qr'],
  ['attendance-qr', '/gym_owner/attendance-qr'],
  ['attendance-report', '/gym_owner/attendance-report'],
  ['gym-profile', '/gym_owner/gym-profile'],
  ['payments', '/gym_owner/payments'],
  ['reviews', '/gym_owner/reviews'],
  ['announcements', '/gym_owner/announcements'],
  ['create-announcements', '/gym_owner/create-announcements'],
  ['manage-gyms', '/gym_owner/manage-gyms'],
  ['add-new-member', '/gym_owner/add-new-member'],
  ['add-new-gym', '/gym_owner/add-new-gym'],
  ['trainers', '/gym_owner/trainers'],
  ['profile', '/gym_owner/profile'],
  ['not-found', '/gym_owner/no-such-screen'],
];

test('every owner screen at 360 and 1280 px: nothing wider than the window', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await ownerPage(browser);
  for (const [name, path] of OWNER_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    // Screens load their data after the heading: wait until no loader is left.
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
    if (name === 'dashboard') await expect(page.getByRole('img', { name: /^Bar chart of bookings/ })).toBeVisible({ timeout: 15_000 });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.mouse.move(0, 0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screens/owner-ops-${name}-${width}.png`, fullPage: true });
    }
  }
  await page.context().close();
});
