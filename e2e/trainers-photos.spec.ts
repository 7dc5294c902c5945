import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_OWNER_MOBILE } from './env';
import { demoSessionState, expect, freshMobile, readOtp, outboxCount, test as base } from './fixtures';

type OwnerGym = { id: string; name: string; area: string; city: string; active: boolean };

/** A real photo-like JPEG (a gradient with shapes), as a phone would send. */
async function photo(name: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="${colour}"/><circle cx="600" cy="400" r="220" fill="#fff" fill-opacity=".35"/></svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() };
}

/** The gym the owner's screens open on: the first active one of `gyms.php?action=mine`. */
async function currentGym(page: Page): Promise<OwnerGym> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user_profile_store') ?? '{}') as { state?: { token?: string } }).state?.token);
  const res = await page.request.get('/api/gyms.php?action=mine', { headers: { authorization: `Bearer ${token}` } });
  const gyms = ((await res.json()) as { data: OwnerGym[] }).data;
  return gyms.find((g) => g.active)!;
}

// The demo owner signs in once per run (shared with other specs): a number gets at most 5 sign-in texts an hour.
const test = base.extend<object, { ownerState: string }>({
  ownerState: [async ({ browser }, use) => use(await demoSessionState(browser, { mobile: DEMO_OWNER_MOBILE, owner: true })), { scope: 'worker' }],
  storageState: ({ ownerState }, provide) => provide(ownerState),
});

test.describe.configure({ timeout: 150_000 });

/** The demo owner's session is in the page's storage: open the owner area and read the current gym. */
async function openOwnerArea(page: Page): Promise<OwnerGym> {
  await page.goto('/gym_owner');
  await expect(page).toHaveURL(/\/gym_owner\/?$/);
  return currentGym(page);
}

