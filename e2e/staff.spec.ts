import { seedGymId } from '../server/db/seed';
import { DEMO_OWNER_MOBILE, E2E_BASE_URL } from './env';
import { axeViolations, bookTodayAt, completeProfile, demoSessionState, expect, freshMobile, signIn, signInNewMember, test } from './fixtures';

/** The demo owner's showcase gym. */
const GYM_ID = seedGymId(0);

// Issue 38: the owner adds a front desk; that person signs in with their own number, checks a member in and takes
// their cash; the owner sees who took it, removes them, and their next tap lands on sign-in.
test('an owner invites a front desk, who checks a member in and marks the desk payment; removed, their next tap signs them out', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await (await browser.newContext({ baseURL: E2E_BASE_URL, storageState: await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true }) })).newPage();
  const deskMobile = freshMobile();

  await owner.goto('/gym_owner/staff');
  await owner.getByRole('combobox', { name: 'Gym' }).selectOption(GYM_ID);
  await owner.getByRole('textbox', { name: 'Mobile number' }).fill(deskMobile);
  await owner.getByRole('combobox', { name: 'Role', exact: true }).selectOption('front_desk');
  await owner.getByRole('button', { name: 'Add to staff' }).click();
  await expect(owner.getByText(/added as front desk/)).toBeVisible();

  // A member with a day pass for today, to be paid at the gym.
  const memberPage = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await signInNewMember(memberPage);
  const code = await bookTodayAt(memberPage, GYM_ID);

  // The invited number signs in as gym staff (the invitation's link), names themself and lands on the desk's day.
  const desk = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await signIn(desk, { mobile: deskMobile, staff: true });
  await completeProfile(desk, { firstName: 'Ravi', lastName: 'Desk', email: `desk${deskMobile}@example.test` });
  await expect(desk).toHaveURL(/\/staff\/?$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(desk.getByText(/you work here as Front desk/)).toBeVisible();
  await expect(desk.getByRole('heading', { name: 'Bookings from today' })).toBeVisible();
  expect(await axeViolations(desk), 'a front desk’s /staff').toEqual([]);
  // The front desk's menu is the desk's: no payments, no gym profile.
  const menu = desk.getByRole('navigation', { name: 'Gym staff area' }).first();
  await expect(menu.getByRole('link', { name: 'Check in' })).toHaveCount(1);
  await expect(menu.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Gym profile' })).toHaveCount(0);

  // Check-in by booking code, typed at the desk.
  await desk.getByRole('link', { name: 'Check in a member' }).click();
  await desk.getByRole('textbox', { name: 'Booking code' }).fill(code);
  await desk.getByRole('button', { name: 'Check in' }).click();
  await expect(desk.getByText('Attendance marked successfully')).toBeVisible({ timeout: 15_000 });

  // The desk payment, on the day's bookings.
  await desk.goto('/staff');
  await desk.getByRole('searchbox', { name: 'Name, mobile or booking code' }).fill(code);
  await desk.getByRole('button', { name: 'Apply' }).click();
  const row = desk.getByRole('article').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  // The front desk marks payments; completing and cancelling are a manager's.
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await desk.getByRole('button', { name: 'Record payment' }).click();
  await expect(desk.getByRole('link', { name: 'View receipt' })).toBeVisible();

  // The owner's booking list says who took it.
  await owner.goto('/gym_owner/booking-management');
  await owner.getByRole('searchbox', { name: 'Name, mobile or booking code' }).fill(code);
  await owner.getByRole('button', { name: 'Apply' }).click();
  await expect(owner.getByRole('article').filter({ hasText: code }).getByText('Marked paid by Ravi Desk (front desk)')).toBeVisible();

  // Removed: the person's staff sign-in ends at once, and their next tap lands on sign-in.
  await owner.goto('/gym_owner/staff');
  await owner.getByRole('button', { name: 'Remove Ravi Desk' }).click();
  await owner.getByRole('button', { name: 'Remove from staff' }).click();
  await expect(owner.getByText('Ravi Desk removed from staff')).toBeVisible();
  await desk.getByRole('navigation', { name: 'Gym staff area' }).first().getByRole('link', { name: 'Bookings' }).click();
  await expect(desk).toHaveURL(/\/user-login/, { timeout: 15_000 });

  await Promise.all([owner.context().close(), memberPage.context().close(), desk.context().close()]);
});
