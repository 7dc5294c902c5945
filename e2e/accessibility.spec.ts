import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

async function firstGymPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/gyms.php?action=search&pageSize=1');
  const body = (await response.json()) as { data: { items: { id: string }[] } };
  return `/gym-profile/${encodeURIComponent(body.data.items[0]!.id)}`;
}

const screens: { name: string; path: (page: Page) => Promise<string> | string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: () => '/', ready: (page) => expect(page.getByRole('button', { name: 'Search Gyms', exact: true })).toBeVisible() },
  { name: 'view-all-gyms', path: () => '/view-all-gyms', ready: (page) => expect(page.getByRole('article').first()).toBeVisible() },
  { name: 'gym profile', path: firstGymPath, ready: (page) => expect(page.getByText(/Based on \d+ reviews?/)).toBeVisible() },
  { name: 'login', path: () => '/user-login', ready: (page) => expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible() },
];

for (const screen of screens) {
  test(`${screen.name} has no serious or critical WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(await screen.path(page));
    await screen.ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
