import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const WIDTHS = [360, 1280] as const;

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage });
  }
}

/** Three seeded gyms of one city, as the search API lists them. */
async function threeGyms(page: Page): Promise<{ id: string; name: string; city: string }[]> {
  const res = await page.request.get('/api/gyms.php?action=search&q=Pune&pageSize=12');
  const items = ((await res.json()) as { data: { items: { id: string; name: string; city: string }[] } }).data.items;
  expect(items.length).toBeGreaterThanOrEqual(3);
  return items.slice(0, 3);
}

test('the profile on a phone: directions, the hours once, and a sticky bar that takes the person to the passes', async ({ page }) => {
  const [gym] = await threeGyms(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/gym-profile/${gym!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: gym!.name })).toBeVisible();

  const directions = page.getByRole('link', { name: `Get directions to ${gym!.name} (opens your maps app)` });
  expect(await directions.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  await expect(page.getByRole('region', { name: 'Opening hours' }).getByText(/Opening time|Closing time|Weekly off/)).toHaveCount(0);

  const choose = page.getByRole('link', { name: 'Choose a pass' });
  await expect(choose).toBeInViewport();
  await expect(choose.locator('xpath=..')).toContainText(/From ₹[\d,]+/);
  await page.screenshot({ path: 'test-results/screens/profile-top-360.png' });
  await choose.click();
  await expect(page.getByRole('region', { name: 'Passes and prices' })).toBeInViewport();
  await page.screenshot({ path: 'test-results/screens/profile-prices-360.png' });

  // Wide screens have the booking button in the header: no sticky bar.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(choose).toBeHidden();
  await page.goto(`/gym-profile/${gym!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: gym!.name })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/profile-top-1280.png' });
  await page.getByRole('region', { name: 'Passes and prices' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/profile-prices-1280.png' });
  await shoot(page, 'profile-full');

  // "Compare with other gyms" starts from the gyms of the same city.
  await page.getByRole('link', { name: 'Compare with other gyms' }).click();
  await expect(page).toHaveURL(new RegExp(`/view-all-gyms\\?q=${gym!.city}&compare=${gym!.id}`));
});

test('compare three gyms; a phone keeps their names in view while the rows scroll; a gone gym drops out with a note', async ({ page }) => {
  const gyms = await threeGyms(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/compare-gyms?ids=${gyms.map((g) => g.id).join(',')}`);
  const table = page.getByRole('region', { name: /comparison/i });
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await page.screenshot({ path: 'test-results/screens/compare-3-top-360.png' });

  await table.evaluate((el) => el.scrollBy(0, 900));
  const firstName = table.getByRole('link', { name: gyms[0]!.name });
  const [nameBox, tableBox] = [await firstName.boundingBox(), await table.boundingBox()];
  expect(nameBox!.y).toBeGreaterThanOrEqual(tableBox!.y - 1);
  expect(nameBox!.y).toBeLessThan(tableBox!.y + 120);
  await page.screenshot({ path: 'test-results/screens/compare-3-scrolled-360.png' });
  await table.evaluate((el) => el.scrollTo(0, 0));
  await shoot(page, 'compare-3');

  await page.goto(`/compare-gyms?ids=${gyms[0]!.id},no-such-gym,${gyms[1]!.id}`);
  await expect(page.getByText('A gym in this comparison is no longer listed on Gymkhana, so it was left out.')).toBeVisible();
  await expect(page.getByRole('region', { name: /comparison/i }).getByRole('columnheader')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove it from the comparison' }).click();
  await expect(page).toHaveURL(new RegExp(`ids=${gyms[0]!.id}(%2C|,)${gyms[1]!.id}$`));
  await expect(page.getByText(/no longer listed/)).toHaveCount(0);
});

test('home and list at each width', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'home');
  await page.goto('/view-all-gyms?q=Pune');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'list');
});
