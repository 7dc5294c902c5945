import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { OTP_RESEND_SECONDS } from '@contract/accounts/auth';
import { normaliseMobile } from '@contract/common';
import { indiaDay, joinSuiteClock, moveSuiteClock, suiteNow } from './clock';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_OUTBOX_FILE } from './env';

export { expect };

/** One SMS as the server's file provider writes it: a JSON line {mobile, text, at}. */
type OutboxEntry = { mobile: string; text: string; at: string; id?: string; kind?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The SMS outbox lines of one kind to one number (older lines carry no kind: they are sign-in codes). */
export async function outboxLines(mobile: string, kind: string): Promise<OutboxEntry[]> {
  const wanted = normaliseMobile(mobile);
  const raw = await readFile(E2E_OUTBOX_FILE, 'utf8').catch(() => '');
  return raw
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.mobile === wanted && (entry.kind ?? 'sign_in_code') === kind);
}

// Booking messages share the outbox: only sign-in codes count here.
const outboxFor = (mobile: string) => outboxLines(mobile, 'sign_in_code');

/** How many codes this number has been sent so far; pass it to readOtp to wait for the next one. */
export async function outboxCount(mobile: string): Promise<number> {
  return (await outboxFor(mobile)).length;
}

/** The 6-digit code of the newest SMS to `mobile`, once more than `after` have arrived (looked for every 200 ms). */
export async function readOtp(mobile: string, { after = 0, timeoutMs = 15_000 } = {}): Promise<string> {
  for (let tries = Math.ceil(timeoutMs / 200); tries > 0; tries--) {
    const entries = await outboxFor(mobile);
    const code = entries.length > after ? /(?<!\d)\d{6}(?!\d)/.exec(entries.at(-1)!.text)?.[0] : undefined;
    if (code) return code;
    await sleep(200);
  }
  throw new Error(`No OTP for ${normaliseMobile(mobile)} in ${E2E_OUTBOX_FILE} after ${timeoutMs} ms`);
}

// The server refuses a resend within OTP_RESEND_SECONDS; the demo owner signs in more than once per run: the suite's
// clock moves past the window instead of the test waiting for it.
export async function waitForResendWindow(mobile: string): Promise<void> {
  const last = (await outboxFor(mobile)).at(-1);
  if (last) await moveSuiteClock(Date.parse(last.at) + (OTP_RESEND_SECONDS + 1) * 1000 - suiteNow().getTime());
}

/** The id of the first gym the public search lists (one of the demo seed's). */
export async function firstGymId(page: Page): Promise<string> {
  const response = await page.request.get('/api/gyms.php?action=search&pageSize=1');
  const body = (await response.json()) as { data: { items: { id: string }[] } };
  return body.data.items[0]!.id;
}

/** A key no other request of the run has used (the server replays an answer to a key it has seen). */
export const idempotencyKey = (): string => `e2e-${randomUUID()}`;

/** A short word of lowercase letters no other test of the run has used, for names and titles a test looks for. */
export const uniqueWord = (): string => [...randomUUID().replace(/-/g, '').slice(0, 8)].map((c) => 'abcdefghijklmnop'[parseInt(c, 16)]).join('');

/** A fresh member number per test: 10 digits starting 6-9, as the spec's mobile rule wants. */
export function freshMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export function loginLocators(page: Page) {
  return {
    mobile: page.getByRole('textbox', { name: /mobile/i }),
    owner: page.getByRole('checkbox', { name: /i am a gym owner/i }),
    terms: page.getByRole('checkbox', { name: /terms/i }),
    privacy: page.getByRole('checkbox', { name: /privacy/i }),
    sendOtp: page.getByRole('button', { name: 'Send OTP' }),
    otp: page.getByRole('textbox', { name: /otp/i }),
    verify: page.getByRole('button', { name: 'Verify & Sign In' }),
    completeProfile: page.getByRole('heading', { name: 'Complete Your Profile' }),
  };
}

