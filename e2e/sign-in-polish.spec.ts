import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, freshMobile, loginLocators, outboxCount, readOtp, test, waitForResendWindow } from './fixtures';

const WIDTHS = [360, 1280] as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.use({ viewport: { width: 360, height: 740 } });

test('a phone signs in with the number as people write it, a pasted code, and is told the tries left', async ({ page }) => {
  const mobile = freshMobile();
  const written = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
  const login = loginLocators(page);
  await page.goto('/user-login');
  await shoot(page, 'sign-in-mobile');

  await login.mobile.fill(written.replace('+91 ', '0').replace(' ', '-'));
  await login.sendOtp.click();
  await expect(page.getByText('Accept Terms to Continue')).toBeVisible();
  await expect(page.getByText('Accept the Privacy Policy to continue')).toBeVisible();
  await shoot(page, 'sign-in-consent-missing');

  await login.terms.check();
  await login.privacy.check();
  const sentBefore = await outboxCount(mobile);
  await login.sendOtp.click();
  await expect(login.otp).toBeFocused();
  // The locked number reads as people write it, whole, even at 360 px.
  await expect(login.mobile).toHaveValue(written);
  expect(await login.mobile.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
  await expect(page.getByText(`Enter the 6-digit code we sent to ${written}.`)).toBeVisible();
  await shoot(page, 'sign-in-otp');

  const code = await readOtp(mobile, { after: sentBefore });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await login.otp.fill(wrong);
  await expect(page.getByText('4 tries left for this code.')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
  await shoot(page, 'sign-in-wrong-code');

  // Pasted with a space and a trailing newline, as messaging apps copy it; it submits itself.
  await login.otp.fill('');
  await login.otp.focus();
  await page.keyboard.insertText(`${code.slice(0, 3)} ${code.slice(3)}\n`);
  await expect(login.completeProfile).toBeVisible();

  // The success toast stays clear of the button the person needs next.
  const toast = page.getByRole('region', { name: /notifications/i }).getByRole('listitem').first();
  await expect(toast).toContainText('Login successful!');
  const next = page.getByRole('button', { name: 'Save and continue' });
  const [toastBox, nextBox] = [await toast.boundingBox(), await next.boundingBox()];
  expect(toastBox && nextBox && overlaps(toastBox, nextBox)).toBe(false);
  await page.screenshot({ path: 'test-results/screens/sign-in-complete-profile-toast-360.png' });
  await shoot(page, 'sign-in-complete-profile');
});

test('a member who opens an owner page is told why they landed in the member area', async ({ page }) => {
  const mobile = freshMobile();
  const login = loginLocators(page);
  await page.goto('/user-login');
  await login.mobile.fill(mobile);
  await login.terms.check();
  await login.privacy.check();
  const sentBefore = await outboxCount(mobile);
  await login.sendOtp.click();
  await login.otp.fill(await readOtp(mobile, { after: sentBefore }));
  await expect(login.completeProfile).toBeVisible();
  await page.getByLabel(/first name/i).fill('Asha');
  await page.getByLabel(/last name/i).fill('Verma');
  await page.getByLabel(/email/i).fill(`member${mobile}@example.test`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/member\/?$/);

  await page.goto('/gym_owner/manage-gyms');
  await expect(page).toHaveURL(/\/member\/?$/);
  await expect(page.getByText('That page is for gym owners, and you are signed in with a member account')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/wrong-area-360.png' });
});

test('the policies are real pages, linked from the sign-in boxes', async ({ page }) => {
  await page.goto('/user-login');
  const [terms] = await Promise.all([page.context().waitForEvent('page'), page.locator('#main').getByRole('link', { name: 'Terms of Service' }).click()]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(terms).toHaveURL(/\/terms$/);
  await terms.close();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await shoot(page, 'privacy');
});

test("the README's demo member number signs in exactly as written", async ({ page }) => {
  const readme = await readFile('README.md', 'utf8');
  const written = /\| member \| ([^|]+?) \|/.exec(readme)![1]!;
  const login = loginLocators(page);
  await page.goto('/user-login');
  await login.mobile.fill(written);
  await login.terms.check();
  await login.privacy.check();
  await waitForResendWindow(written);
  const sentBefore = await outboxCount(written);
  await login.sendOtp.click();
  await login.otp.fill(await readOtp(written, { after: sentBefore }));
  await expect(page).toHaveURL(/\/member\/?$/);
});

test('the app has a favicon', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/svg+xml');
});
