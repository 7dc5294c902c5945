import type { Browser, Page } from '@playwright/test';
import { seedGymId } from '../server/db/seed';
import { DEMO_MEMBER_MOBILE, DEMO_OWNER_MOBILE, E2E_BASE_URL } from './env';
import { moveSuiteClock, suiteNow } from './clock';
import { bookTodayAt, demoSessionState, expect, seriousViolations, signInNewMember, test, uniqueWord } from './fixtures';

// Screenshots for people to look at (test-results/screens/<name>-<width>.png).
const WIDTHS = [360, 1280] as const;
/** The demo owner's first gym (the seed gives the demo member Priya a past check-in there; the review test uses a new member). */
const GYM_ID = seedGymId(0);

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Park the pointer bottom-left: a toast under it (top on phones, bottom-right on wide screens) would pause and never fade.
    await page.mouse.move(0, 799);
    // From the top: a full-page shot taken mid-scroll paints the sticky header in the middle.
    await page.evaluate(() => window.scrollTo(0, 0));
    // Toasts fade after a few seconds; a screen for layout review should not have one over it.
    await expect(page.getByRole('region', { name: /notifications/i }).getByRole('listitem')).toHaveCount(0, { timeout: 30_000 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A page signed in as a demo account (signed in once per run, shared with other specs). */
async function pageAs(browser: Browser, who: 'owner' | 'member'): Promise<Page> {
  const owner = who === 'owner';
  const storageState = await demoSessionState(browser, { mobile: owner ? DEMO_OWNER_MOBILE : DEMO_MEMBER_MOBILE, owner });
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  return context.newPage();
}

/** Owner screens open on the remembered gym; pick the demo gym where it matters. */
async function chooseGym(page: Page): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Gym' });
  await expect(picker).toBeVisible();
  await picker.selectOption(GYM_ID);
}

test.describe.configure({ mode: 'serial' });

test('a new member checked in at the desk reviews the gym; the owner approves and replies; the profile shows both', async ({ browser, page: member }) => {
  // A sign-in, a check-in at the desk and six screenshots on two busy cores.
  test.setTimeout(240_000);
  const words = `Spotless changing rooms and patient trainers ${uniqueWord()}.`;
  // A member with no visit anywhere: only the check-in made below lets them review.
  await signInNewMember(member, undefined, { firstName: 'Rohan', lastName: 'Kulkarni' });
  const code = await bookTodayAt(member, GYM_ID);
  await member.goto(`/gym-profile/${GYM_ID}`);
  const panel = member.getByRole('region', { name: 'Your rating and review' });
  await expect(panel.getByText(/after you have checked in here at least once/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Submit review' })).toHaveCount(0);

  // The desk has no camera here: the owner types the member's booking code.
  const desk = await pageAs(browser, 'owner');
  await desk.goto('/gym_owner/scan-qr');
  await chooseGym(desk);
  await desk.getByLabel('Booking code').fill(code);
  await desk.getByRole('button', { name: 'Check in' }).click();
  await expect(desk.getByText('Attendance marked successfully')).toBeVisible();
  await expect(desk.getByText(/^Rohan Kulkarni checked in at/)).toBeVisible();

  await member.reload();
  await expect(panel.getByText(/You checked in here, so you can review this gym/)).toBeVisible();
  await panel.getByRole('button', { name: 'Submit review' }).click();
  await expect(panel.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  await panel.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await panel.getByLabel('Your review').fill(words);
  await panel.scrollIntoViewIfNeeded();
  await shoot(member, 'review-form');
  await panel.getByRole('button', { name: 'Submit review' }).click();
  await expect(member.getByText('Review submitted for approval')).toBeVisible();
  await expect(panel.getByText('Pending approval')).toBeVisible();
  // Not public yet: the gym's list carries approved reviews only.
  await expect(member.getByRole('list', { name: 'Reviews', exact: true }).getByText(words)).toHaveCount(0);

  const owner = await pageAs(browser, 'owner');
  await owner.goto('/gym_owner/reviews');
  await chooseGym(owner);
  await expect(owner.getByText(/Based on \d+ reviews?/)).toBeVisible();
  const pending = owner.getByRole('list', { name: 'Reviews pending approval' });
  const card = pending.getByRole('listitem').filter({ hasText: words });
  await expect(card).toBeVisible();
  await shoot(owner, 'owner-reviews-pending');
  await card.getByRole('button', { name: 'Approve the review by Rohan K.' }).click();
  await expect(owner.getByText('Review approved')).toBeVisible();
  await expect(pending.getByText(words)).toHaveCount(0);

  await owner.getByRole('tab', { name: /^Approved/ }).click();
  const approved = owner.getByRole('list', { name: 'Approved reviews' }).getByRole('listitem').filter({ hasText: words });
  await approved.getByRole('button', { name: 'Reply to Rohan K.' }).click();
  await approved.getByLabel('Your reply to Rohan K.').fill('Thank you, Rohan! See you at the 7 AM batch.');
  await approved.getByRole('button', { name: 'Post reply' }).click();
  await expect(owner.getByText('Reply saved')).toBeVisible();
  await expect(approved.getByText('Thank you, Rohan! See you at the 7 AM batch.')).toBeVisible();
  await shoot(owner, 'owner-reviews-approved');

  const visitor = await browser.newPage({ baseURL: E2E_BASE_URL });
  await visitor.goto(`/gym-profile/${GYM_ID}`);
  const review = visitor.getByRole('list', { name: 'Reviews', exact: true }).getByRole('listitem').filter({ hasText: words });
  await expect(review).toBeVisible();
  await expect(review.getByText('Thank you, Rohan! See you at the 7 AM batch.')).toBeVisible();
  await expect(review.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
});

test('an owner schedules an announcement a minute ahead; the member’s dashboard shows it once that minute has passed', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Yoga batch moves to 7 AM ${uniqueWord()}`;
  const owner = await pageAs(browser, 'owner');
  await owner.goto('/gym_owner/create-announcements');
  await chooseGym(owner);
  await owner.getByLabel('Title').fill(title);
  await owner.getByLabel('Message').fill('From Monday the morning yoga batch starts at 7 AM instead of 6:30.');
  await owner.getByLabel('Priority').selectOption('high');
  // The next whole minute after one minute from now, in the browser's own (India) time on the suite's clock, as the picker takes it.
  const dueMs = Math.floor((suiteNow().getTime() + 60_000) / 60_000) * 60_000 + 60_000;
  const inIndia = (options: Intl.DateTimeFormatOptions, locale: string) => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', ...options }).format(dueMs);
  const due = { local: `${inIndia({}, 'en-CA')}T${inIndia({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB')}`, ms: dueMs };
  await owner.getByLabel('Schedule date').fill(due.local);
  await shoot(owner, 'announcement-editor');
  await owner.getByRole('button', { name: 'Publish Now' }).click();
  await expect(owner.getByText('Announcement scheduled')).toBeVisible();
  await expect(owner).toHaveURL(/\/gym_owner\/announcements$/);
  await owner.getByRole('tab', { name: /^Scheduled/ }).click();
  await expect(owner.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible();
  await shoot(owner, 'owner-announcements-scheduled');

  const member = await pageAs(browser, 'member');
  await member.goto('/member');
  const feed = member.getByRole('list', { name: 'Announcements from your gyms' });
  await expect(feed).toBeVisible();
  await expect(feed.getByRole('heading', { name: title })).toHaveCount(0);

  // The server publishes it by its clock when the minute comes: the suite's clock moves past it (no waiting for it), and
  // the dashboard has it on a reload.
  await moveSuiteClock(due.ms - suiteNow().getTime() + 1_000);
  await expect
    .poll(
      async () => {
        await member.reload();
        await expect(feed).toBeVisible();
        return feed.getByRole('heading', { name: title }).count();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(1);
  expect(suiteNow().getTime()).toBeGreaterThanOrEqual(due.ms);
  // High priority first: it heads the feed.
  await expect(feed.getByRole('article').first().getByRole('heading')).toHaveText(title);
  await shoot(member, 'member-dashboard-announcements');

  await owner.reload();
  await expect(owner.getByRole('tab', { name: /^Published/ })).toHaveAttribute('aria-selected', 'true');
  await expect(owner.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible();
});

test('the contact form checks its fields, sends, and says "Message sent successfully!"', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  // The prerendered page is drawn before its code starts (after the first paint): wait for it, so the form is heard.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByText('Mon-Fri 8 AM-8 PM, Sat 9 AM-5 PM, Sun closed')).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name').fill('Anita Desai');
  await page.getByLabel('Email').fill('anita@example.com');
  await page.getByLabel('Subject').fill('Two branches');
  await page.getByLabel('Message').fill('Too short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message must be 10 to 2000 characters')).toBeVisible();
  await shoot(page, 'contact');
  await page.getByLabel('Message').fill('Can one owner account hold two branches of our gym?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('main').getByText('Message sent successfully!')).toBeVisible();
  await shoot(page, 'contact-sent');
});

test('about and features pages', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Gymkhana' })).toBeVisible();
  await shoot(page, 'about');
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  await shoot(page, 'features');
});

test('the reviews, announcements, contact, about and features screens have no serious or critical WCAG 2.2 AA violations', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const check = async (p: Page, path: string, ready: (p: Page) => Promise<void>) => {
    await p.goto(path);
    await ready(p);
    expect(await seriousViolations(p), path).toEqual([]);
  };
  await check(page, '/contact-us', (p) => expect(p.getByRole('button', { name: 'Send message' })).toBeVisible());
  await check(page, '/about-us', (p) => expect(p.getByRole('heading', { name: 'Flexible passes' })).toBeVisible());
  await check(page, '/features', (p) => expect(p.getByRole('heading', { name: 'Flexible passes' })).toBeVisible());

  const member = await pageAs(browser, 'member');
  await check(member, '/member', (p) => expect(p.getByRole('list', { name: 'Announcements from your gyms' })).toBeVisible());
  // Another demo gym, where Priya has no visit: the panel says why she cannot review yet.
  await check(member, `/gym-profile/${seedGymId(1)}`, (p) => expect(p.getByText(/after you have checked in here at least once/)).toBeVisible());

  const owner = await pageAs(browser, 'owner');
  await check(owner, '/gym_owner/reviews', (p) => expect(p.getByRole('tab', { name: /^Pending approval/ })).toBeVisible());
  await check(owner, '/gym_owner/announcements', (p) => expect(p.getByRole('tab', { name: /^Published/ })).toBeVisible());
  await check(owner, '/gym_owner/create-announcements', (p) => expect(p.getByRole('button', { name: 'Publish Now' })).toBeVisible());
});