export type SignInOptions = {
  mobile: string;
  owner?: boolean;
  /** the platform team's sign-in: the login page asks for an admin session when it is on its way to /admin */
  admin?: boolean;
  /** a gym's staff sign-in (issue 38): the invitation's link, /user-login?as=staff */
  staff?: boolean;
  /** false when a guard has already brought the page to /user-login */
  navigate?: boolean;
};

/** Fills the login form and sends the OTP; resolves once the OTP field shows. */
export async function requestOtp(page: Page, { mobile, owner = false, admin = false, staff = false, navigate = true }: SignInOptions): Promise<void> {
  const login = loginLocators(page);
  // Before the page opens: the clock moves while no page of this sign-in is drawn.
  await waitForResendWindow(mobile);
  if (navigate) await page.goto(admin ? '/user-login?redirect=%2Fadmin' : staff ? '/user-login?as=staff' : '/user-login');
  await login.mobile.fill(mobile);
  if (owner) await login.owner.check();
  await login.terms.check();
  await login.privacy.check();
  await login.sendOtp.click();
  await expect(login.otp).toBeVisible();
}

/** Types the newest code from the outbox; a complete code submits itself. */
export async function enterOtp(page: Page, mobile: string, sentBefore: number): Promise<void> {
  await loginLocators(page).otp.fill(await readOtp(mobile, { after: sentBefore }));
}

/** Signs in through the real login page, as a person would. */
export async function signIn(page: Page, options: SignInOptions): Promise<void> {
  const sentBefore = await outboxCount(options.mobile);
  await requestOtp(page, options);
  await enterOtp(page, options.mobile, sentBefore);
}

export type Profile = { firstName: string; lastName: string; email: string };

export function profileFor(mobile: string): Profile {
  return { firstName: 'Asha', lastName: 'Verma', email: `member${mobile}@example.test` };
}

/** The "Complete Your Profile" step a new account sees after its first sign-in. */
export async function completeProfile(page: Page, profile: Profile): Promise<void> {
  await expect(loginLocators(page).completeProfile).toBeVisible();
  await page.getByLabel(/first name/i).fill(profile.firstName);
  await page.getByLabel(/last name/i).fill(profile.lastName);
  await page.getByLabel(/email/i).fill(profile.email);
  await page.getByRole('button', { name: /save|continue|complete/i }).click();
}

/** A brand-new member, signed in with a completed profile (named as given, if given), on the member area. */
export async function signInNewMember(page: Page, mobile = freshMobile(), name?: { firstName: string; lastName: string }): Promise<string> {
  await signIn(page, { mobile });
  await completeProfile(page, { ...profileFor(mobile), ...name });
  await expect(page).toHaveURL(/\/member(\/|$)/);
  return mobile;
}

/** React has taken #root (created or hydrating it): from then on a click is handled, or replayed once its part is hydrated. */
const appStarted = () => {
  const root = document.getElementById('root');
  return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
};

/** Waits until React has hydrated `field` (its props are attached): a choice made on the drawn page before then is lost (issue 21). */
export async function hydrated(field: Locator): Promise<void> {
  await expect.poll(() => field.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}

/** A server-drawn page shows its buttons before its code has run: goto waits for the app, for the tests about something
 * else; a test about the drawn page itself asks for `domcontentloaded` and acts at once (e2e/first-tap.spec.ts). */
const ownGoto = new WeakMap<Page, Page['goto']>();
function gotoWaitsForApp(page: Page, javaScriptEnabled: boolean | undefined): Page {
  // The `page` fixture's page also comes through newContext: its own setting (JavaScript off) replaces that wrapper.
  const goto = ownGoto.get(page) ?? page.goto.bind(page);
  ownGoto.set(page, goto);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Asking for domcontentloaded is the test saying it acts on the drawn page, before the code: it gets no wait.
    const early = options?.waitUntil === 'domcontentloaded' || options?.waitUntil === 'commit';
    if (javaScriptEnabled !== false && !early) await page.waitForFunction(appStarted, undefined, { timeout: 15_000 });
    return response;
  };
  return page;
}

