import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { seedGymId } from '../server/db/seed';
import { DEMO_OWNER_MOBILE } from './env';
import { indiaDay, moveSuiteClock, suiteNow } from './clock';
import { completeProfile, demoSessionState, expect, freshMobile, idempotencyKey, outboxCount, readOtp, seriousViolations, signIn, signInNewMember, test, uniqueWord } from './fixtures';
import { routeTable } from './route-table';

// Issue 23 end to end: a class with capacity 1 and an accepted trainer at the demo gym (open 24 h, no weekly off);
// member A books, member B waits; A cancels in /member/classes, B is promoted and told; the trainer signs in through
// the normal sign-in page, lands on /trainer, opens the roster: marking waits for the start, which the owner then moves
// to a minute or two from now, and the trainer marks the member present.

const GYM = seedGymId(0);
const SHOTS = '.tmp/screens/trainer';
type Envelope<T> = { status: string; message: string; data: T };

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** A day `days` ahead on India's calendar, on the suite's clock, and its weekday as the class form takes it. */
function dayAhead(days: number): { date: string; weekday: string } {
  const date = indiaDay(days);
  return { date, weekday: WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]! };
}

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('user_profile_store') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, data?: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const res = method === 'GET' ? await request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } }) : await request.post(`/api/${path}`, { headers: { authorization: `Bearer ${token}`, ...headers }, data });
  const body = (await res.json()) as Envelope<T>;
  expect(res.ok(), `${method} ${path}: ${res.status()} ${body.message}`).toBe(true);
  return body;
}


/** A trainer account applies to the demo gym through the API (the registration screen has its own spec); its id. */
async function applyAsTrainer(request: APIRequestContext, mobile: string, name: string): Promise<void> {
  const before = await outboxCount(mobile);
  await call(request, 'POST', 'auth-otp.php?action=send-otp', '', { mobile, userType: 'trainer' });
  const otp = await readOtp(mobile, { after: before });
  const { data } = await call<{ token: string }>(request, 'POST', 'auth-otp.php?action=verify-otp-login', '', { mobile, otp, userType: 'trainer' });
  await call(request, 'POST', 'trainers.php?action=register', data.token, { gymId: GYM, name, experienceYears: 6, categories: ['Yoga'] });
}

/** The owner accepts the application and publishes a one-day class of capacity 1 taught by that trainer; the session's id. */
async function publishClass(request: APIRequestContext, ownerToken: string, trainerName: string, title: string, date: string, weekday: string): Promise<string> {
  const apps = await call<{ id: string; name: string; status: string }[]>(request, 'GET', `trainers.php?action=applications&gymId=${GYM}`, ownerToken);
  const app = apps.data.find((a) => a.name === trainerName && a.status === 'pending')!;
  await call(request, 'POST', 'trainers.php?action=decide', ownerToken, { trainerId: app.id, decision: 'accept' });
  await call(request, 'POST', 'classes.php?action=create', ownerToken, {
    gymId: GYM, title, category: 'yoga', trainerId: app.id, capacity: 1, durationMinutes: 60, days: [weekday], startTime: '07:00', startDate: date, endDate: date,
  });
  const sessions = await call<{ id: string; title: string }[]>(request, 'GET', `classes.php?action=timetable&gymId=${GYM}&from=${date}&to=${date}`, '');
  return sessions.data.find((s) => s.title === title)!.id;
}

