import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { seedGymId } from '../server/db/seed';
import enGyms from '../src/locales/en/gyms.json' with { type: 'json' };
import hiGyms from '../src/locales/hi/gyms.json' with { type: 'json' };
import taGyms from '../src/locales/ta/gyms.json' with { type: 'json' };
import enNav from '../src/locales/en/nav.json' with { type: 'json' };
import hiNav from '../src/locales/hi/nav.json' with { type: 'json' };
import taNav from '../src/locales/ta/nav.json' with { type: 'json' };
import enAuth from '../src/features/auth/locales/en/auth.json' with { type: 'json' };
import hiAuth from '../src/features/auth/locales/hi/auth.json' with { type: 'json' };
import taAuth from '../src/features/auth/locales/ta/auth.json' with { type: 'json' };
import enBookings from '../src/features/bookings/locales/en/bookings.json' with { type: 'json' };
import hiBookings from '../src/features/bookings/locales/hi/bookings.json' with { type: 'json' };
import taBookings from '../src/features/bookings/locales/ta/bookings.json' with { type: 'json' };
import enGymPages from '../src/features/gyms/locales/en/gym-pages.json' with { type: 'json' };
import hiGymPages from '../src/features/gyms/locales/hi/gym-pages.json' with { type: 'json' };
import taGymPages from '../src/features/gyms/locales/ta/gym-pages.json' with { type: 'json' };
import enOtp from '../src/components/auth/locales/en/otp-code.json' with { type: 'json' };
import hiOtp from '../src/components/auth/locales/hi/otp-code.json' with { type: 'json' };
import taOtp from '../src/components/auth/locales/ta/otp-code.json' with { type: 'json' };
import hiApi from '../server/locales/hi/api.json' with { type: 'json' };
import taApi from '../server/locales/ta/api.json' with { type: 'json' };
import { DEMO_MEMBER_MOBILE, DEMO_OWNER_MOBILE } from './env';
import { axeViolations, demoSessionState, expect, freshMobile, idempotencyKey, outboxCount, outboxLines, pickOpenDay, readOtp, test, waitForResendWindow } from './fixtures';

// Issue 37's "Must show": a visitor picks Hindi or Tamil in the header and goes from the home page to a booked pass in
// it, each screen's headings, buttons and labels in that language's words files and none of their English; the booking's
// SMS is written in it, and a full slot is refused in it. Then axe on public, member and owner screens in each at 360 px.

type Translated = 'hi' | 'ta';
/** The words of the screens this spec walks through, as the app nests them (gym-pages.json is under `gyms`). */
const words = (gyms: typeof enGyms, gymPages: typeof enGymPages, nav: typeof enNav, auth: typeof enAuth, bookings: typeof enBookings, otp: typeof enOtp) => ({
  gyms: { ...gyms, ...gymPages },
  nav,
  auth,
  bookings,
  common: { otp },
});
type Words = ReturnType<typeof words>;
const WORDS: Record<'en' | Translated, Words> = {
  en: words(enGyms, enGymPages, enNav, enAuth, enBookings, enOtp),
  hi: words(hiGyms, hiGymPages, hiNav, hiAuth, hiBookings, hiOtp),
  ta: words(taGyms, taGymPages, taNav, taAuth, taBookings, taOtp),
};
const SLOT_FULL = 'This slot is full. Please choose another time.';
const API: Record<Translated, Record<string, string>> = { hi: hiApi, ta: taApi };
const NAMES: Record<Translated, string> = { hi: 'हिन्दी', ta: 'தமிழ்' };
const SCRIPT: Record<Translated, RegExp> = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ };

/** The demo owner's first gym: open 24 hours, no weekly off; its owner can make a slot of it hold one person. */
const OPEN_24 = seedGymId(0);

