// Issue 24's story: the owner runs a promo code, a member books a monthly pass with it (paying at the desk, by UPI),
// renews it from My bookings; the owner's code shows its use. Freezing is in bookings-member.spec.ts.
import type { Page } from '@playwright/test';
import { addDays } from '@contract/calendar';
import { seedGymId } from '../server/db/seed';
import { DEMO_OWNER_MOBILE } from './env';
import { demoSessionState, expect, idempotencyKey, pickOpenDay, signIn, signInNewMember, test, todayInIndia } from './fixtures';

const OPEN_24 = seedGymId(0);

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

const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user_profile_store') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');

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

test('a member upgrades a running monthly pass to a quarterly one, with the days left credited', async ({ browser, page }) => {
  test.setTimeout(180_000);
  await signInNewMember(page);
  // A monthly pass from today, paid at the desk: booked and marked paid through the API, as the member and the desk would.
  const today = todayInIndia();
  const slots = await page.request.get(`/api/bookings.php?action=slots&gymId=${OPEN_24}&date=${today}`);
  const open = ((await slots.json()) as { data: { slotTime: string; available: number }[] }).data.find((slot) => slot.available > 0);
  expect(open, 'an open slot today at the 24-hour gym').toBeTruthy();
  const created = await page.request.post('/api/bookings.php?action=create', {
    headers: { authorization: `Bearer ${await tokenOf(page)}`, 'idempotency-key': idempotencyKey() },
    data: { gymId: OPEN_24, passType: 'monthly', startDate: today, slotTime: open!.slotTime, paymentMethod: 'at_gym' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bookingId = ((await created.json()) as { data: { booking: { id: string } } }).data.booking.id;
  const desk = await (await browser.newContext({ storageState: await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true }) })).newPage();
  await desk.goto('/gym_owner');
  const paid = await desk.request.post('/api/payments.php?action=mark-paid', {
    headers: { authorization: `Bearer ${await tokenOf(desk)}`, 'idempotency-key': idempotencyKey() },
    data: { bookingId, deskMethod: 'upi' },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await desk.context().close();

  await page.goto('/member/view-bookings');
  const card = page.getByRole('article').filter({ hasText: 'Monthly Pass' }).first();
  await card.getByRole('button', { name: /^Upgrade Monthly Pass at / }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade your pass' });
  await dialog.getByRole('radio', { name: /Quarterly Plan/ }).check();
  await expect(dialog.getByText('Credit for unused days').first()).toBeVisible();
  await dialog.getByRole('radio', { name: /Pay at gym/ }).check();
  await shoot(page, 'upgrade');
  await dialog.getByRole('button', { name: /^Upgrade · pay ₹/ }).click();
  await expect(page.getByText('Pass upgraded. Pay the rest at the gym')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Quarterly Plan' }).first()).toBeVisible();
  await shoot(page, 'upgraded');
});
