import { expect, hydrated, test } from './fixtures';

test('a visitor searches a city from the home page and opens a gym profile', async ({ page }) => {
  await page.goto('/');
  // The prerendered page is drawn before its code starts (after the first paint): wait for it, so the search is heard.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('City or area').fill('Mumbai');
  await page.getByRole('button', { name: 'Search Gyms', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
  const firstCard = page.getByRole('article').first();
  const gymName = (await firstCard.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(gymName).not.toBe('');
  await expect(firstCard).toContainText('Mumbai');
  await firstCard.getByRole('link', { name: /view gym/i }).click();

  await expect(page).toHaveURL(/\/gym-profile\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: gymName })).toBeVisible();
  await expect(page.getByText('Monthly Pass').first()).toBeVisible();
  await expect(page.getByText(/Based on \d+ reviews?/)).toBeVisible();
});

test('view-all-gyms keeps its filters in the URL, and a reload keeps them', async ({ page }) => {
  await page.goto('/view-all-gyms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The prerendered page is visible before its code runs; a choice made before React takes the selects over is lost.
  const type = page.getByRole('combobox', { name: 'Gym type' });
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await hydrated(type);
  await hydrated(sort);

  await type.selectOption({ label: 'Yoga Studio' });
  await expect(page).toHaveURL(/[?&]type=yoga_studio(&|$)/);
  await sort.selectOption({ label: 'Top rated, most reviewed' });
  const apply = page.getByRole('button', { name: 'Apply filters' });
  if (await apply.isVisible()) await apply.click();

  await expect(page).toHaveURL(/[?&]type=yoga_studio(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=rating(&|$)/);
  await expect(page.getByRole('article').first()).toContainText('Yoga Studio');

  await page.reload();
  await expect(page).toHaveURL(/[?&]type=yoga_studio(&|$)/);
  await expect(page.getByRole('combobox', { name: 'Gym type' })).toHaveValue('yoga_studio');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
  await expect(page.getByRole('article').first()).toContainText('Yoga Studio');
});

test('a typed search on view-all-gyms survives a reload', async ({ page }) => {
  await page.goto('/view-all-gyms?q=Mumbai');
  await expect(page.getByRole('article').first()).toContainText('Mumbai');
  await page.reload();
  await expect(page).toHaveURL(/[?&]q=Mumbai(&|$)/);
  await expect(page.getByRole('article').first()).toContainText('Mumbai');
});
