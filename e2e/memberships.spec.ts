// Issue 24's story: the owner runs a promo code, a member books a monthly pass with it (paying at the desk, by UPI),
// renews it from My bookings; the owner's code shows its use. Freezing is in bookings-member.spec.ts.
import type { Page } from '@playwright/test';
import { seedGymId } from '../server/db/seed';
import { DEMO_OWNER_MOBILE } from './env';
import { expect, pickOpenDay, signIn, signInNewMember, test, todayInIndia } from './fixtures';

const OPEN_24 = seedGymId(0);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function shoot(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `.tmp/screens/memberships/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The first slot with a place: the choice lives in the URL, so the radio shows checked once the page has re-rendered. */
async function chooseSlot(page: Page) {
  const slot = page.locator('[name="slot"]:enabled').first();
  await slot.click();
  await expect(slot).toBeChecked();
}

async function openPromoCodes(owner: Page) {
  await owner.goto('/gym_owner/gym-profile');
  await owner.getByRole('combobox', { name: 'Gym', exact: true }).selectOption(OPEN_24);
  const section = owner.getByRole('region', { name: 'Promo codes' });
  await expect(section).toBeVisible({ timeout: 20_000 });
  return section;
}

test('the owner runs a promo code; a member books with it, sees the UPI QR and renews; the code counts the use', async ({ browser }) => {
  test.setTimeout(240_000);
  const code = `FEST${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, { mobile: DEMO_OWNER_MOBILE, owner: true });
  await expect(owner).toHaveURL(/\/gym_owner/);
  const promos = await openPromoCodes(owner);
  await promos.getByRole('button', { name: 'New promo code' }).click();
  const form = owner.getByRole('form', { name: 'New promo code' });
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Percent off (%)').fill('20');
  await form.getByLabel('Monthly Pass').check();
  await form.getByLabel('First valid day').fill(todayInIndia());
  await form.getByLabel('Last valid day').fill(addDays(todayInIndia(), 30));
  await form.getByLabel('Total uses').fill('5');
  await shoot(owner, 'promo-form');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(owner.getByText('Promo code created')).toBeVisible();
  await expect(promos.getByRole('listitem', { name: code })).toBeVisible();

  const member = await (await browser.newContext()).newPage();
  await signInNewMember(member);
  await member.goto(`/member/gym-bookings?gymId=${OPEN_24}&pass=monthly`);
  await expect(member.getByRole('radio', { name: /Monthly Pass/ })).toBeChecked();
  await pickOpenDay(member.getByRole('group', { name: 'Start date' }), 2);
  await chooseSlot(member);
  await member.getByLabel('Promo code').fill(code);
  await member.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(member.getByText(new RegExp(`^${code} applied: ₹[\\d,.]+ off$`))).toBeVisible();
  await member.getByRole('radio', { name: /Pay at gym/ }).click();
  await shoot(member, 'promo-booking');
  await member.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(member.getByRole('heading', { name: 'Booking confirmed successfully!' })).toBeVisible();

  await member.goto('/member/view-bookings');
  const card = member.getByRole('article').filter({ hasText: 'Monthly Pass' }).first();
  await expect(card.getByRole('img', { name: /^UPI QR code to pay/ })).toBeVisible();
  await shoot(member, 'upi-and-renew');
  await card.getByRole('link', { name: /^Renew Monthly Pass at / }).click();
  await expect(member).toHaveURL(/\/member\/gym-bookings\?gymId=.+&pass=monthly&date=\d{4}-\d{2}-\d{2}/);
  await expect(member.getByRole('radio', { name: /Monthly Pass/ })).toBeChecked();
  await expect(member.getByRole('group', { name: 'Start date' }).locator('button[aria-pressed="true"]')).toHaveCount(1);
  await chooseSlot(member);
  await member.getByRole('radio', { name: /Pay at gym/ }).click();
  await member.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(member.getByRole('heading', { name: 'Booking confirmed successfully!' })).toBeVisible();
  await member.context().close();

  await owner.reload();
  const after = await openPromoCodes(owner);
  const promoCard = after.getByRole('listitem', { name: code });
  await expect(promoCard.getByText('1 of 5')).toBeVisible();
  await shoot(owner, 'promo-list');
  await owner.context().close();
});
