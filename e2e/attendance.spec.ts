import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { seedGymId } from '../server/db/seed';
import { writeY4m } from './camera-feed';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_OWNER_MOBILE, E2E_BASE_URL } from './env';
import { demoSessionState, expect, signInNewMember, test } from './fixtures';

const WIDTHS = [360, 1280] as const;
/** The demo owner's first gym. */
const GYM_ID = seedGymId(0);
const FEED_DIR = join('test-results', 'camera');

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('user_profile_store') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');

/** A confirmed day pass for today at the demo gym, paid at the gym (booked through the API as the member). */
async function bookToday(page: Page): Promise<string> {
  const token = await tokenOf(page);
  const api = page.request;
  const slots = await api.get(`/api/bookings.php?action=slots&gymId=${GYM_ID}&date=${today()}`);
  const open = ((await slots.json()) as { data: { slotTime: string; available: number }[] }).data.find((s) => s.available > 0);
  if (!open) throw new Error('The demo gym has no open slot left today (run before its last slot ends)');
  const res = await api.post('/api/bookings.php?action=create', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { gymId: GYM_ID, passType: 'day', startDate: today(), slotTime: open.slotTime, paymentMethod: 'at_gym' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { booking: { code: string } } }).data.booking.code;
}

async function ownerPage(browser: Browser): Promise<Page> {
  const storageState = await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true });
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  return context.newPage();
}

async function chooseGym(page: Page): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Gym' });
  await expect(picker).toBeVisible();
  await picker.selectOption(GYM_ID);
}

/** A second Chromium whose camera plays `feed` (a Y4M file), signed in as the member of `from`. */
async function cameraContext(from: BrowserContext, feed: string | null, grant: boolean): Promise<{ browser: Browser; page: Page }> {
  const args = [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', ...(feed ? [`--use-file-for-fake-video-capture=${feed}`] : [])];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args });
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: await from.storageState(),
    permissions: grant ? ['camera'] : [],
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  return { browser, page: await context.newPage() };
}

/** What the owner's screen shows now, as the camera in front of it would film it. */
async function filmQr(owner: Page, name: string): Promise<string> {
  await mkdir(FEED_DIR, { recursive: true });
  const qr = owner.getByRole('img', { name: /Attendance QR code for/ });
  await expect(qr).toBeVisible();
  const file = join(FEED_DIR, `${name}.y4m`);
  await writeY4m(await qr.screenshot(), file);
  return file;
}

test.describe.configure({ mode: 'serial' });

test("a member checks in by filming the owner's QR screen; the desk types codes by hand", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const owner = await ownerPage(browser);
  await owner.goto('/gym_owner/attendance-qr');
  await chooseGym(owner);
  await expect(owner.getByText(/New code in \d+ seconds?/)).toBeVisible();
  const before = Number((await owner.getByText(/check-ins? today/).textContent())?.match(/\d+/)?.[0] ?? 0);
  await shoot(owner, 'attendance-qr');

  await signInNewMember(page);
  const code = await bookToday(page);
  const feed = await filmQr(owner, 'gym-qr');

  const camera = await cameraContext(page.context(), feed, true);
  try {
    const member = camera.page;
    await member.goto('/member/scan-for-attendance');
    await expect(member.getByText('Attendance marked successfully')).toBeVisible({ timeout: 30_000 });
    await expect(member.getByText(/checked in at Iron Temple|checked in at/)).toBeVisible();
    await shoot(member, 'scan-member-success');
    // The camera is released with a result on screen; Scan Another reads the same code again: too soon.
    await member.getByRole('button', { name: 'Scan Another' }).click();
    await expect(member.getByText('Failed to mark attendance')).toBeVisible({ timeout: 30_000 });
    await expect(member.getByText(/Already checked in less than 2 minutes ago/)).toBeVisible();
    await shoot(member, 'scan-member-too-soon');
  } finally {
    await camera.browser.close();
  }
  await expect(owner.getByText(new RegExp(`^${before + 1} check-ins? today$`))).toBeVisible({ timeout: 40_000 });

  // The member's report shows the visit; the date filters say what is wrong in the spec's words.
  await page.goto('/member/attendance-report');
  const row = page.getByRole('row').filter({ hasText: 'Fitzone Gym & Spa' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Checked in')).toBeVisible();
  await shoot(page, 'attendance-report-member');
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 86_400_000));
  await page.getByLabel('End date').fill(tomorrow);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('End date cannot be in the future.')).toBeVisible();
  await page.getByLabel('Start date').fill(today());
  await page.getByLabel('End date').fill('2026-01-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Start date must be before or equal to end date.')).toBeVisible();
  await shoot(page, 'attendance-report-member-errors');

  // The owner's report lists the member; the CSV of the range opens as UTF-8 with a header row.
  const report = await ownerPage(browser);
  await report.goto('/gym_owner/attendance-report');
  await chooseGym(report);
  await report.getByLabel('Start date').fill(today());
  await report.getByLabel('End date').fill(today());
  await report.getByRole('button', { name: 'Apply' }).click();
  await expect(report.getByRole('row').filter({ hasText: 'Checked in' }).first()).toBeVisible();
  await shoot(report, 'attendance-report-owner');
  const download = report.waitForEvent('download');
  await report.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.startsWith('\uFEFFID,Gym,Member,Date,Check In,Check Out,Status')).toBe(true);
  expect(csv).toContain(`Fitzone Gym & Spa`);
  expect(csv).toContain(today());

  // The desk has no camera here: it says so and takes the typed booking code.
  const desk = await ownerPage(browser);
  await desk.goto('/gym_owner/scan-qr');
  await chooseGym(desk);
  await expect(desk.getByText(/Unable to access camera|Camera permission denied/)).toBeVisible({ timeout: 30_000 });
  await shoot(desk, 'scan-owner-no-camera');
  await desk.getByLabel('Booking code').fill(code.toLowerCase());
  await desk.getByRole('button', { name: 'Check in' }).click();
  await expect(desk.getByText('Failed to mark attendance')).toBeVisible();
  await expect(desk.getByText(/Already checked in less than 2 minutes ago/)).toBeVisible();
  await desk.getByLabel('Booking code').fill('NOSUCHCODE');
  await desk.getByRole('button', { name: 'Check in' }).click();
  await expect(desk.getByText('Booking not found')).toBeVisible();
  await shoot(desk, 'scan-owner-failed');
});

test('a member who denies the camera sees why and how to check in at the desk', async ({ page }) => {
  await signInNewMember(page);
  const camera = await cameraContext(page.context(), null, false);
  try {
    await camera.page.goto('/member/scan-for-attendance');
    await expect(camera.page.getByText('Camera permission denied. Please enable it in your browser settings.')).toBeVisible({ timeout: 30_000 });
    await expect(camera.page.getByText(/Show your booking code at the desk/)).toBeVisible();
    await shoot(camera.page, 'scan-member-denied');
  } finally {
    await camera.browser.close();
  }
});
