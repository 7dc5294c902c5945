import { seedGymId } from '../server/db/seed';
import { expect, freshMobile, loginLocators, requestOtp, test } from './fixtures';

// A person on a mid-range phone types and taps as soon as the page is drawn, long before the app's code has run.
test.describe('the home search is heard before the code runs', () => {
  test('at 4x CPU, typed and tapped as soon as drawn: the gyms of Pune are found', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel('City or area').fill('Pune');
    await page.getByRole('button', { name: 'Search Gyms', exact: true }).click();
    // Either path is honoured: the drawn form's own GET, or the app's search once it has taken over.
    await expect(page).toHaveURL(/[?&]q=Pune(&|$)/);
    await expect(page.getByRole('article').filter({ hasText: 'Pune' }).first()).toBeVisible({ timeout: 20_000 });
  });

  test('typed before the code ran, tapped after it took over: the typed words are searched for, not wiped', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel('City or area').fill('Pune');
    // The app's code has run and hydrated the page by now.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Search Gyms', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=Pune(&|$)/);
    await expect(page.getByLabel('City or area')).toHaveValue('Pune');
    await expect(page.getByRole('article').filter({ hasText: 'Pune' }).first()).toBeVisible({ timeout: 20_000 });
  });

  test('on the gym list at 4x CPU, a search and a filter tapped as soon as drawn land on their results', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/view-all-gyms', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: 'Gym name, city, area or pincode' }).fill('Pune');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=Pune(&|$)/);
    await expect(page.getByRole('article').filter({ hasText: 'Pune' }).first()).toBeVisible({ timeout: 20_000 });

    await page.goto('/view-all-gyms', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Gym type' }).selectOption({ label: 'Yoga Studio' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]type=yoga_studio(&|$)/);
    await expect(page.getByRole('article').first()).toContainText('Yoga Studio', { timeout: 20_000 });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('a drawn form only the app can send shows its button as not ready, so no tap reloads the page and wipes the typing', async ({ page }) => {
      for (const [path, button] of [['/user-login', 'Send OTP'], ['/contact-us', 'Send message'], ['/trainer-registration', 'Send OTP'], ['/gym-owner-registration', 'Send OTP']] as const) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: button }), path).toBeDisabled();
        await expect(page.getByRole('button', { name: button }), path).toHaveAttribute('aria-busy', 'true');
      }
    });

    test('every button a drawn page shows at phone width either sends its form or is shown not ready', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of ['/', '/view-all-gyms', '/user-login', '/contact-us', '/gym-owner-registration', '/trainer-registration', '/features', `/gym-profile/${seedGymId(0)}`]) {
        await page.goto(path);
        const idle = await page.locator('button:not([disabled])').evaluateAll((buttons) =>
          buttons.filter((b) => (b as HTMLButtonElement).type !== 'submit' || !(b as HTMLButtonElement).form?.hasAttribute('action')).map((b) => b.outerHTML.slice(0, 120)),
        );
        expect(idle, `${path}: buttons a tap on would be lost`).toEqual([]);
        for (const waiting of await page.locator('button[disabled]').all()) await expect(waiting, path).toHaveAttribute('aria-busy', 'true');
      }
    });

    test('a popular city tapped on the drawn home page lands on that city’s drawn gyms', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search gyms in Pune' }).click();
      await expect(page).toHaveURL(/\/view-all-gyms\?q=Pune$/);
      await expect(page.getByRole('article').first()).toContainText('Pune');
    });

    test('the drawn form still sends the words to the gym list', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('City or area').fill('Pune');
      await page.getByRole('button', { name: 'Search Gyms', exact: true }).click();
      await expect(page).toHaveURL(/\/view-all-gyms\?q=Pune$/);
    });

    test('the home search reaches Pune’s gyms, and a card opens the drawn profile with its passes and prices', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('City or area').fill('Pune');
      await page.getByRole('button', { name: 'Search Gyms', exact: true }).click();
      const card = page.getByRole('article').filter({ hasText: 'Pune' }).first();
      const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
      expect(name).not.toBe('');
      await card.getByRole('link', { name: /view gym/i }).click();
      await expect(page).toHaveURL(/\/gym-profile\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Monthly Pass').first()).toBeVisible();
      await expect(page.getByText(/₹\s?[\d,]+/).first()).toBeVisible();
    });

    test('the gym list’s filters are a form: a type and an amenity applied land on the drawn, filtered results', async ({ page }) => {
      await page.goto('/view-all-gyms');
      await page.getByRole('combobox', { name: 'Gym type' }).selectOption({ label: 'Yoga Studio' });
      await page.getByRole('checkbox', { name: 'Parking' }).check();
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/[?&]type=yoga_studio(&|$)/);
      await expect(page).toHaveURL(/[?&]amenities=parking(&|$)/);
      const first = page.getByRole('article').first();
      await expect(first).toContainText('Yoga Studio');
      await expect(page.getByRole('checkbox', { name: 'Parking' })).toBeChecked();
    });
  });
});

// The forms of issue 21's list, typed and tapped as soon as the page is drawn on a slowed phone: each one answers.
test.describe('forms tapped as soon as drawn at 4x CPU are heard', () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  });

  test('sign-in sends the code', async ({ page }) => {
    await page.goto('/user-login', { waitUntil: 'commit' });
    await requestOtp(page, { mobile: freshMobile(), navigate: false });
    await expect(loginLocators(page).otp).toBeVisible();
  });

  test('the contact form sends its message', async ({ page }) => {
    await page.goto('/contact-us', { waitUntil: 'commit' });
    await page.getByLabel('Name').fill('Anita Desai');
    await page.getByLabel('Email').fill('anita@example.com');
    await page.getByLabel('Subject').fill('Two branches');
    await page.getByLabel('Message').fill('Can one owner account hold two branches of our gym?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('main').getByText('Message sent successfully!')).toBeVisible();
  });

  for (const path of ['/gym-owner-registration', '/trainer-registration']) {
    test(`${path} sends the code`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'commit' });
      await page.getByRole('textbox', { name: /mobile number/i }).fill(freshMobile());
      await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByRole('textbox', { name: /One-time password|OTP/ })).toBeVisible();
    });
  }
});

