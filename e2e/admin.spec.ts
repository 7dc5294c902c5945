import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { PAGE_SIZES } from '@contract/constants';
import { seedGymId } from '../server/db/seed';
import { validGymBody } from '../tests/utils/owner-gym-bodies';
import { DEMO_ADMIN_MOBILE, DEMO_OWNER_MOBILE } from './env';
import { demoSessionState, expect, signInNewMember, test, uniqueWord } from './fixtures';

// Issue 25 end to end: an owner's documents → the admin's approval → the badge; a member's report → the admin hides
// the review → it leaves the profile. Screenshots of the admin screens at both widths land in .tmp/screens/admin/.

const SCREENS = '.tmp/screens/admin';

async function signedIn(browser: Browser, role: 'owner' | 'admin'): Promise<Page> {
  const storageState =
    role === 'admin'
      ? await demoSessionState(browser, { mobile: DEMO_ADMIN_MOBILE, owner: false, admin: true })
      : await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true });
  return (await browser.newContext({ storageState })).newPage();
}

const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user_profile_store') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');

/** The page at 360 px and at 1280 px, once its heading shows. */
async function screenshots(page: Page, name: string, heading: string | RegExp): Promise<void> {
  await mkdir(SCREENS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A photo of a gym's front with its name board, as a phone would take it (a PNG: the server checks the bytes). */
function frontPhoto(name: string): Promise<Buffer> {
  const board = `<svg width="900" height="560" xmlns="http://www.w3.org/2000/svg"><rect width="900" height="560" fill="#78716c"/><rect x="120" y="60" width="660" height="120" fill="#111827"/><text x="450" y="140" font-size="54" font-family="sans-serif" fill="#facc15" text-anchor="middle">${name.toUpperCase().slice(0, 22)}</text><rect x="330" y="260" width="240" height="300" fill="#1f2937"/></svg>`;
  return sharp(Buffer.from(board)).png().toBuffer();
}

const certificate = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

test('an owner sends documents, the admin approves, and the Verified badge shows on the card and the profile', async ({ browser }) => {
  test.setTimeout(240_000);
  const owner = await signedIn(browser, 'owner');
  await owner.goto('/gym_owner');
  // A gym of its own, so the run never depends on which demo gyms the seed verified.
  const name = `Forge Verify ${uniqueWord().slice(0, 5)}`;
  const created = await owner.request.post('/api/gyms.php?action=create', {
    headers: { authorization: `Bearer ${await tokenOf(owner)}` },
    data: validGymBody({ name }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const gymId = ((await created.json()) as { data: { id: string } }).data.id;

  await owner.goto('/gym_owner/gym-profile');
  await owner.getByRole('combobox', { name: 'Gym', exact: true }).selectOption(gymId);
  await expect(owner.getByText(/^Not verified yet/)).toBeVisible();
  await owner.getByLabel('The registration document').setInputFiles({ name: 'gst-certificate.pdf', mimeType: 'application/pdf', buffer: certificate });
  await owner.getByLabel('Photo of the gym front').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await frontPhoto(name) });
  await owner.getByRole('textbox', { name: 'GSTIN (optional)' }).fill('27AAPFU0939F1ZV');
  await owner.getByRole('button', { name: 'Send for verification' }).click();
  await expect(owner.getByText(/^Waiting for the platform team since/)).toBeVisible();
  await owner.context().close();

  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin');
  // The admin area's code loads on its first visit: on a busy CI machine that has taken more than the default 10 s.
  await expect(admin.getByRole('heading', { level: 1, name: 'Platform view' })).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByText('Gross booking value').first()).toBeVisible();
  await screenshots(admin, 'platform-view', 'Platform view');
  await admin.goto('/admin/verification');
  await screenshots(admin, 'queue', 'Gym verification');
  await admin.getByRole('link', { name: `Open the submission of ${name}` }).click();
  await expect(admin.getByRole('img', { name: 'Photo of the gym front' })).toBeVisible();
  await expect(admin.getByRole('link', { name: /^Open the PDF/ })).toBeVisible();
  await screenshots(admin, 'submission', name);
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin.getByRole('dialog', { name: `Approve ${name}?` }).getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Gym verified')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/verification$/);
  await admin.goto('/admin/audit');
  await expect(admin.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await screenshots(admin, 'audit', 'Audit log');
  await admin.context().close();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/view-all-gyms?q=${encodeURIComponent(name)}`);
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name }) });
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await visitor.goto(`/gym-profile/${gymId}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.locator('header', { has: visitor.getByRole('heading', { level: 1, name }) }).getByText('Verified', { exact: true })).toBeVisible();
  await visitor.context().close();
});

test('a member reports a review, the admin hides it, and the profile no longer shows it', async ({ browser, page }) => {
  test.setTimeout(240_000);
  // A review whose text is unique on the first page of a seeded gym's reviews, so "gone" means this one.
  const gymId = seedGymId(2);
  const list = await page.request.get(`/api/reviews.php?action=list&gymId=${gymId}&page=1&pageSize=${PAGE_SIZES[0]}`);
  const reviews = ((await list.json()) as { data: { reviews: { items: { id: string; text: string; authorName: string }[] } } }).data.reviews.items;
  const review = reviews.find((r) => r.text.length > 0 && reviews.filter((o) => o.text === r.text).length === 1);
  expect(review, `gym ${gymId} has a review with a unique text`).toBeDefined();

  await signInNewMember(page);
  await page.goto(`/gym-profile/${gymId}`);
  const item = page.getByRole('article').filter({ hasText: review!.text });
  await item.getByRole('button', { name: `Report the review by ${review!.authorName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Abusive or harassing' });
  await dialog.getByRole('textbox', { name: 'Note for the team (optional)' }).fill('Names a staff member and insults them');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thanks: the platform team will look at it')).toBeVisible();

  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/reports');
  await expect(admin.getByRole('heading', { level: 1, name: 'Reported content' })).toBeVisible({ timeout: 30_000 });
  const reported = admin.getByRole('main').getByRole('listitem').filter({ hasText: review!.text });
  await expect(reported).toBeVisible();
  await screenshots(admin, 'reports', 'Reported content');
  await reported.getByRole('button', { name: 'Hide' }).click();
  const hide = admin.getByRole('dialog', { name: 'Hide this review?' });
  await hide.getByRole('textbox', { name: 'Reason' }).fill('Insults a named member of staff');
  await hide.getByRole('button', { name: 'Hide' }).click();
  await expect(admin.getByText('Hidden from the gym’s profile')).toBeVisible();
  await admin.context().close();

  await page.goto(`/gym-profile/${gymId}`);
  await expect(page.getByText(/Based on \d+ reviews?/).first()).toBeVisible();
  await expect(page.getByText(review!.text, { exact: true })).toHaveCount(0);
});
