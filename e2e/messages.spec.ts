import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seedGymId } from '../server/db/seed';
import { DEMO_OWNER_MOBILE } from './env';
import { bookTodayAt, expect, outboxLines, signIn, signInNewMember, test, uniqueWord } from './fixtures';

/** The demo owner's first gym. */
const GYM_ID = seedGymId(0);
const SHOTS = 'test-results/screens';

async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a booking’s confirmation reaches the member by SMS and in the app, and the owner’s delivery log lists it as sent', async ({ browser, page }) => {
  test.setTimeout(120_000);
  // Names take letters only: the run's time, spelt in letters, tells this member from earlier runs'.
  const lastName = `Log${uniqueWord().slice(0, 6)}`;
  const mobile = await signInNewMember(page, undefined, { firstName: 'Meera', lastName });
  const code = await bookTodayAt(page, GYM_ID);

  // The worker sends it within a tick: one SMS line of kind booking_confirmed, with the booking code.
  await expect.poll(async () => (await outboxLines(mobile, 'booking_confirmed')).length, { timeout: 45_000 }).toBe(1);
  expect((await outboxLines(mobile, 'booking_confirmed'))[0]!.text).toContain(code);

  // The member's bell counts it (the header polls every minute: a reload asks at once).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await shoot(page, 'member-bell');
  // The bell opens the list: the confirmation (and its payment, if any) with its booking code.
  await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('main').getByText(code).first()).toBeVisible();
  await shoot(page, 'member-notifications');

  // The demo owner, in a browser of their own, opens the log of that gym.
  const context = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const owner = await context.newPage();
  await signIn(owner, { mobile: DEMO_OWNER_MOBILE, owner: true });
  await expect(owner).toHaveURL(/\/gym_owner(\/|$)/);
  await owner.getByRole('link', { name: 'Messages' }).filter({ visible: true }).first().click();
  await expect(owner).toHaveURL(/\/gym_owner\/messages$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const picker = owner.getByRole('combobox', { name: 'Gym' });
  if (await picker.isVisible()) await picker.selectOption(GYM_ID);

  const name = `Meera ${lastName}`;
  await owner.getByRole('combobox', { name: 'Kind of message' }).selectOption('booking_confirmed');
  await owner.getByRole('button', { name: `Only this member: ${name}` }).first().click();
  await expect(owner.getByText(`Showing messages to ${name}`)).toBeVisible();
  const sms = owner.getByRole('article', { name: `${name}, Booking confirmed, Sent` }).filter({ hasText: 'SMS' });
  await expect(sms).toHaveCount(1);
  await expect(sms).toContainText(/\+91 \d{5} \d{5}/);
  // The log says how many parts the SMS took (a ₹ makes it Unicode: 70 characters a part, 67 when split).
  await expect(sms).toContainText(/SMS · \d+ parts? · sent \d{1,2} \w+ \d{4}/);

  // Back to every member and kind for the pictures: a fuller page.
  await owner.getByRole('button', { name: 'Clear filters' }).click();
  await expect(owner.getByRole('article').first()).toBeVisible();
  await shoot(owner, 'owner-messages');
  await context.close();
});
