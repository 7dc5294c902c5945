import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seedGymId } from '../server/db/seed';
import { writeY4m } from './camera-feed';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_OWNER_MOBILE, E2E_BASE_URL } from './env';
import { indiaDay, joinSuiteClock } from './clock';
import { bookTodayAt, demoSessionState, expect, signInNewMember, test, todayInIndia } from './fixtures';

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

const today = todayInIndia;

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

/** A second Chromium whose camera plays `feed` (a Y4M file), signed in as the account of `from`, on the suite's clock. */
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
  // Its own Chromium (a camera flag per feed) is outside the fixtures' browser: it joins the suite's clock here.
  await joinSuiteClock(context);
  return { browser, page: await context.newPage() };
}

/** What `shown` looks like on screen now, as a camera held in front of it would film it. */
async function film(shown: Locator, name: string, side?: number): Promise<string> {
  await mkdir(FEED_DIR, { recursive: true });
  await expect(shown).toBeVisible();
  const file = join(FEED_DIR, `${name}.y4m`);
  await writeY4m(await shown.screenshot(), file, { side });
  return file;
}

/** A camera that sees nothing to read: the scanner stays on "scanning". */
async function blankFeed(): Promise<string> {
  await mkdir(FEED_DIR, { recursive: true });
  const file = join(FEED_DIR, 'blank.y4m');
  await writeY4m(await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).png().toBuffer(), file);
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
  const code = await bookTodayAt(page, GYM_ID);
  const feed = await film(owner.getByRole('img', { name: /Attendance QR code for/ }), 'gym-qr');

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
  await page.getByLabel('End date').fill(indiaDay(1));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('End date cannot be in the future.')).toBeVisible();
  await page.getByLabel('Start date').fill(today());
  await page.getByLabel('End date').fill(indiaDay(-1));
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

test("the desk's camera reads a member's booking barcode and checks them in; the owner's report and the search results show it", async ({ browser, page }) => {
  test.setTimeout(240_000);
  await signInNewMember(page, undefined, { firstName: 'Kabir', lastName: 'Mehta' });
  const code = await bookTodayAt(page, GYM_ID);
  // The barcode as the member's phone shows it on their bookings, filmed by the desk's camera.
  await page.goto('/member/view-bookings');
  // Wide, so each bar stays about 3 camera pixels: the desk's box is 90% of the frame's width.
  const feed = await film(page.getByRole('img', { name: `Barcode of booking ${code}` }), 'booking-barcode', 440);

  // The desk works on the demo gym; the camera browsers take that choice with the owner's storage.
  const owner = await ownerPage(browser);
  await owner.goto('/gym_owner/attendance-report');
  await chooseGym(owner);

  // The screens before a read, for looking at: the camera being asked for, then a camera that sees nothing yet.
  const blank = await cameraContext(owner.context(), await blankFeed(), true);
  try {
    const asking = await blank.page.context().newPage();
    await asking.addInitScript(() => void (navigator.mediaDevices.getUserMedia = () => new Promise(() => undefined)));
    await asking.goto('/gym_owner/scan-qr');
    await expect(asking.getByText('Requesting camera...')).toBeVisible({ timeout: 30_000 });
    await shoot(asking, 'scan-owner-requesting');
    await blank.page.goto('/gym_owner/scan-qr');
    await expect(blank.page.getByText("Point the camera at the member's booking barcode.")).toBeVisible({ timeout: 30_000 });
    await shoot(blank.page, 'scan-owner-scanning');
    // The box held for the camera is the video's size: the status line stays where it was (a 640×480 camera here).
    const top = async (line: Locator) => (await line.boundingBox())!.y;
    expect(Math.abs((await top(asking.getByText('Requesting camera...'))) - (await top(blank.page.getByText("Point the camera at the member's booking barcode."))))).toBeLessThanOrEqual(2);
  } finally {
    await blank.browser.close();
  }

  const camera = await cameraContext(owner.context(), feed, true);
  try {
    const desk = camera.page;
    // The check-in call waits until the "marking" screen has been photographed.
    let letThrough = () => undefined as void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    const sent: unknown[] = [];
    await desk.route(
      (url) => url.pathname === '/api/attendance.php' && url.searchParams.get('action') === 'check-in',
      async (route) => {
        sent.push(route.request().postDataJSON());
        await held;
        await route.continue();
      },
    );
    await desk.goto('/gym_owner/scan-qr');
    await expect(desk.getByText('Marking attendance...')).toBeVisible({ timeout: 40_000 });
    await shoot(desk, 'scan-owner-marking');
    letThrough();
    await expect(desk.getByText('Attendance marked successfully')).toBeVisible();
    await expect(desk.getByText(/^Kabir Mehta checked in at Fitzone Gym & Spa at \d{1,2}:\d{2} [ap]m\.$/i)).toBeVisible();
    expect(sent).toEqual([{ gymId: GYM_ID, bookingCode: code }]);
    await shoot(desk, 'scan-owner-success');
  } finally {
    await camera.browser.close();
  }

  await owner.goto('/gym_owner/attendance-report');
  await owner.getByLabel('Start date').fill(today());
  await owner.getByLabel('End date').fill(today());
  await owner.getByRole('button', { name: 'Apply' }).click();
  const row = owner.getByRole('row').filter({ hasText: 'Kabir Mehta' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Checked in')).toBeVisible();
  await expect(row.getByRole('cell', { name: today() })).toBeVisible();

  // Search results say how busy the gym is now, from these open check-ins, with the time measured.
  const busy = await page.request.get(`/api/attendance.php?action=busy-list&gymIds=${GYM_ID}`);
  expect(((await busy.json()) as { data: { items: { openCheckIns: number }[] } }).data.items[0]!.openCheckIns).toBeGreaterThanOrEqual(1);
  const gym = ((await (await page.request.get(`/api/gyms.php?action=get&id=${GYM_ID}`)).json()) as { data: { name: string; area: string } }).data;
  const visitor = await browser.newPage({ baseURL: E2E_BASE_URL });
  await visitor.goto(`/view-all-gyms?${new URLSearchParams({ q: `${gym.name} ${gym.area}` })}`);
  const card = visitor.getByRole('article').filter({ has: visitor.locator(`a[href="/gym-profile/${GYM_ID}"]`) });
  await expect(card.locator('[data-busy]')).toHaveText(/^(Quiet|Moderate|Busy) now\s*as of \d{1,2}:\d{2}\s?[ap]m$/i);
  await shoot(visitor, 'search-busy');
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
