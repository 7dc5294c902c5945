import { DEMO_MEMBER_MOBILE } from './env';
import { completeProfile, expect, freshMobile, profileFor, signIn, signInNewMember, test } from './fixtures';

const SESSION_KEY = 'user_profile_store';
/** Texts only the owner area renders: its layout's label and its dashboard's intro. */
const OWNER_AREA_MARKERS = ['Gym owner area', 'Run your gyms from here'];

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
