import type { Browser, Page } from '@playwright/test';
import { expect, firstGymId, freshMobile, test } from './fixtures';

// Issue 34: a person taps a drawn control once, at any moment while the page starts, and the tap lands. Each cell is a
// fresh page, tapped once at a moment after domcontentloaded, on an ordinary CPU and at 4x (a mid-range phone). A tap
// is made as a person makes it: on the control once it is on screen, without waiting for the app to enable it.

const MOMENTS_MS = [0, 250, 500, 750, 1000, 1500, 2000, 3000];
const CPU_RATES = [1, 4];
// Long enough for a 4x-CPU start and the answer's own screen; a lost tap never lands, however long we wait.
const LANDED_WITHIN_MS = 20_000;

type Control = { page: string; control: string; path: (page: Page) => Promise<string>; tap: (page: Page) => Promise<void>; landed: (page: Page) => Promise<unknown> };

const at = (path: string) => async () => path;
const toUrl = (page: Page, pattern: RegExp) => expect(page).toHaveURL(pattern, { timeout: LANDED_WITHIN_MS });

/** A fresh number typed, the consent boxes ticked, "Send OTP" tapped: the sign-in's form and the owner registration's. */
const sendOtp = (consents: RegExp[]) => async (page: Page) => {
  await page.getByRole('textbox', { name: /mobile/i }).fill(freshMobile(), { force: true });
  for (const consent of consents) await page.getByRole('checkbox', { name: consent }).check({ force: true });
  await page.getByRole('button', { name: 'Send OTP' }).click({ force: true });
};
/** The code's field shows only once the server has sent the SMS. */
const otpAsked = (page: Page) => expect(page.getByRole('textbox', { name: /otp/i })).toBeVisible({ timeout: LANDED_WITHIN_MS });

const CONTROLS: Control[] = [
  {
    page: 'gym list',
    control: 'a gym card',
    path: at('/view-all-gyms'),
    tap: (page) => page.getByRole('link', { name: /^View gym/ }).first().click({ force: true }),
    landed: (page) => toUrl(page, /\/gym-profile\//),
  },
  {
    page: 'gym list',
    control: 'a filter',
    path: at('/view-all-gyms'),
    tap: async (page) => {
      await page.getByRole('combobox', { name: 'Gym type' }).selectOption({ label: 'Yoga Studio' }, { force: true });
    },
    landed: async (page) => {
      await toUrl(page, /[?&]type=yoga_studio(&|$)/);
      await expect(page.getByRole('article').first()).toContainText('Yoga Studio', { timeout: LANDED_WITHIN_MS });
    },
  },
  {
    page: 'home',
    control: 'the search',
    path: at('/'),
    tap: async (page) => {
      await page.getByLabel('City or area').fill('Pune', { force: true });
      await page.getByRole('button', { name: 'Search Gyms', exact: true }).click({ force: true });
    },
    landed: async (page) => {
      await toUrl(page, /[?&]q=Pune(&|$)/);
      await expect(page.getByRole('article').filter({ hasText: 'Pune' }).first()).toBeVisible({ timeout: LANDED_WITHIN_MS });
    },
  },
  {
    page: 'home',
    control: 'a city',
    path: at('/'),
    // A city of its own (the search row types Pune): the drawn chip's GET lands on the list, the app's tap on the
    // home page's results; either way that city's gyms.
    tap: (page) => page.getByRole('button', { name: 'Search gyms in Bengaluru' }).click({ force: true }),
    landed: async (page) => {
      await toUrl(page, /\/(view-all-gyms)?\?q=Bengaluru$/);
      await expect(page.getByRole('article').filter({ hasText: 'Bengaluru' }).first()).toBeVisible({ timeout: LANDED_WITHIN_MS });
    },
  },
  {
    page: 'gym profile',
    control: '"Book a pass"',
    path: async (page) => `/gym-profile/${encodeURIComponent(await firstGymId(page))}`,
    tap: (page) => page.getByRole('link', { name: 'Book a pass' }).click({ force: true }),
    // Signed out, the booking screen asks for a sign-in first.
    landed: (page) => expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible({ timeout: LANDED_WITHIN_MS }),
  },
  {
    page: 'sign-in',
    control: '"Send OTP"',
    path: at('/user-login'),
    tap: sendOtp([/terms/i, /privacy/i]),
    landed: otpAsked,
  },
  {
    page: 'registration',
    control: '"Send OTP"',
    path: at('/gym-owner-registration'),
    // One box accepts both the terms and the privacy policy here.
    tap: sendOtp([/I accept the Terms/]),
    landed: otpAsked,
  },
  {
    page: 'contact',
    control: '"Send message"',
    path: at('/contact-us'),
    tap: async (page) => {
      await page.getByLabel('Name').fill('Anita Desai', { force: true });
      await page.getByLabel('Email').fill('anita@example.com', { force: true });
      await page.getByLabel('Subject').fill('Two branches', { force: true });
      await page.getByLabel('Message').fill('Can one owner account hold two branches of our gym?', { force: true });
      await page.getByRole('button', { name: 'Send message' }).click({ force: true });
    },
    // The server's own answer: shown only once it has stored the message.
    landed: (page) => expect(page.getByRole('main').getByText('Message sent successfully!')).toBeVisible({ timeout: LANDED_WITHIN_MS }),
  },
];

/** One cell: a fresh page at `cpu`x, the control tapped once `moment` ms after domcontentloaded; true if the tap landed. */
async function tapOnce(browser: Browser, control: Control, path: string, cpu: number, moment: number): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(moment);
    await control.tap(page);
    return await control.landed(page).then(
      () => true,
      () => false,
    );
  } finally {
    await context.close();
  }
}

for (const control of CONTROLS) {
  test(`${control.page}: ${control.control} tapped once at every moment of the start lands`, async ({ browser, page }) => {
    test.setTimeout(CPU_RATES.length * MOMENTS_MS.length * 30_000);
    const path = await control.path(page);
    const rows: string[] = [];
    const lost: string[] = [];
    for (const cpu of CPU_RATES) {
      const cells: string[] = [];
      for (const moment of MOMENTS_MS) {
        const honoured = await tapOnce(browser, control, path, cpu, moment);
        cells.push(`${moment}:${honoured ? 'honoured' : 'LOST'}`);
        if (!honoured) lost.push(`${moment} ms at ${cpu}x`);
      }
      rows.push(`${control.page} | ${control.control} | ${cpu}x | ${cells.join(' ')}`);
    }
    // The sweep's table, one line per page × control × CPU, in the run's log.
    console.log(rows.join('\n'));
    expect(lost, `taps lost on ${control.page}: ${control.control}`).toEqual([]);
  });
}