/** Fails any test whose page breaks the Content-Security-Policy (a blocked script or style) or could not be hydrated. */
export const test = base.extend<{ cspGuard: void }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(gotoWaitsForApp(page, javaScriptEnabled));
  },
  // Pages of a test's own contexts (a second person) wait the same way.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await joinSuiteClock(context);
        const newPage = context.newPage.bind(context);
        context.newPage = async () => gotoWaitsForApp(await newPage(), options?.javaScriptEnabled);
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      const mismatches: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      // A drawn page React could not hydrate (418: text, 425: content, 423: redrawn) is thrown away, and a tap on it with it.
      page.on('pageerror', (error) => {
        if (/Minified React error #(418|423|425)/.test(error.message)) mismatches.push(`${page.url()}: ${error.message.slice(0, 120)}`);
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(mismatches, 'drawn pages React could not hydrate').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A demo account's signed-in storage state, shared by every spec of the run: the file lives in the
 * run's fresh data folder, so the number is texted once per run however many specs use it
 * (a number gets at most five sign-in texts an hour).
 */
export async function demoSessionState(browser: Browser, { mobile, owner, admin = false, staff = false }: { mobile: string; owner: boolean; admin?: boolean; staff?: boolean }): Promise<string> {
  const kind = admin ? 'admin' : staff ? 'staff' : owner ? 'owner' : 'member';
  const file = join(E2E_DATA_DIR, `session-${kind}-${mobile}.json`);
  if (existsSync(file)) return file;
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  await signIn(page, { mobile, owner, admin, staff });
  await expect(page).toHaveURL(admin ? /\/admin\/?$/ : staff ? /\/staff\/?$/ : owner ? /\/gym_owner\/?$/ : /\/member\/?$/);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG 2.2 AA findings of any impact on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1).join(' ').trim()}]` : ''}`).slice(0, 5).join(' | ')}`,
  );
}

/** Only the serious and critical ones. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter((line) => /^(serious|critical) /.test(line));
}

/** Clicks the nth day a booking calendar allows, counting on into the next months (its button named `nextMonth`, in the screen's language): near a month's end few days are left in it. */
export async function pickOpenDay(calendar: Locator, nth: number, nextMonth = 'Next month'): Promise<void> {
  const open = calendar.locator('button[aria-pressed]:enabled');
  await expect(open.first()).toBeVisible();
  for (let left = nth; ; ) {
    const count = await open.count();
    if (left < count) return open.nth(left).click();
    left -= count;
    const title = await calendar.locator('[aria-live]').textContent();
    await calendar.getByRole('button', { name: nextMonth }).click();
    await expect(calendar.locator('[aria-live]')).not.toHaveText(title ?? '');
  }
}

/** Today's date in India, where the demo gyms are, on the suite's clock. */
export const todayInIndia = () => indiaDay(0);

/** A confirmed day pass for today at `gymId`, paid at the gym, booked through the API as the page's member; its booking code. */
export async function bookTodayAt(page: Page, gymId: string): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user_profile_store') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
  const slots = await page.request.get(`/api/bookings.php?action=slots&gymId=${gymId}&date=${todayInIndia()}`);
  const open = ((await slots.json()) as { data: { slotTime: string; available: number }[] }).data.find((s) => s.available > 0);
  if (!open) throw new Error(`Gym ${gymId} has no open slot left today (run before its last slot ends)`);
  const res = await page.request.post('/api/bookings.php?action=create', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey() },
    data: { gymId, passType: 'day', startDate: todayInIndia(), slotTime: open.slotTime, paymentMethod: 'at_gym' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { booking: { code: string } } }).data.booking.code;
}
