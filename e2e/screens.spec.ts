import type { Page } from '@playwright/test';
import { DEMO_OWNER_MOBILE } from './env';
import { completeProfile, enterOtp, expect, freshMobile, loginLocators, outboxCount, profileFor, requestOtp, signIn, test } from './fixtures';

// Screenshots for people to look at (test-results/screens/<name>-<width>.png); they assert only that the page rendered.
const WIDTHS = [360, 1280] as const;
const HEIGHT = 800;

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT });
  // Park the pointer so no card is caught in its hover state.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('heading').first()).toBeVisible();
  // Toasts fade after a few seconds; a screen for layout review should not have one over its heading.
  await expect(page.getByRole('region', { name: /notifications/i }).getByRole('listitem')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}

for (const width of WIDTHS) {
  test(`public screens at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search Gyms', exact: true })).toBeVisible();
    await shoot(page, 'home', width);

    await page.goto('/view-all-gyms?q=Mumbai');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, 'search-results', width);

    await page.getByRole('article').first().getByRole('link', { name: /view gym/i }).click();
    await expect(page.getByText(/Based on \d+ reviews?/)).toBeVisible();
    await shoot(page, 'gym-profile', width);
  });

  test(`login steps and member dashboard at ${width}px`, async ({ page }) => {
    const mobile = freshMobile();
    const login = loginLocators(page);
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto('/user-login');
    await expect(login.sendOtp).toBeVisible();
    await shoot(page, 'login', width);

    const sentBefore = await outboxCount(mobile);
    await requestOtp(page, { mobile, navigate: false });
    await shoot(page, 'login-otp-sent', width);

    await enterOtp(page, mobile, sentBefore);
    await expect(login.completeProfile).toBeVisible();
    await shoot(page, 'login-complete-profile', width);

    await completeProfile(page, profileFor(mobile));
    await expect(page).toHaveURL(/\/member\/?$/);
    await shoot(page, 'member-dashboard', width);
  });
}

test('owner dashboard at each width', async ({ page }) => {
  await signIn(page, { mobile: DEMO_OWNER_MOBILE, owner: true });
  await expect(page).toHaveURL(/\/gym_owner\/?$/);
  for (const width of WIDTHS) await shoot(page, 'owner-dashboard', width);
});
