import { expect, test } from './fixtures';

// Bandra West, Mumbai: the demo seed has gyms all around it.
const BANDRA = { latitude: 19.0596, longitude: 72.8295 };

const kmOf = async (cards: import('@playwright/test').Locator) =>
  (await cards.allTextContents()).map((text) => Number(/([\d.]+) km away/.exec(text)?.[1] ?? NaN));

test.describe('Near me with the location granted', () => {
  test.use({ geolocation: BANDRA, permissions: ['geolocation'] });

  test('the gym list sorts gyms by distance from the visitor, with km on each card', async ({ page }) => {
    await page.goto('/view-all-gyms');
    await page.getByRole('button', { name: /Near me/ }).click();
    await expect(page).toHaveURL(/[?&]near=19\.060(%2C|,)72\.8(29|30)(&|$)/);
    await expect(page.getByText('Nearest first, within 10 km of you')).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText('km away');
    await expect(cards.first()).toContainText('Mumbai');
    const km = await kmOf(cards);
    expect(km.length).toBeGreaterThan(1);
    expect(km.every((d) => d >= 0 && d <= 10)).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: 'test-results/search-near-me-360.png' });
  });

  test('Near me on the home page opens the list nearest first', async ({ page }) => {
    await page.goto('/');
    // The prerendered page is drawn before its code starts (after the first paint): wait for it, so the button is heard.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /Near me/ }).click();
    await expect(page).toHaveURL(/\/view-all-gyms\?near=/);
    await expect(page.getByRole('article').first()).toContainText('km away');
  });
});

test.describe('Near me with the location refused', () => {
  test.use({ permissions: [] });

  test('falls back to the city search with a message', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/view-all-gyms');
    // The list is drawn by the server before its code starts (after the first paint): wait for it, so the button is heard.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /Near me/ }).click();
    await expect(page.getByText(/Location permission was refused|We could not find your location/)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Gym name, city, area or pincode' })).toBeFocused();
    await expect(page).not.toHaveURL(/near=/);
  });
});

test('the home search keeps its query in the URL: Back from a gym shows the same results at the same place', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  // The prerendered page is drawn before its code starts (after the first paint): wait for it, so the search is heard.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('City or area').fill('Pune, Maharashtra');
  await page.getByRole('button', { name: 'Search Gyms', exact: true }).click();
  await expect(page).toHaveURL(/\?q=Pune%2C\+Maharashtra|\?q=Pune%2C%20Maharashtra/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Pune');
  await page.screenshot({ path: 'test-results/search-home-results-360.png' });
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  const name = (await last.getByRole('heading').textContent())?.trim() ?? '';
  await last.getByRole('link', { name: /view gym/i }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?q=Pune/);
  await expect(page.getByLabel('City or area')).toHaveValue('Pune, Maharashtra');
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 150);
});

test('popular cities show before the first search and search their city', async ({ page }) => {
  await page.goto('/');
  // The prerendered page is drawn before its code starts (after the first paint): wait for it, so the search is heard.
  await page.waitForLoadState('networkidle');
  const chips = page.getByRole('list', { name: 'Popular cities' });
  await expect(chips.getByRole('button')).toHaveCount(8);
  await chips.getByRole('button', { name: 'Search gyms in Bengaluru' }).click();
  await expect(page).toHaveURL(/\?q=Bengaluru/);
  await expect(page.getByRole('article').first()).toContainText('Bengaluru');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/search-home-results-1280.png' });
});
