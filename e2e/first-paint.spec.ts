import type { Page } from '@playwright/test';
import { DEMO_MEMBER_MOBILE, DEMO_OWNER_MOBILE, E2E_BASE_URL } from './env';
import { demoSessionState, expect, test } from './fixtures';

// The first-paint and layout-shift rules: the HTML already holds each public page's first screen,
// the client takes it over without redrawing it, and nothing drawn early moves when the code arrives.

async function firstGym(page: Page): Promise<{ id: string; name: string }> {
  const response = await page.request.get('/api/gyms.php?action=search&pageSize=1');
  const body = (await response.json()) as { data: { items: { id: string; name: string }[] } };
  return body.data.items[0]!;
}

/** Sums layout-shift entries not caused by input, from the first paint on (Chromium's CLS without session windows). */
async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const win = window as unknown as { shift: number };
    win.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) win.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shift: number }).shift);
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages and a gym profile are already drawn in the HTML', async ({ page }) => {
    const gym = await firstGym(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find the right gym near you' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/view-all-gyms');
    await expect(page.getByRole('heading', { level: 1, name: 'All gyms' })).toBeVisible();
    await page.goto('/user-login');
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    await page.goto(`/gym-profile/${gym.id}`);
    await expect(page.getByRole('heading', { level: 1, name: gym.name })).toBeVisible();
    await expect(page).toHaveTitle(`${gym.name} · Gymkhana`);
  });
});

test("a signed-in page shows the router's loader before the app's code arrives, and without JavaScript promises none", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  // The app's code never arrives: what shows is what the HTML holds.
  await page.route(/\/assets\/vendor-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/gym_owner', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading...');
  await context.close();
  const noScript = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/member/view-bookings');
  await expect(plain.locator('#root [data-route-fallback]')).toHaveCount(1);
  await expect(plain.getByText('Loading...')).toBeHidden();
  await noScript.close();
});

test("a member's bookings draw their list with one heading, no shift and no errors", async ({ browser }) => {
  const storageState = await demoSessionState(browser, { mobile: DEMO_MEMBER_MOBILE, owner: false });
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const shift = await watchLayoutShift(page);
  await page.goto('/member/view-bookings', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#root h1')).toHaveCount(1);
  expect(errors).toEqual([]);
  expect(await shift()).toBeLessThanOrEqual(0.02);
  await context.close();
});

test("an owner's dashboard draws its figures with one heading, no shift and no errors", async ({ browser }) => {
  const storageState = await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true });
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const shift = await watchLayoutShift(page);
  await page.goto('/gym_owner', { waitUntil: 'networkidle' });
  await expect(page.getByRole('link', { name: /Check-ins today/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#root h1')).toHaveCount(1);
  expect(errors).toEqual([]);
  expect(await shift()).toBeLessThanOrEqual(0.02);
  await context.close();
});

test('a gym link answers with its own preview tags, or 404 for an unknown gym', async ({ page }) => {
  const gym = await firstGym(page);
  const response = await page.request.get(`/gym-profile/${gym.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${gym.name} · Gymkhana</title>`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:description" content="[^"]*Rated [\d.]+\/5[^"]*Passes from ₹/);
  expect((await page.request.get('/gym-profile/no-such-gym')).status()).toBe(404);
});

test('the home page takes over its prerendered HTML without errors or shifts, and searches', async ({ page }) => {
  const errors = consoleErrors(page);
  const shift = await watchLayoutShift(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  // Measured before the search: what the visitor's own search draws is not a shift of the page's load.
  expect(await shift()).toBeLessThanOrEqual(0.02);
  const search = page.getByRole('search');
  await search.getByLabel('City or area').fill('Mumbai');
  await search.getByRole('button', { name: 'Search Gyms', exact: true }).click();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('a gym profile draws from the data in its HTML: no request as it starts, no API client or form code, no shift', async ({ page }) => {
  const gym = await firstGym(page);
  const errors = consoleErrors(page);
  const shift = await watchLayoutShift(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The gym, its busy reading and its reviews come inline; the API client (axios) and the review form (zod) load on use.
    if (pathname.startsWith('/api/') || /\/assets\/(api-client|zod)-/.test(pathname)) asked.push(pathname);
  });
  await page.goto(`/gym-profile/${gym.id}`, { waitUntil: 'networkidle' });
  await expect(page.getByText(/Based on \d+ reviews?/)).toBeVisible({ timeout: 15_000 });
  // The busy line fills after hydration, in the visitor's time zone.
  await expect(page.locator('[data-busy]').first()).not.toHaveAttribute('data-busy', 'none');
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
  expect(await shift()).toBeLessThanOrEqual(0.02);
});

for (const path of ['/view-all-gyms', '/view-all-gyms?q=pune', '/user-login', '/features']) {
  test(`${path} keeps its layout while its code and data arrive`, async ({ page }) => {
    const errors = consoleErrors(page);
    const shift = await watchLayoutShift(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
    expect(await shift()).toBeLessThanOrEqual(0.02);
  });
}
