import type { Page } from '@playwright/test';
import { DEMO_MEMBER_MOBILE, DEMO_OWNER_MOBILE, E2E_BASE_URL } from './env';
import { demoSessionState, expect, signIn, test } from './fixtures';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The devices section at each width, for people to look at (test-results/screens/devices-<name>-<width>.png). */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.mouse.move(0, 800);
    await page.screenshot({ path: `test-results/screens/devices-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the demo member signs an iPhone out from another browser; the iPhone’s next navigation lands on sign-in', async ({ browser }) => {
  // The phone signs in on its own (a session of its own to end); the desk browser reuses the run's shared demo session.
  const phoneContext = await browser.newContext({ baseURL: E2E_BASE_URL, userAgent: IPHONE });
  const phone = await phoneContext.newPage();
  await signIn(phone, { mobile: DEMO_MEMBER_MOBILE });
  await expect(phone).toHaveURL(/\/member\/?$/);

  const deskContext = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: await demoSessionState(browser, { mobile: DEMO_MEMBER_MOBILE, owner: false }) });
  const desk = await deskContext.newPage();
  await desk.goto('/member/profile');
  const devices = desk.getByRole('list', { name: 'Signed-in devices' });
  const thisDevice = devices.getByRole('listitem').first();
  await expect(thisDevice).toContainText('This device');
  await expect(thisDevice).toContainText('Chrome on Linux');
  // Listed by last activity after this one: the phone that just signed in comes first of the others.
  const iphone = devices.getByRole('listitem').filter({ hasText: 'Safari on iPhone' }).first();
  await expect(iphone).toContainText('Last active');
  await shoot(desk, 'list');

  await iphone.getByRole('button', { name: 'Sign out of Safari on iPhone' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Sign out of Safari on iPhone?' });
  await expect(dialog).toBeVisible();
  // The page behind a modal is inert and dimmed: the window is what a person sees.
  await shoot(desk, 'confirm', false);
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(desk.getByText('Signed out of Safari on iPhone')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(devices.getByRole('listitem').filter({ hasText: 'Safari on iPhone' })).toHaveCount(0);

  await phone.goto('/member/view-bookings');
  await expect(phone).toHaveURL(/\/user-login/);
  await expect(phone.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  // The desk stays signed in.
  await desk.reload();
  await expect(thisDevice).toContainText('This device');

  await phoneContext.close();
  await deskContext.close();
});

test('the demo owner’s profile lists its devices too, this one marked', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true }) });
  const page = await context.newPage();
  await page.goto('/gym_owner/profile');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem').first()).toContainText('This device');
  await shoot(page, 'owner');
  await context.close();
});
