import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { normaliseMobile } from '@contract/common';
import { seedGymId } from '../server/db/seed';
import { DEMO_OWNER_MOBILE, E2E_PORT } from './env';
import { startFaketimeServer, type FaketimeServer } from './faketime-server';
import { indiaDay } from './clock';
import { completeProfile, expect, freshMobile, idempotencyKey, loginLocators, pickOpenDay, profileFor, requestOtp, test } from './fixtures';

// Issue 22: a booking's reminders arrive once per lead as the clock passes their time, and not after the slot began.
// The run's server cannot move its clock: this spec starts one of its own under libfaketime (e2e/faketime-server.ts)
// and the page talks to that one. It starts on the suite's clock; only the server's clock moves, the browser's stays on the suite's.

/** The demo owner's first gym: open 24 hours with hourly slots, no weekly off, in Asia/Kolkata. */
const GYM_ID = seedGymId(0);
const PORT = E2E_PORT + 7;
const HOUR = 3_600_000;

let server: FaketimeServer;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startFaketimeServer({ port: PORT });
});

test.afterAll(async () => {
  await server?.stop();
});


/** The instant `date` `time` in India (always UTC+05:30). */
const indiaInstant = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

type OutboxLine = { mobile: string; text: string; kind?: string };

/** The faketime server's SMS lines of one kind to one number naming `code`. */
async function smsLines(mobile: string, kind: string, code?: string): Promise<OutboxLine[]> {
  const raw = await readFile(server.outboxFile, 'utf8').catch(() => '');
  return raw
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((line) => line.mobile === normaliseMobile(mobile) && line.kind === kind && (!code || line.text.includes(code)));
}

/** The sign-in of fixtures.ts, with the code read from this server's outbox. */
async function signInHere(page: Page, mobile: string, owner = false): Promise<void> {
  await requestOtp(page, { mobile, owner });
  let otp = '';
  await expect
    .poll(async () => (otp = /(?<!\d)\d{6}(?!\d)/.exec((await smsLines(mobile, 'sign_in_code')).at(-1)?.text ?? '')?.[0] ?? ''), { timeout: 15_000 })
    .not.toBe('');
  await loginLocators(page).otp.fill(otp);
}

async function signInNewMember(page: Page): Promise<string> {
  const mobile = freshMobile();
  await signInHere(page, mobile);
  await completeProfile(page, profileFor(mobile));
  await expect(page).toHaveURL(/\/member(\/|$)/);
  return mobile;
}

