import { DEMO_OWNER_MOBILE } from './env';
import { completeProfile, enterOtp, expect, freshMobile, loginLocators, outboxCount, profileFor, requestOtp, signIn, test } from './fixtures';

test('a new member signs in by OTP, completes the profile and reaches /member', async ({ page }) => {
  const mobile = freshMobile();
  const login = loginLocators(page);
  const sentBefore = await outboxCount(mobile);

  await requestOtp(page, { mobile });
  await expect(page.getByText('OTP sent successfully').first()).toBeVisible();
  // The spec locks the number once the OTP is sent.
  await expect(login.mobile).not.toBeEditable();
  await expect(page.getByText(/Resend in \d+s/)).toBeVisible();

  await enterOtp(page, mobile, sentBefore);
  await completeProfile(page, profileFor(mobile));

  await expect(page).toHaveURL(/\/member\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'member');
  const stored = await page.evaluate(() => localStorage.getItem('user_profile_store'));
  expect(JSON.parse(stored ?? '{}').state).toMatchObject({ isLoggedIn: true, userType: 'member' });
});

test('the demo owner signs in as a gym owner and reaches /gym_owner', async ({ page }) => {
  await signIn(page, { mobile: DEMO_OWNER_MOBILE, owner: true });

  await expect(page).toHaveURL(/\/gym_owner\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loginLocators(page).completeProfile).toHaveCount(0);
  await expect(page.getByText('Gym owner area')).toBeVisible();
  // The spec's theme variant: owners get the owner look.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'owner');
  const stored = await page.evaluate(() => localStorage.getItem('user_profile_store'));
  expect(JSON.parse(stored ?? '{}').state).toMatchObject({ isLoggedIn: true, userType: 'gym_owner' });
});
