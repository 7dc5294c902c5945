import type { Page } from '@playwright/test';
import { DEMO_OWNER_MOBILE } from './env';
import { expect, seriousViolations, signIn, test } from './fixtures';

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
  {
    name: 'owner registration',
    path: () => '/gym-owner-registration',
    ready: (page) => expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible(),
  },
  {
    name: 'trainer registration',
    path: () => '/trainer-registration',
    ready: (page) => expect(page.getByRole('heading', { name: 'Register as a trainer', level: 1 })).toBeVisible(),
  },
];

for (const screen of screens) {
  test(`${screen.name} has no serious or critical WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(await screen.path(page));
    await screen.ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The owner's gym screens, after one sign-in (the demo owner's number may be texted once per 30 s).
const ownerScreens: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/gym_owner/manage-gyms', ready: (page) => expect(page.getByRole('table', { name: 'Your gyms' })).toBeVisible() },
  { path: '/gym_owner/add-new-gym', ready: (page) => expect(page.getByRole('textbox', { name: 'Gym name' })).toBeVisible() },
  { path: '/gym_owner/gym-profile', ready: (page) => expect(page.getByRole('textbox', { name: 'Day Pass price (₹)' })).toBeVisible() },
  // The trainers screen with its add dialog open; the gym's photos are a section of gym-profile above.
  {
    path: '/gym_owner/trainers',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Add trainer' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a trainer' })).toBeVisible();
    },
  },
  { path: '/gym_owner/profile', ready: (page) => expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveValue('') },
];

test('the owner’s gym screens have no serious or critical WCAG 2.2 AA violations', async ({ page }) => {
  await signIn(page, { mobile: DEMO_OWNER_MOBILE, owner: true });
  await expect(page).toHaveURL(/\/gym_owner\/?$/);
  for (const screen of ownerScreens) {
    await page.goto(screen.path);
    await screen.ready(page);
    expect(await seriousViolations(page), screen.path).toEqual([]);
  }
});
