import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The manifest and the service worker are what make the app installable: let the worker run here.
test.use({ serviceWorkers: 'allow' });

/** The app section alone at a phone's and a laptop's width (test-results/screens/<name>-<width>.png). */
async function shootSection(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('region', { name: 'Get Gymkhana on your phone' }).screenshot({ path: `test-results/screens/${name}-${width}.png` });
  }
}

test('Chromium reads the manifest without errors and finds the app installable; the app section shows steps, then Install app when offered', async ({ page }) => {
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  // Nothing stands in the way but the test's own incognito profile (no browser installs apps from one).
  const objections = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId);
  await expect.poll(objections, { timeout: 20_000 }).toEqual(['in-incognito']);

  const section = page.getByRole('region', { name: 'Get Gymkhana on your phone' });
  await expect(section.getByRole('heading', { name: 'How to install it' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  await shootSection(page, 'app-section-steps');

  // What Chromium fires on a phone once it offers installation (headless never does): the event with its prompt().
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve() });
    dispatchEvent(offer);
  });
  await expect(section.getByRole('button', { name: 'Install app' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'How to install it' })).toHaveCount(0);
  await shootSection(page, 'app-section-install');
});
