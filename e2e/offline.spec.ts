import { DEMO_MEMBER_MOBILE, E2E_BASE_URL } from './env';
import { demoSessionState, expect, test } from './fixtures';

// The one spec that lets the app's service worker run (playwright.config.ts blocks it for the rest).
test.use({ serviceWorkers: 'allow' });

test('after one visit, the member’s bookings open with the network off and still show her barcode', async ({ browser }) => {
  const storageState = await demoSessionState(browser, { mobile: DEMO_MEMBER_MOBILE, owner: false });
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState, serviceWorkers: 'allow', locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();

  await page.goto('/member/view-bookings');
  const barcode = page.getByRole('img', { name: /^Barcode of booking GK/ }).first();
  await expect(barcode).toBeVisible();
  const code = (await barcode.getAttribute('data-code'))!;
  // Installed (every screen's code precached) and in control of this page, so the next load can come from it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  const offlineScreen = async (target: typeof page) => {
    await expect(target.getByRole('heading', { name: 'My bookings', level: 1 })).toBeVisible();
    await expect(target.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await expect(target.getByRole('alert')).toHaveCount(0);
    const saved = target.getByRole('img', { name: `Barcode of booking ${code}` });
    await expect(saved).toBeVisible();
    // JsBarcode writes the code under the bars: what the desk reads if the scanner fails.
    await expect(saved.locator('text')).toHaveText(code);
  };
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await offlineScreen(page);
  await page.screenshot({ path: 'test-results/screens/offline-bookings-360.png', fullPage: true });
  // A new navigation (the home-screen icon, a typed address) as well as a reload.
  const fresh = await context.newPage();
  await fresh.goto('/member/view-bookings');
  await offlineScreen(fresh);
  // The member's home shows the same saved barcode in its next-booking panel.
  await fresh.goto('/member');
  await expect(fresh.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(fresh.getByRole('img', { name: `Barcode of booking ${code}` })).toBeVisible();
  // Any other screen says once, at the top, that it waits for the network, and points to the saved barcode.
  await fresh.goto('/member/payments-history');
  await expect(fresh.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await fresh.screenshot({ path: 'test-results/screens/offline-banner-1280.png' });
  await fresh.setViewportSize({ width: 360, height: 800 });
  await fresh.screenshot({ path: 'test-results/screens/offline-banner-360.png' });
  await fresh.getByRole('link', { name: "Your next booking's barcode is saved on this device." }).click();
  await offlineScreen(fresh);
  await context.close();
});