/** A word by its key ("bookings.form.confirm"), filled in like i18next ({{name}}) and with the Trans tags (<doc>) taken out. */
function say(language: 'en' | Translated, key: string, values: Record<string, string> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], WORDS[language]);
  if (typeof text !== 'string') throw new Error(`No words for ${key} in ${language}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`).replace(/<\/?\w+>/g, '');
}

/**
 * The screen shows each key's words in `language`, and none of those keys' English: a heading, button, link or form
 * field is found by its role and its translated name, so the check is of what a screen reader announces too.
 */
async function inLanguage(page: Page, language: Translated, shown: { key: string; values?: Record<string, string>; find: (name: string) => Locator }[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  for (const { key, values, find } of shown) {
    const translated = say(language, key, values);
    const english = say('en', key, values);
    expect(translated, `${key} is translated`).not.toBe(english);
    await expect(find(translated).first(), `${key} in ${language}`).toBeVisible();
    await expect(page.getByText(english, { exact: true }).filter({ visible: true }), `${key} not in English`).toHaveCount(0);
    // Words of more than one: not even inside a longer text (a single word could be part of a gym's own name).
    if (english.includes(' ')) await expect(page.getByText(english).filter({ visible: true }), `${key} not in English`).toHaveCount(0);
  }
}

const heading = (page: Page, level?: number) => (name: string) => page.getByRole('heading', { name, exact: true, ...(level ? { level } : {}) });
const button = (page: Page) => (name: string) => page.getByRole('button', { name, exact: true });
const link = (page: Page) => (name: string) => page.getByRole('link', { name, exact: true });
const label = (page: Page) => (name: string) => page.getByLabel(name, { exact: true });
const group = (page: Page) => (name: string) => page.getByRole('group', { name, exact: true });

/** The session token a demo account's shared storage state holds (the app keeps it in localStorage). */
async function tokenOf(storageStateFile: string): Promise<string> {
  const state = JSON.parse(await readFile(storageStateFile, 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] };
  const stored = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'user_profile_store');
  const token = (JSON.parse(stored?.value ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error(`${storageStateFile} holds no session token`);
  return token;
}

/** Sets the slot capacity of the demo owner's gym through the owner's API; answers the capacity it had. */
async function setSlotCapacity(page: Page, ownerToken: string, gymId: string, slotCapacity: number): Promise<number> {
  const headers = { authorization: `Bearer ${ownerToken}` };
  const owned = await page.request.get(`/api/gyms.php?action=owned&gymId=${gymId}`, { headers });
  expect(owned.status(), await owned.text()).toBe(200);
  const before = ((await owned.json()) as { data: { slotCapacity: number } }).data.slotCapacity;
  const res = await page.request.post('/api/gyms.php?action=update', { headers: { ...headers, 'idempotency-key': idempotencyKey() }, data: { gymId, slotCapacity } });
  expect(res.status(), await res.text()).toBe(200);
  return before;
}

for (const language of ['hi', 'ta'] as const) {
  test(`in ${NAMES[language]} (${language}): switch on the home page, search, open a gym, sign in, book; the SMS and a full slot's refusal in it too`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const tr = (key: string, values?: Record<string, string>) => say(language, key, values);

    // Home, in English until the visitor opens the header's switcher and picks the language.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').locator('details > summary').click();
    const choice = page.getByRole('link', { name: NAMES[language], exact: true });
    await expect(choice).toHaveAttribute('hreflang', language);
    await expect(choice).toHaveAttribute('lang', language);
    await choice.click();
    await expect(page.getByRole('heading', { level: 1, name: tr('gyms.hero.title') })).toBeVisible();
    await inLanguage(page, language, [
      { key: 'gyms.hero.title', find: heading(page, 1) },
      { key: 'gyms.hero.label', find: label(page) },
      { key: 'gyms.hero.button', find: button(page) },
      { key: 'nav.signIn', find: link(page) },
    ]);
    // The switcher now names the language shown, in its own script.
    await expect(page.getByRole('banner').locator('details > summary')).toContainText(NAMES[language]);

    // Search a city.
    await page.getByLabel(tr('gyms.hero.label'), { exact: true }).fill('Pune');
    await page.getByRole('button', { name: tr('gyms.hero.button'), exact: true }).click();
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText('Pune');
    await inLanguage(page, language, [
      { key: 'gyms.hero.results', find: heading(page, 2) },
      // "View gym: <its name>", the name for screen readers only.
      { key: 'gyms.card.viewGym', find: (name) => cards.getByRole('link', { name }) },
    ]);

    // Open a gym.
    const gymName = ((await cards.first().getByRole('heading').textContent()) ?? '').trim();
    await cards.first().getByRole('link', { name: tr('gyms.card.viewGym') }).click();
    await expect(page.getByRole('heading', { level: 1, name: gymName })).toBeVisible();
    const dayPass = tr('gyms.passes.day');
    await inLanguage(page, language, [
      { key: 'gyms.profile.bookPass', find: link(page) },
      { key: 'gyms.profile.prices', find: heading(page, 2) },
      { key: 'gyms.profile.hours', find: heading(page, 2) },
      { key: 'gyms.profile.bookNowLabel', values: { pass: dayPass }, find: link(page) },
    ]);

    // Book a day pass: a visitor is sent to sign in first.
    await page.getByRole('link', { name: tr('gyms.profile.bookNowLabel', { pass: dayPass }), exact: true }).click();
    await expect(page).toHaveURL(/\/user-login/);
    await expect(page.getByRole('heading', { level: 1, name: tr('auth.login.title'), exact: true })).toBeVisible();
    await inLanguage(page, language, [
      { key: 'auth.login.title', find: heading(page, 1) },
      { key: 'auth.login.mobileLabel', find: (name) => page.getByRole('textbox', { name, exact: true }) },
      { key: 'auth.login.acceptTerms', find: (name) => page.getByRole('checkbox', { name, exact: true }) },
      { key: 'auth.login.acceptPrivacy', find: (name) => page.getByRole('checkbox', { name, exact: true }) },
      { key: 'auth.login.sendOtp', find: button(page) },
    ]);

    // Sign in with the code the outbox got, as the other specs do.
    const mobile = freshMobile();
    await waitForResendWindow(mobile);
    const sentBefore = await outboxCount(mobile);
    await page.getByRole('textbox', { name: tr('auth.login.mobileLabel'), exact: true }).fill(mobile);
    await page.getByRole('checkbox', { name: tr('auth.login.acceptTerms'), exact: true }).check();
    await page.getByRole('checkbox', { name: tr('auth.login.acceptPrivacy'), exact: true }).check();
    await page.getByRole('button', { name: tr('auth.login.sendOtp'), exact: true }).click();
    const otp = page.getByLabel(tr('common.otp.label'), { exact: true });
    await expect(otp).toBeVisible();
    await inLanguage(page, language, [
      { key: 'auth.login.otpSent', find: (name) => page.getByText(name, { exact: true }) },
      { key: 'common.otp.label', find: label(page) },
      { key: 'auth.login.verify', find: button(page) },
    ]);
    await otp.fill(await readOtp(mobile, { after: sentBefore }));

    // A new account completes its profile.
    await expect(page.getByRole('heading', { name: tr('auth.profile.completeTitle'), exact: true })).toBeVisible();
    await inLanguage(page, language, [
      { key: 'auth.profile.completeTitle', find: heading(page) },
      { key: 'auth.profile.firstName', find: label(page) },
      { key: 'auth.profile.lastName', find: label(page) },
      { key: 'auth.profile.email', find: label(page) },
      { key: 'auth.profile.continue', find: button(page) },
    ]);
    await page.getByLabel(tr('auth.profile.firstName'), { exact: true }).fill('Asha');
    await page.getByLabel(tr('auth.profile.lastName'), { exact: true }).fill('Verma');
    await page.getByLabel(tr('auth.profile.email'), { exact: true }).fill(`member${mobile}@example.test`);
    await page.getByRole('button', { name: tr('auth.profile.continue'), exact: true }).click();

    // Back on the booking screen with the day pass chosen.
    await expect(page).toHaveURL(/\/member\/gym-bookings\?gymId=.*pass=day/);
    await expect(page.getByRole('radio', { name: dayPass })).toBeChecked({ timeout: 15_000 });
    await inLanguage(page, language, [
      { key: 'bookings.form.title', values: { name: gymName }, find: heading(page, 1) },
      { key: 'bookings.form.pass', find: group(page) },
      { key: 'bookings.form.slot', find: group(page) },
      { key: 'bookings.form.payment', find: group(page) },
      { key: 'bookings.form.atGym', find: (name) => page.getByRole('radio', { name }) },
      { key: 'bookings.form.summary', find: heading(page, 2) },
      { key: 'bookings.form.confirm', find: button(page) },
    ]);
    await expect(page.getByRole('group', { name: tr('bookings.form.startDate'), exact: true })).toBeVisible();
    // The day after tomorrow or later: every slot of the day is still open, whatever the hour of the run's clock.
    await pickOpenDay(page.getByRole('group', { name: tr('bookings.form.startDate'), exact: true }), 2, tr('bookings.calendar.next'));
    const slot = page.getByRole('radio').and(page.locator('[name="slot"]:enabled')).first();
    await slot.click();
    await expect(slot).toBeChecked();
    await page.getByRole('radio', { name: tr('bookings.form.atGym') }).click();
    await page.getByRole('button', { name: tr('bookings.form.confirm'), exact: true }).click();

    // Confirmed, in the language.
    await expect(page.getByRole('heading', { level: 1, name: tr('bookings.checkout.confirmed'), exact: true })).toBeVisible();
    await inLanguage(page, language, [
      { key: 'bookings.checkout.confirmed', find: heading(page, 1) },
      { key: 'bookings.checkout.viewBookings', find: link(page) },
      { key: 'gyms.passes.day', find: (name) => page.getByRole('main').getByText(name, { exact: false }) },
    ]);
    const code = (await page.locator('svg[data-code]').first().getAttribute('data-code'))!;
    expect(code).toMatch(/^GK[A-Z0-9]{8}$/);

    // The account took the language the device chose: the confirmation SMS is written in it, with the booking code.
    await expect.poll(async () => (await outboxLines(mobile, 'booking_confirmed')).length, { timeout: 45_000 }).toBe(1);
    const sms = (await outboxLines(mobile, 'booking_confirmed'))[0]!.text;
    expect(sms).toMatch(SCRIPT[language]);
    expect(sms).toContain(code);
    expect(sms).not.toMatch(/\b(booking|confirmed|your)\b/i);

    // A full slot: the demo owner lets each slot of the 24-hour gym hold one person; this member picks a free slot,
    // the demo member takes that place meanwhile, and the refusal that follows is in the language.
    const ownerToken = await tokenOf(await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true }));
    const otherToken = await tokenOf(await demoSessionState(browser, { mobile: DEMO_MEMBER_MOBILE, owner: false }));
    const capacity = await setSlotCapacity(page, ownerToken, OPEN_24, 1);
    try {
      await page.goto(`/member/gym-bookings?gymId=${OPEN_24}&pass=day&method=at_gym`);
      // Days no other spec books at this gym, one for each language: a slot there has no place taken yet.
      // The days may lie in next month (a run late in a month): the calendar's button is named in the language.
      await pickOpenDay(page.getByRole('group', { name: tr('bookings.form.startDate'), exact: true }), language === 'hi' ? 20 : 21, tr('bookings.calendar.next'));
      const lastPlace = page.locator('label').filter({ hasText: tr('bookings.form.placesLeft_one', { count: '1' }) }).first();
      await expect(lastPlace).toBeVisible();
      // click, not check(): the choice goes through the address (?slot=), so the radio is checked a moment after the tap.
      await lastPlace.getByRole('radio').click();
      await expect(lastPlace.getByRole('radio')).toBeChecked();
      const url = new URL(page.url());
      const [startDate, slotTime] = [url.searchParams.get('date')!, url.searchParams.get('slot')!];
      const taken = await page.request.post('/api/bookings.php?action=create', {
        headers: { authorization: `Bearer ${otherToken}`, 'idempotency-key': idempotencyKey() },
        data: { gymId: OPEN_24, passType: 'day', startDate, slotTime, paymentMethod: 'at_gym' },
      });
      expect(taken.status(), await taken.text()).toBe(201);

      await page.getByRole('button', { name: tr('bookings.form.confirm'), exact: true }).click();
      const refusal = page.getByRole('complementary').getByRole('alert');
      await expect(refusal).toContainText(API[language][SLOT_FULL]!);
      await expect(refusal).toContainText(tr('bookings.checkout.failed'));
      expect(API[language][SLOT_FULL]).toMatch(SCRIPT[language]);
      await expect(page.getByText(SLOT_FULL)).toHaveCount(0);
      await expect(page.getByText(say('en', 'bookings.checkout.failed'))).toHaveCount(0);
    } finally {
      await setSlotCapacity(page, ownerToken, OPEN_24, capacity);
    }
  });
}

