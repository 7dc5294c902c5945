// Issue 39's story: a member turns "Renew automatically" on for a paid monthly pass and authorises the mandate (the
// test gateway); the suite's clock moves to the notice (≥ 48 hours before the debit), then past 00:00 of the pass's
// last day in India; the member sees the next pass in My bookings, paid, with its receipt.
import type { Page } from '@playwright/test';
import { addDays } from '@contract/calendar';
import { seedGymId } from '../server/db/seed';
import { moveSuiteClock, suiteNow } from './clock';
import { DEMO_OWNER_MOBILE } from './env';
import { demoSessionState, expect, idempotencyKey, outboxLines, signInNewMember, test, todayInIndia } from './fixtures';

const OPEN_24 = seedGymId(0);

async function shoot(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `.tmp/screens/auto-renew/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The same person in a new browser context on the suite's clock as it reads now. */
async function freshPage(from: Page): Promise<Page> {
  const context = await from.context().browser()!.newContext({ storageState: await from.context().storageState(), locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  return context.newPage();
}

const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user_profile_store') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
/** `time` on `date` in India (always UTC+05:30). */
const indiaInstant = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
/** Moves the suite's clock to `at` in steps of at most 20 days: a browser clock cannot fast-forward 2^31 ms at once. */
async function moveTo(at: Date): Promise<void> {
  const STEP = 20 * 24 * 3_600_000;
  for (let left = at.getTime() - suiteNow().getTime(); left > 0; left = at.getTime() - suiteNow().getTime()) await moveSuiteClock(Math.min(left, STEP));
}

test('a member’s monthly pass renews itself: on, noticed, debited, and the next pass shows with its receipt', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const mobile = await signInNewMember(page);
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
  const pass = ((await created.json()) as { data: { booking: { id: string; code: string; endDate: string } } }).data.booking;
  const desk = await (await browser.newContext({ storageState: await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true }) })).newPage();
  await desk.goto('/gym_owner');
  const paid = await desk.request.post('/api/payments.php?action=mark-paid', {
    headers: { authorization: `Bearer ${await tokenOf(desk)}`, 'idempotency-key': idempotencyKey() },
    data: { bookingId: pass.id, deskMethod: 'upi' },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  // On, from the pass's card: the mandate is authorised on the test gateway's screen.
  await page.goto('/member/view-bookings');
  const card = page.getByRole('article').filter({ hasText: pass.code });
  await card.getByRole('button', { name: /^Renew Monthly Pass at .+ automatically$/ }).click();
  await expect(card.getByText(/up to ₹15,000 a debit/)).toBeVisible();
  await card.getByRole('button', { name: 'Authorise', exact: true }).click();
  await expect(card.getByText(/^Renews automatically: next debit on/)).toBeVisible();
  await shoot(page, 'toggle');

  // The notice: 10:00 in India three days before the last day, at least 48 hours before the debit.
  await moveTo(new Date(indiaInstant(addDays(pass.endDate, -3), '10:00').getTime() + 60_000));
  await expect.poll(async () => (await outboxLines(mobile, 'renewal_notice')).length, { timeout: 60_000 }).toBe(1);
  const notice = (await outboxLines(mobile, 'renewal_notice'))[0]!.text;
  expect(notice).toContain(pass.code);
  const skipLink = /(https?:\/\/\S+action=skip)/.exec(notice)![1]!;
  // The skip link lands on a screen that asks first; it is looked at, not confirmed.
  // A page opened before a jump of weeks keeps its timers on the old time: the member looks again in a fresh one.
  const member = await freshPage(page);
  await member.goto(new URL(skipLink).pathname + new URL(skipLink).search);
  await expect(member.getByRole('button', { name: 'Skip this renewal' })).toBeVisible();
  await shoot(member, 'skip-screen');

  // The owner's members screen lists the renewal and its coming debit.
  const owner = await freshPage(desk);
  await owner.goto('/gym_owner/members-management');
  await owner.getByRole('combobox', { name: 'Gym', exact: true }).selectOption(OPEN_24);
  const renewals = owner.getByRole('list', { name: 'Automatic renewals' });
  await expect(renewals.getByRole('listitem').filter({ hasText: 'Monthly Pass' }).first()).toBeVisible({ timeout: 15_000 });
  await expect(owner.getByText(/Due in the next 30 days: ₹[1-9]/)).toBeVisible();
  await shoot(owner, 'owner-renewals');
  await owner.context().close();
  await desk.context().close();

  // Past 00:00 of the last day in India: debited once, the member told with the receipt link.
  await moveTo(new Date(indiaInstant(pass.endDate, '00:00').getTime() + 5 * 60_000));
  await expect.poll(async () => (await outboxLines(mobile, 'payment_received')).filter((l) => l.text.includes('receipt=')).length, { timeout: 60_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await outboxLines(mobile, 'payment_received')).length, { timeout: 5_000 }).toBeGreaterThan(0);

  // My bookings: the next pass from the day after, paid, renewing in its turn; its receipt in Payments.
  const later = await freshPage(member);
  await later.goto('/member/view-bookings');
  const next = later.getByRole('article').filter({ hasText: /Renews automatically: next debit on/ }).first();
  await expect(next).toBeVisible({ timeout: 15_000 });
  await expect(next).toContainText('Monthly Pass');
  await expect(next).toContainText('Paid');
  await later.goto('/member/payments-history');
  await expect(later.getByText(/2026-27\/|2027-28\/|\d{4}-\d{2}\/\d{6}/).first()).toBeVisible({ timeout: 15_000 });
  expect((await outboxLines(mobile, 'renewal_notice')).length).toBe(1);
});