/** A new member with a day pass for `date` at the demo gym (paid at the desk: confirmed) who then books the class. */
async function memberWithPlace(browser: Browser, name: { firstName: string; lastName: string }, date: string, sessionId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInNewMember(page, freshMobile(), name);
  const token = await tokenOf(page);
  const slots = await call<{ slotTime: string; available: number }[]>(page.request, 'GET', `bookings.php?action=slots&gymId=${GYM}&date=${date}`, '');
  const slotTime = slots.data.find((s) => s.available > 0)!.slotTime;
  await call(page.request, 'POST', 'bookings.php?action=create', token, { gymId: GYM, passType: 'day', startDate: date, slotTime, paymentMethod: 'at_gym' }, { 'idempotency-key': idempotencyKey() });
  const booked = await call<{ classBooking: { status: string; position?: number } }>(page.request, 'POST', 'classes.php?action=book', token, { sessionId }, { 'idempotency-key': idempotencyKey() });
  return { page, place: booked.data.classBooking };
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe.configure({ timeout: 240_000 });

test('a freed place goes to the waitlist; the trainer signs in to /trainer, opens the roster and marks attendance once the class starts', async ({ browser }) => {
  const { date, weekday } = dayAhead(2);
  // Names take letters only.
  const stamp = uniqueWord();
  const title = `Sunrise Yoga ${stamp}`;
  const trainerName = `Kavya ${stamp} Menon`;
  const trainerMobile = freshMobile();

  const owner = await (await browser.newContext({ storageState: await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true }) })).newPage();
  await owner.goto('/gym_owner');
  const ownerToken = await tokenOf(owner);
  await applyAsTrainer(owner.request, trainerMobile, trainerName);
  const sessionId = await publishClass(owner.request, ownerToken, trainerName, title, date, weekday);

  const a = await memberWithPlace(browser, { firstName: 'Anil', lastName: 'Kapoor' }, date, sessionId);
  expect(a.place.status).toBe('booked');
  const b = await memberWithPlace(browser, { firstName: 'Bina', lastName: 'Shah' }, date, sessionId);
  expect(b.place).toMatchObject({ status: 'waitlisted', position: 1 });

  // B sees the waitlist place with its position.
  await b.page.goto('/member/classes');
  const bCard = b.page.getByRole('listitem').filter({ has: b.page.getByRole('heading', { name: title }) });
  await expect(bCard.getByText('#1 on the waitlist')).toBeVisible();

  // A cancels well ahead: no late-cancel warning, and the server's words after.
  await a.page.goto('/member/classes');
  const aCard = a.page.getByRole('listitem').filter({ has: a.page.getByRole('heading', { name: title }) });
  await expect(aCard.getByText('Booked')).toBeVisible();
  await aCard.getByRole('button', { name: 'Cancel place' }).click();
  const dialog = a.page.getByRole('dialog', { name: `Cancel your place in ${title}?` });
  await expect(dialog.getByText('You can cancel without penalty until 2 hours before the start.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(a.page.getByText('Your class booking was cancelled')).toBeVisible();
  await expect(aCard.getByText('Cancelled')).toBeVisible();

  // B now holds the place and is told.
  await b.page.reload();
  await expect(bCard.getByText('Booked')).toBeVisible();
  await expect(bCard.getByText(/on the waitlist/)).toHaveCount(0);
  await shoot(b.page, 'member-classes');
  await b.page.goto('/member/notifications');
  await expect(b.page.getByRole('heading', { level: 2, name: /^Off the waitlist/ }).first()).toBeVisible();

  // The trainer signs in on the ordinary sign-in page and lands in the trainer area.
  const trainer = await (await browser.newContext()).newPage();
  await signIn(trainer, { mobile: trainerMobile });
  await completeProfile(trainer, { firstName: 'Kavya', lastName: 'Menon', email: `trainer${trainerMobile}@example.test` });
  await expect(trainer).toHaveURL(/\/trainer\/?$/);
  await expect(trainer.getByRole('heading', { level: 1, name: 'Your classes' })).toBeVisible();
  await shoot(trainer, 'trainer-home');
  await trainer.getByRole('link', { name: `Roster of ${title}` }).click();
  await expect(trainer.getByRole('heading', { level: 1, name: `Roster of ${title}` })).toBeVisible();
  const row = trainer.getByRole('list', { name: 'Roster' }).getByRole('listitem').filter({ hasText: 'Bina Shah' });
  await expect(row.getByText('Booked')).toBeVisible();
  await expect(row.getByText('Not checked in')).toBeVisible();
  await expect(trainer.getByRole('list', { name: 'Roster' }).getByText('Anil Kapoor')).toHaveCount(0);
  // The class is two days away: the server refuses marking before the start, and the roster says so in its words.
  await row.getByRole('button', { name: 'Mark Bina Shah present' }).click();
  await expect(trainer.getByRole('alert')).toHaveText('Attendance can be marked once the class has started');
  await expect(row.getByRole('button', { name: 'Mark Bina Shah present' })).toHaveAttribute('aria-pressed', 'false');
  await shoot(trainer, 'trainer-roster');

  // The owner moves the class to start in a minute or two; the suite's clock moves past its start (no waiting for it),
  // and the trainer marks Bina present.
  const startsAt = new Date(Math.ceil((suiteNow().getTime() + 75_000) / 60_000) * 60_000);
  const inIndia = (options: Intl.DateTimeFormatOptions, locale = 'en-CA') => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', ...options }).format(startsAt);
  const move = { sessionId, date: inIndia({}), startTime: inIndia({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB') };
  await call(owner.request, 'POST', 'classes.php?action=move-session', ownerToken, move);
  await moveSuiteClock(startsAt.getTime() - suiteNow().getTime() + 2_000);
  await trainer.reload();
  await row.getByRole('button', { name: 'Mark Bina Shah present' }).click();
  await expect(row.getByText('Marked present')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark Bina Shah present' })).toHaveAttribute('aria-pressed', 'true');

  // The trainer's bell (issue 38): the roster that filled and the move the owner made, in the trainer's words.
  await trainer.getByRole('link', { name: /^Notifications, \d+ unread$/ }).filter({ visible: true }).first().click();
  await expect(trainer.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notices = trainer.getByRole('list', { name: 'Notifications' });
  await expect(notices.getByRole('heading', { name: 'Your class changed (Unread)' })).toBeVisible();
  await expect(notices.getByText(new RegExp(`^Gymkhana: your class ${title} at .+ is now on .+\\. Its members were told\\.$`))).toBeVisible();
  await expect(notices.getByRole('heading', { name: 'Roster full (Unread)' })).toBeVisible();
  await shoot(trainer, 'trainer-notifications');
  await trainer.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(trainer.getByRole('link', { name: 'Notifications' }).filter({ visible: true }).first()).toBeVisible();

  // Every trainer screen: axe finds nothing serious or critical at either width.
  for (const width of [1280, 360]) {
    await trainer.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    for (const r of routeTable.filter((x) => x.area === 'trainer')) {
      const url = r.pattern.endsWith('/*') ? '/trainer/no-such-page' : r.pattern.replace(':sessionId', sessionId);
      await trainer.goto(url);
      await expect(trainer.getByRole('heading', { level: 1, name: r.heading }).first(), url).toBeVisible();
      await r.data?.(trainer);
      expect.soft(await seriousViolations(trainer), `${url} at ${width} px`).toEqual([]);
    }
  }
  for (const name of ['gyms', 'announcements', 'profile']) {
    await trainer.goto(`/trainer/${name}`);
    await trainer.waitForLoadState('networkidle');
    await shoot(trainer, `trainer-${name}`);
  }
});