/** Opens `url` in the page's language and checks it with axe once its level-1 heading and data have arrived. */
async function checkScreen(page: Page, language: Translated, url: string, ready?: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
  await ready?.(page);
  await page.waitForLoadState('networkidle');
  // The screen is in the language: its heading is in the language's script (a gym's profile is headed by its name).
  if (!url.startsWith('/gym-profile/')) await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(SCRIPT[language]);
  expect.soft(await axeViolations(page), `${url} in ${language} at 360 px`).toEqual([]);
}

/** A demo account's page at phone width; its account's language goes back to English after, for the specs that read its messages. */
async function asDemo(browser: Browser, owner: boolean, check: (page: Page) => Promise<void>): Promise<void> {
  const storageState = await demoSessionState(browser, { mobile: owner ? DEMO_OWNER_MOBILE : DEMO_MEMBER_MOBILE, owner });
  const context = await browser.newContext({ storageState, viewport: { width: 360, height: 740 } });
  const api = context.request;
  try {
    await check(await context.newPage());
  } finally {
    // A device that chose a language saves it on the account (AccountLanguage): with its pages closed, so none saves
    // it again, the demo account goes back to English.
    for (const open of context.pages()) await open.close();
    const res = await api.post('/api/profile.php?action=language', { headers: { authorization: `Bearer ${await tokenOf(storageState)}` }, data: { language: 'en' } });
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { data: { language: string } }).data.language).toBe('en');
    await context.close();
  }
}

for (const language of ['hi', 'ta'] as const) {
  test(`axe in ${NAMES[language]} (${language}) at 360 px: public, member and owner screens`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const articles = (p: Page) => p.getByRole('article').first().waitFor();
    await checkScreen(page, language, '/');
    await checkScreen(page, language, '/view-all-gyms', articles);
    await checkScreen(page, language, `/gym-profile/${OPEN_24}`, (p) => p.getByRole('heading', { level: 2 }).first().waitFor());
    await checkScreen(page, language, '/user-login');
    // The header's switcher open, at phone width (a globe alone): its links in their own languages.
    await page.getByRole('banner').locator('details > summary').click();
    await expect(page.getByRole('link', { name: 'English', exact: true })).toBeVisible();
    expect.soft(await axeViolations(page), `the switcher open in ${language} at 360 px`).toEqual([]);

    await asDemo(browser, false, async (member) => {
      await checkScreen(member, language, '/member');
      await checkScreen(member, language, '/member/view-bookings', articles);
    });
    await asDemo(browser, true, async (owner) => {
      await checkScreen(owner, language, '/gym_owner');
    });
  });
}
