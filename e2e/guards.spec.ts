import type { Page } from '@playwright/test';
import { DEMO_MEMBER_MOBILE, DEMO_OWNER_MOBILE, E2E_BASE_URL } from './env';
import { completeProfile, demoSessionState, expect, freshMobile, profileFor, signIn, signInNewMember, test } from './fixtures';

const SESSION_KEY = 'user_profile_store';
/** Texts only the owner area renders: its layout's label and its dashboard's intro. */
const OWNER_AREA_MARKERS = ['Gym owner area', 'Run your gyms from here'];
/** #root holds the router's loader and nothing of any area (pages/fallback.shell.html). */
const ONLY_THE_LOADER = /<div id="root"><div data-route-fallback="" class="[^"]*"><div role="status"[^>]*>.*?<p[^>]*>Loading\.\.\.<\/p><\/div><\/div><\/div>/;
/** The HTML the server answered a navigation with, before any script ran. */
async function servedHtml(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  return (await response!.text()) ?? '';
}

test('a signed-in member visiting /gym_owner is kept out of the owner area', async ({ page }) => {
  await signInNewMember(page);
  // Notes whether the owner area ever rendered, so even a brief flash before the redirect counts.
  await page.addInitScript((markers) => {
    const seen: string[] = [];
    (window as unknown as { ownerAreaSeen: string[] }).ownerAreaSeen = seen;
    new MutationObserver(() => {
      const text = document.body?.textContent ?? '';
      for (const marker of markers) if (text.includes(marker) && !seen.includes(marker)) seen.push(marker);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, OWNER_AREA_MARKERS);

  for (const path of ['/gym_owner', '/gym_owner/manage-gyms']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/member(\/|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { ownerAreaSeen: string[] }).ownerAreaSeen)).toEqual([]);
  }
});

test('a stale stored token sends the visitor to /user-login and is cleared', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((key) => {
    const user = {
      id: 'stale-user',
      mobile: '+919000000001',
      firstName: 'Stale',
      lastName: 'Session',
      email: 'stale@example.test',
      userType: 'member',
      profileComplete: true,
      hasPassword: false,
    };
    localStorage.setItem(key, JSON.stringify({ state: { token: 'stale', userType: 'member', user, isLoggedIn: true }, version: 0 }));
  }, SESSION_KEY);

  await page.goto('/member');

  await expect(page).toHaveURL(/\/user-login/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await expect
    .poll(async () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.token ?? null, SESSION_KEY))
    .toBeNull();
});

test('a signed-out visit to /member/view-bookings returns there after sign-in', async ({ page }) => {
  await page.goto('/member/view-bookings');
  await expect(page).toHaveURL(/\/user-login/);

  await signIn(page, { mobile: DEMO_MEMBER_MOBILE, navigate: false });

  await expect(page).toHaveURL(/\/member\/view-bookings$/);
});

test('a new member sent to sign in from /member/view-bookings returns there after completing the profile', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/member/view-bookings');
  await expect(page).toHaveURL(/\/user-login/);

  await signIn(page, { mobile, navigate: false });
  await completeProfile(page, profileFor(mobile));

  await expect(page).toHaveURL(/\/member\/view-bookings$/);
});

test('the server draws the owner area for no member: the page comes as the loader and the guard sends her home', async ({ page }) => {
  await signInNewMember(page);
  const html = await servedHtml(page, '/gym_owner');
  for (const marker of OWNER_AREA_MARKERS) expect(html).not.toContain(marker);
  expect(html).toMatch(ONLY_THE_LOADER);
  await expect(page).toHaveURL(/\/member(\/|$)/);
});

test("an owner who opens a member's URL gets the loader, not the member's screen, and goes to the owner area", async ({ browser }) => {
  const storageState = await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true });
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState });
  const page = await context.newPage();
  const html = await servedHtml(page, '/member/view-bookings');
  expect(html).toMatch(ONLY_THE_LOADER);
  expect(html).not.toContain('My bookings');
  await expect(page).toHaveURL(/\/gym_owner\/?$/);
  await context.close();
});

test('a signed-out visitor opening a member URL gets the loader, not the member area', async ({ page }) => {
  const html = await servedHtml(page, '/member/view-bookings');
  expect(html).toMatch(ONLY_THE_LOADER);
  await expect(page).toHaveURL(/\/user-login/);
});
