import type { Page } from '@playwright/test';
import { seedGymId } from '../server/db/seed';
import { DEMO_OWNER_MOBILE } from './env';
import { expect, pickOpenDay, signIn, signInNewMember, test } from './fixtures';

const OPEN_24 = seedGymId(0);

async function shoot(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `.tmp/screens/bookings/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a member books paying at the gym; the owner finds it by code, marks it paid at the desk and opens the receipt; earnings show it', async ({ browser }) => {
  const memberPage = await (await browser.newContext()).newPage();
  await signInNewMember(memberPage);
  await memberPage.goto(`/member/gym-bookings?gymId=${OPEN_24}&pass=monthly`);
  await pickOpenDay(memberPage.getByRole('group', { name: 'Start date' }), 1);
  const slot = memberPage.locator('[name="slot"]:enabled').first();
  await slot.click();
  await memberPage.getByRole('radio', { name: /Pay at gym/ }).click();
  await memberPage.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Booking confirmed successfully!' })).toBeVisible();
  const code = (await memberPage.getByRole('img', { name: /Barcode of booking/ }).getAttribute('data-code'))!;

  const page = await (await browser.newContext()).newPage();
  await signIn(page, { mobile: DEMO_OWNER_MOBILE, owner: true });
  await expect(page).toHaveURL(/\/gym_owner/);
  await page.goto('/gym_owner/booking-management');
  await expect(page.getByRole('heading', { name: 'Booking management' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Gym' }).selectOption(OPEN_24);
  await page.getByLabel('Name, mobile or booking code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByRole('article', { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await shoot(page, 'owner-bookings');
  await row.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment at the desk' });
  await dialog.getByLabel('UPI').check();
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(row.getByText('₹2,600 · Pay at gym · Paid')).toBeVisible();
  await page.getByRole('link', { name: 'View receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('GSTIN: 27AAPFU0939F1ZV')).toBeVisible();
  await expect(page.getByText(/CGST 2\.5%/)).toBeVisible();
  await shoot(page, 'owner-receipt');

  await page.goto('/gym_owner/payments');
  await expect(page.getByRole('heading', { name: 'Payments and earnings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daily earnings' })).toBeVisible();
  await expect(page.locator('.recharts-wrapper')).toBeVisible();
  await expect(page.getByRole('cell', { name: /UPI/ }).first()).toBeVisible();
  await shoot(page, 'owner-earnings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^payments-.*\.csv$/);
});
