import type { Page } from '@playwright/test';
import { DEMO_OWNER_MOBILE } from './env';
import { expect, freshMobile, outboxCount, readOtp, signIn, test } from './fixtures';

// Screenshots of the owner's gym screens for people to look at (test-results/screens/<name>-<width>.png).
const WIDTHS = [360, 1280] as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.mouse.move(0, 0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /notifications/i }).getByRole('listitem')).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
}

test('owner registration steps at each width', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/gym-owner-registration');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Accept Terms to Continue')).toBeVisible();
  await shoot(page, 'owner-registration-terms');

  await page.getByRole('textbox', { name: 'Your mobile number' }).fill(mobile);
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  const sentBefore = await outboxCount(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('textbox', { name: 'One-time password (OTP)' })).toBeVisible();
  await shoot(page, 'owner-registration-otp');

  await page.getByRole('textbox', { name: 'One-time password (OTP)' }).fill(await readOtp(mobile, { after: sentBefore }));
  await expect(page.getByText('Mobile number verified')).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Gym name is required')).toBeVisible();
  await shoot(page, 'owner-registration-gym');
});

test('owner gym screens at each width', async ({ page }) => {
  await signIn(page, { mobile: DEMO_OWNER_MOBILE, owner: true });
  await expect(page).toHaveURL(/\/gym_owner\/?$/);

  await page.goto('/gym_owner/manage-gyms');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'owner-manage-gyms');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /^Deactivate / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/owner-deactivate-dialog-1280.png' });
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/gym_owner/gym-profile');
  await expect(page.getByRole('textbox', { name: 'Gym name' })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Day Pass price (₹)' })).toBeVisible();
  await shoot(page, 'owner-gym-profile');

  await page.goto('/gym_owner/add-new-gym');
  await page.getByRole('button', { name: 'Add gym' }).click();
  await expect(page.getByText('Gym name is required')).toBeVisible();
  await shoot(page, 'owner-add-gym');

  await page.goto('/gym_owner/profile');
  await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
  await shoot(page, 'owner-profile');
});