/** The member's bell list: the reminders naming `code` (a reload asks the server at once). */
async function bellReminders(page: Page, code: string) {
  await page.goto('/member/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^Reminder/ }) }).filter({ hasText: code });
}

test('a booking’s reminders reach the member once per lead as the server’s clock passes them, and none once the slot has begun', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const mobile = await signInNewMember(page);

  // The day after tomorrow in India at 12:00, booked on the page: REMINDER_LEADS 24h,2h fall at 12:00 the day
  // before and 10:00 that day, outside the quiet hours (21:00-08:00), and both are still ahead.
  const day = indiaDay(2);
  await page.goto(`/member/gym-bookings?gymId=${GYM_ID}&pass=day`);
  await expect(page.getByRole('radio', { name: /Day Pass/ })).toBeChecked({ timeout: 15_000 });
  await pickOpenDay(page.getByRole('group', { name: 'Start date' }), 2);
  const slot = page.locator('[name="slot"][value="12:00"]');
  await slot.click();
  await expect(slot).toBeChecked();
  await page.getByRole('radio', { name: /Pay at gym/ }).click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed successfully!' })).toBeVisible();
  const code = (await page.getByRole('img', { name: /Barcode of booking/ }).first().getAttribute('data-code'))!;
  expect(code).toMatch(/^GK/);
  await expect.poll(async () => (await smsLines(mobile, 'booking_confirmed', code)).length, { timeout: 45_000 }).toBe(1);

  // A second booking a day later at 12:00 (through the API, as the page's member): its reminders will be overtaken.
  const later = indiaDay(3);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user_profile_store') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
  const res = await page.request.post('/api/bookings.php?action=create', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey() },
    data: { gymId: GYM_ID, passType: 'day', startDate: later, slotTime: '12:00', paymentMethod: 'at_gym' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const laterCode = ((await res.json()) as { data: { booking: { code: string } } }).data.booking.code;
  // The page really booked the day the test counts on.
  const mine = await page.request.get('/api/bookings.php?action=mine', { headers: { authorization: `Bearer ${token}` } });
  expect(JSON.stringify(await mine.json())).toContain(`"startDate":"${day}"`);

  // Nothing is due yet.
  expect(await smsLines(mobile, 'booking_reminder')).toHaveLength(0);

  // A minute past the 24-hour lead: that reminder, once, by SMS and in the bell.
  server.setNow(new Date(indiaInstant(day, '12:00').getTime() - 24 * HOUR + 60_000));
  await expect.poll(async () => (await smsLines(mobile, 'booking_reminder', code)).length, { timeout: 60_000 }).toBe(1);
  expect((await smsLines(mobile, 'booking_reminder', code))[0]!.text).toContain('Gymkhana reminder');
  await expect(await bellReminders(page, code)).toHaveCount(1);

  // A minute past the 2-hour lead: the second reminder; the first is not sent again.
  server.setNow(new Date(indiaInstant(day, '12:00').getTime() - 2 * HOUR + 60_000));
  await expect.poll(async () => (await smsLines(mobile, 'booking_reminder', code)).length, { timeout: 60_000 }).toBe(2);
  await expect(await bellReminders(page, code)).toHaveCount(2);
  // The later booking's first reminder falls at 12:00 today: not yet.
  expect(await smsLines(mobile, 'booking_reminder', laterCode)).toHaveLength(0);

  // Past the later booking's slot start: both its reminders fell due meanwhile, but its slot has begun, so neither goes.
  server.setNow(new Date(indiaInstant(later, '12:00').getTime() + 5 * 60_000));

  // The demo owner's delivery log, in a browser of their own on this server, shows the worker's verdicts.
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const owner = await context.newPage();
  await signInHere(owner, DEMO_OWNER_MOBILE, true);
  await expect(owner).toHaveURL(/\/gym_owner(\/|$)/);
  const { firstName, lastName } = profileFor(mobile);
  const reminders = (status: string) => owner.getByRole('article', { name: `${firstName} ${lastName}, Reminder, ${status}` }).filter({ hasText: 'SMS' });
  // The log's filters live in the page: each look opens it afresh, with the gym, the kind and the member chosen again.
  await expect(async () => {
    await owner.goto('/gym_owner/messages');
    await expect(owner.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    // The demo owner has several gyms: the log shows one at a time.
    await owner.getByRole('combobox', { name: 'Gym' }).selectOption(GYM_ID);
    await owner.getByRole('combobox', { name: 'Kind of message' }).selectOption('booking_reminder');
    await owner.getByRole('button', { name: `Only this member: ${firstName} ${lastName}` }).first().click({ timeout: 5_000 });
    await expect(owner.getByText(`Showing messages to ${firstName} ${lastName}`)).toBeVisible();
    await expect(reminders('Not sent').filter({ hasText: 'the slot had started' })).toHaveCount(2, { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  await expect(reminders('Sent')).toHaveCount(2);
  await context.close();

  // Still one line per lead for the first booking, none for the overtaken one, and the bell agrees.
  expect(await smsLines(mobile, 'booking_reminder', laterCode)).toHaveLength(0);
  expect(await smsLines(mobile, 'booking_reminder', code)).toHaveLength(2);
  expect(await smsLines(mobile, 'booking_reminder')).toHaveLength(2);
  await expect(await bellReminders(page, laterCode)).toHaveCount(0);
  await expect(await bellReminders(page, code)).toHaveCount(2);
});
