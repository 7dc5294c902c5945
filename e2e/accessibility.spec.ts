import type { Browser, Page } from '@playwright/test';
import { seedGymId } from '../server/db/seed';
import { DEMO_ADMIN_MOBILE, DEMO_MANAGER_MOBILE, DEMO_MEMBER_MOBILE, DEMO_OWNER_MOBILE } from './env';
import { axeViolations, demoSessionState, expect, firstGymId, freshMobile, outboxCount, readOtp, test } from './fixtures';
import { routeTable, type Area, type RouteRow } from './route-table';

// Every route of the router (e2e/route-table.ts), signed out and signed in as each role, checked by axe-core with the
// WCAG 2.2 AA tags: no violation of any impact. Screens are checked with their data, and key dialogs and menus open.

const AREA_ROOT: Record<Area, string> = { public: '', member: '/member', gym_owner: '/gym_owner', admin: '/admin', trainer: '/trainer', staff: '/staff' };

/** The URL that opens a row's screen: parameters filled in, the not-found route as a path nobody has. */
function urlOf(row: RouteRow, params: Record<string, string>): string {
  if (row.pattern.endsWith('/*')) return `${AREA_ROOT[row.area]}/no-such-page`;
  return row.pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));
}

/** Opens the screen, waits for its heading and data, checks it, then checks again with its dialog or menu open. */
async function check(page: Page, url: string, row: RouteRow): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: row.heading }).first(), url).toBeVisible();
  await row.data?.(page);
  await page.waitForLoadState('networkidle');
  expect.soft(await axeViolations(page), `${url} at ${page.viewportSize()?.width} px`).toEqual([]);
  if (!row.open) return;
  await row.open(page);
  expect.soft(await axeViolations(page), `${url} with its dialog open`).toEqual([]);
}

/** Each screen at a desktop width, then at a phone's (other layouts: cards for tables, the folded menu, target sizes). */
async function checkArea(page: Page, area: Area, params: Record<string, string>): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    for (const row of routeTable.filter((r) => r.area === area)) await check(page, urlOf(row, params), row);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** At phone width the header's links fold into a menu: check it open. */
async function checkCompactMenu(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(url);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('button', { name: /close menu/i })).toBeVisible();
  expect.soft(await axeViolations(page), `${url} at 360 px with the menu open`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signedIn(browser: Browser, owner: boolean): Promise<Page> {
  const storageState = await demoSessionState(browser, { mobile: owner ? DEMO_OWNER_MOBILE : DEMO_MEMBER_MOBILE, owner });
  const context = await browser.newContext({ storageState });
  return context.newPage();
}

test('signed out: every public route, the gym profile and the not-found page', async ({ page }) => {
  test.setTimeout(240_000);
  await checkArea(page, 'public', { gymId: await firstGymId(page) });
  await checkCompactMenu(page, '/');
});

test('signed in as the member: every member route, and the public home and gym profile', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser, false);
  await checkArea(page, 'member', {});
  const home = routeTable.find((r) => r.pattern === '/')!;
  const gym = routeTable.find((r) => r.pattern === '/gym-profile/:gymId')!;
  await check(page, '/', home);
  await check(page, urlOf(gym, { gymId: await firstGymId(page) }), gym);
  await checkCompactMenu(page, '/member');
  await page.context().close();
});

test('signed in as the gym owner: every owner route, and the public home', async ({ browser }) => {
  test.setTimeout(360_000);
  const page = await signedIn(browser, true);
  // The seed's showcase gym has bookings, reviews and announcements; the choice is remembered for every screen.
  // The edit screen needs one of its announcements: the announcements screen links to each.
  await page.goto('/gym_owner/announcements');
  await page.getByRole('combobox', { name: 'Gym' }).selectOption(seedGymId(0));
  const edit = page.locator('a[href^="/gym_owner/create-announcements/"]').first();
  const id = decodeURIComponent((await edit.getAttribute('href'))!.split('/').at(-1)!);
  await checkArea(page, 'gym_owner', { id });
  await check(page, '/', routeTable.find((r) => r.pattern === '/')!);
  await checkCompactMenu(page, '/gym_owner');
  await page.context().close();
});

test('signed in as the demo gym manager: every staff route, at the showcase gym', async ({ browser }) => {
  test.setTimeout(300_000);
  const storageState = await demoSessionState(browser, { mobile: DEMO_MANAGER_MOBILE, owner: false, staff: true });
  const page = await (await browser.newContext({ storageState })).newPage();
  // The edit screen needs one of the gym's announcements: the announcements screen links to each.
  await page.goto('/staff/announcements');
  const edit = page.locator('a[href^="/staff/create-announcements/"]').first();
  const id = decodeURIComponent((await edit.getAttribute('href'))!.split('/').at(-1)!);
  await checkArea(page, 'staff', { id });
  await checkCompactMenu(page, '/staff');
  await page.context().close();
});

test('signed in as the platform admin: every admin route, a submission of the queue included', async ({ browser }) => {
  test.setTimeout(240_000);
  const storageState = await demoSessionState(browser, { mobile: DEMO_ADMIN_MOBILE, owner: false, admin: true });
  const page = await (await browser.newContext({ storageState })).newPage();
  // A submission of any state: the seed's approved ones, or a pending one another spec sent.
  await page.goto('/admin/verification?status=approved');
  const open = page.getByRole('link', { name: /^Open the submission of / }).first();
  const href = (await open.getAttribute('href'))!;
  const id = decodeURIComponent(href.split('?')[0]!.split('/').at(-1)!);
  const submission = routeTable.find((r) => r.pattern === '/admin/verification/:id')!;
  await checkArea(page, 'admin', { id });
  await page.setViewportSize({ width: 1280, height: 800 });
  await check(page, `/admin/verification/${encodeURIComponent(id)}?status=approved`, submission);
  await checkCompactMenu(page, '/admin');
  await page.context().close();
});

test('signed in as a trainer: the application form and the gym picker after the OTP', async ({ page }) => {
  // A trainer has no area of its own (spec §6): the signed-in screens are the steps of /trainer-registration.
  const row = routeTable.find((r) => r.pattern === '/trainer-registration')!;
  await check(page, '/trainer-registration', row);
  const mobile = freshMobile();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  const before = await outboxCount(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill(await readOtp(mobile, { after: before }));
  expect.soft(await axeViolations(page), 'trainer OTP step').toEqual([]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/^Verified:/)).toBeVisible();
  expect.soft(await axeViolations(page), 'trainer application form').toEqual([]);
  await page.getByLabel('Name').fill('Arjun Rao');
  await page.getByLabel('Experience (years)').fill('4');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Choose the gym you are applying to')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect.soft(await axeViolations(page), 'trainer gym picker').toEqual([]);
});