test('an owner adds a trainer with a photo, and the gym’s public profile shows that trainer', async ({ page }) => {
  const gym = await openOwnerArea(page);
  await page.goto('/gym_owner/trainers');
  await page.getByRole('button', { name: 'Add trainer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a trainer' });
  await dialog.getByRole('button', { name: 'Add trainer' }).click();
  await expect(dialog.getByText('Name & experience are required').first()).toBeVisible();

  await dialog.getByLabel('Name').fill('Meera Joshi');
  await dialog.getByLabel('Experience (years)').fill('9');
  await dialog.getByLabel('Availability').fill('Mon–Sat, 6–11 AM');
  await dialog.getByLabel('Specialities').fill('Strength, Mobility');
  await dialog.getByLabel('Choose photo').setInputFiles(await photo('meera.jpg', '#9a3412'));
  await dialog.getByRole('button', { name: 'Add trainer' }).click();
  await expect(page.getByText('Trainer added')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Meera Joshi' });
  await expect(card.getByRole('img', { name: 'Photo of Meera Joshi' })).toBeVisible();

  await page.goto(`/gym-profile/${gym.id}`);
  const trainers = page.getByRole('region', { name: 'Trainers' });
  await expect(trainers.getByRole('heading', { name: 'Meera Joshi' })).toBeVisible();
  await expect(trainers.locator('img[src^="/uploads/"]')).toHaveCount(1);

  // Deleting asks first, then the trainer leaves the profile.
  await page.goto('/gym_owner/trainers');
  await page.getByRole('button', { name: 'Delete Meera Joshi' }).click();
  await page.getByRole('dialog', { name: 'Delete Meera Joshi?' }).getByRole('button', { name: 'Delete trainer' }).click();
  await expect(page.getByText('Trainer deleted')).toBeVisible();
  await page.goto(`/gym-profile/${gym.id}`);
  await expect(page.getByRole('heading', { name: 'Meera Joshi' })).toHaveCount(0);
});

test('a trainer applies through /trainer-registration; once the owner accepts, the trainer is public', async ({ page, context }) => {
  // The owner works in a second tab of the same browser; the applicant's session never touches the stored one.
  const owner = await context.newPage();
  const gym = await openOwnerArea(owner);

  const mobile = freshMobile();
  await page.goto('/trainer-registration');
  await expect(page.getByRole('heading', { name: 'Register as a trainer', level: 1 })).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  const before = await outboxCount(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill(await readOtp(mobile, { after: before }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/^Verified:/)).toBeVisible();

  await page.getByLabel('Name').fill('Arjun Rao');
  await page.getByLabel('Experience (years)').fill('4');
  await page.getByLabel('Specialities').fill('CrossFit, HIIT');
  await page.getByLabel('Choose photo').setInputFiles(await photo('arjun.jpg', '#1d4ed8'));
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Choose the gym you are applying to')).toBeVisible();
  await page.getByLabel('Search gyms').fill(gym.name);
  await page.getByRole('radio', { name: new RegExp(gym.name) }).first().check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();

  await page.goto(`/gym-profile/${gym.id}`);
  await expect(page.getByRole('region', { name: 'Trainers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Arjun Rao' })).toHaveCount(0);

  await owner.goto('/gym_owner/trainers');
  const applications = owner.getByRole('region', { name: /Applications/ });
  await expect(applications.getByRole('heading', { name: 'Arjun Rao' })).toBeVisible();
  await applications.getByRole('button', { name: 'Accept Arjun Rao' }).click();
  await expect(owner.getByText('Arjun Rao is now on your team')).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Your trainers' }).getByRole('heading', { name: 'Arjun Rao' })).toBeVisible();

  await page.reload();
  const trainers = page.getByRole('region', { name: 'Trainers' });
  await expect(trainers.getByRole('heading', { name: 'Arjun Rao' })).toBeVisible();
  await expect(trainers.locator('img[src^="/uploads/"]').first()).toBeVisible();
  await owner.close();
});

test('an owner uploads gym photos and picks a cover; the search card and the profile gallery show them', async ({ page }) => {
  const gym = await openOwnerArea(page);
  await page.goto('/gym_owner/gym-profile');
  const manager = page.getByRole('region', { name: 'Photos' });
  await expect(manager.getByText('No photos yet')).toBeVisible();
  await manager.getByLabel('Add photos').setInputFiles([await photo('front.jpg', '#c2410c'), await photo('floor.jpg', '#0f766e')]);
  await expect(page.getByText('2 photos added')).toBeVisible();
  await expect(manager.getByRole('img', { name: 'Photo 1, the cover' })).toBeVisible();
  await manager.getByRole('button', { name: 'Make photo 2 the cover' }).click();
  await expect(page.getByText('Cover photo updated')).toBeVisible();
  const cover = await manager.getByRole('img', { name: 'Photo 1, the cover' }).getAttribute('src');
  expect(cover).toMatch(/^\/uploads\/.+-sm\.webp$/);

  await page.goto(`/view-all-gyms?q=${encodeURIComponent(gym.name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: gym.name }) });
  await expect(card.locator(`img[src="${cover}"]`)).toBeVisible();

  await card.getByRole('link', { name: /view gym/i }).click();
  const gallery = page.getByRole('region', { name: `Photos of ${gym.name}` });
  await expect(gallery.locator('figure')).toHaveCount(2);
  await expect(gallery.locator('figure').first().locator('img')).toHaveAttribute('src', cover!.replace('-sm.webp', '-lg.webp'));
  await expect(gallery.getByText('Photo 1 of 2')).toBeVisible();
  await gallery.getByRole('group').or(gallery.locator('[tabindex="0"]')).first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText('Photo 2 of 2')).toBeVisible();
});

// Screenshots for people to look at (test-results/screens/<name>-<width>.png), after the tests above left data behind.
test('screens: trainers, trainer registration, photo manager, cards with covers, profile gallery', async ({ page }) => {
  const shoot = async (name: string) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.mouse.move(0, 0);
      await expect(page.getByRole('region', { name: /notifications/i }).getByRole('listitem')).toHaveCount(0, { timeout: 15_000 });
      // Lazy images below the fold load as the page scrolls; take them all before the full-page shot.
      await page.evaluate(() => Promise.all([...document.images].map((img) => ((img.loading = 'eager'), img.decode().catch(() => undefined)))));
      // From the top: a page scrolled to a focused field would draw its sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    }
  };
  const mobile = freshMobile();
  await page.goto('/trainer-registration');
  await shoot('trainer-registration');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill(await readOtp(mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Search gyms').fill('Mumbai');
  await expect(page.getByRole('radio').first()).toBeVisible();
  await shoot('trainer-registration-details');

  const gym = await openOwnerArea(page);
  await page.goto('/gym_owner/trainers');
  await expect(page.getByRole('heading', { name: 'Your trainers' })).toBeVisible();
  await shoot('owner-trainers');
  await page.getByRole('button', { name: 'Add trainer' }).click();
  await shoot('owner-trainer-dialog');
  await page.keyboard.press('Escape');

  await page.goto('/gym_owner/gym-profile');
  await expect(page.getByRole('img', { name: /the cover/ })).toBeVisible();
  await shoot('owner-photo-manager');

  await page.goto('/view-all-gyms?q=Mumbai');
  await expect(page.getByRole('article').first()).toBeVisible();
  await shoot('cards-with-covers');

  await page.goto(`/gym-profile/${gym.id}`);
  await expect(page.getByRole('region', { name: `Photos of ${gym.name}` })).toBeVisible();
  await shoot('profile-gallery');
});
