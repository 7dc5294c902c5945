import type { Page } from '@playwright/test';
import { ownerMessages } from '@contract/accounts/owners';
import { expect, freshMobile, outboxCount, readOtp, signInNewMember, test, waitForResendWindow } from './fixtures';

/** Steps 1 and 2 of /gym-owner-registration: the terms, the number, the code from the outbox. */
async function verifyOnRegistration(page: Page, mobile: string): Promise<void> {
  await page.goto('/gym-owner-registration');
  await page.getByRole('textbox', { name: 'Your mobile number' }).fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Accept Terms to Continue')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await waitForResendWindow(mobile);
  const sentBefore = await outboxCount(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'One-time password (OTP)' }).fill(await readOtp(mobile, { after: sentBefore }));
}

/** Card of one pass in the passes form. */
const passCard = (page: Page, pass: string) => page.getByRole('listitem').filter({ has: page.getByText(pass, { exact: true }) });

async function setPass(page: Page, pass: string, rupees: string): Promise<void> {
  await page.getByRole('checkbox', { name: `Offer the ${pass}` }).check();
  await page.getByRole('textbox', { name: `${pass} price (₹)` }).fill(rupees);
}

test('a new owner registers with OTP and a gym, sets prices, and members find it in search and on its profile', async ({ page }) => {
  const mobile = freshMobile();
  const gymName = `Sahyadri Strength ${mobile.slice(-5)}`;
  await verifyOnRegistration(page, mobile);

  await expect(page.getByText('Mobile number verified')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Meera');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Kulkarni');
  await page.getByRole('textbox', { name: 'Your email' }).fill(`meera${mobile}@example.test`);
  // The rules hold before anything is sent: the spec's words under the fields.
  await page.getByRole('textbox', { name: 'Pincode' }).fill('41104');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Gym name is required')).toBeVisible();
  await expect(page.getByText('Pincode must be 6 digits')).toBeVisible();
  await expect(page.getByText('Turn on at least one pass')).toBeVisible();

  await page.getByRole('textbox', { name: 'Gym name' }).fill(gymName);
  await page.getByRole('combobox', { name: 'Gym type' }).selectOption('Fitness Center');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Premium');
  await page.getByRole('textbox', { name: 'Established in (year)' }).fill('2018');
  await page.getByRole('textbox', { name: 'Gym contact number' }).fill('98220 12345');
  await page.getByRole('textbox', { name: 'Address' }).fill('2nd floor, Baner Road, near Balewadi Phata');
  await page.getByRole('textbox', { name: 'Area or locality' }).fill('Baner');
  await page.getByRole('textbox', { name: 'City' }).fill('Pune');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Maharashtra');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('411045');
  await page.getByRole('checkbox', { name: 'Lockers' }).check();
  await page.getByRole('textbox', { name: 'Add a facility' }).fill('Free weights');
  await page.getByRole('textbox', { name: 'Add a facility' }).press('Enter');
  await setPass(page, 'Day Pass', '250');
  await setPass(page, 'Monthly Pass', '2,499');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/gym_owner\/manage-gyms$/);
  await expect(page.getByText('Registration successful!')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(gymName) });
  await expect(row.getByText('Active')).toBeVisible();

  // Prices change in the editor and show at once to members.
  await row.getByRole('button', { name: `Edit ${gymName}` }).click();
  await expect(page).toHaveURL(/\/gym_owner\/gym-profile$/);
  await expect(page.getByRole('textbox', { name: 'Gym name' })).toHaveValue(gymName);
  await page.getByRole('textbox', { name: 'Monthly Pass price (₹)' }).fill('2799');
  await setPass(page, 'Yearly Pass', '24999');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Passes and prices updated')).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('Rigs, free weights and a turf for conditioning.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.goto(`/view-all-gyms?q=${encodeURIComponent(gymName)}`);
  const card = page.getByRole('article').filter({ hasText: gymName });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('₹2,799')).toBeVisible();
  await expect(card.getByText('₹250')).toBeVisible();
  await card.getByRole('link', { name: /view gym/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: gymName })).toBeVisible();
  await expect(page.getByText('Rigs, free weights and a turf for conditioning.')).toBeVisible();
  for (const [pass, price] of [['Day Pass', '₹250'], ['Monthly Pass', '₹2,799'], ['Yearly Pass', '₹24,999']]) {
    await expect(passCard(page, pass!).getByText(price!)).toBeVisible();
  }

  // Deactivated: gone from search; reactivated: back.
  await page.goto('/gym_owner/manage-gyms');
  await page.getByRole('button', { name: `Deactivate ${gymName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${gymName}?` });
  await expect(dialog.getByText(/Bookings already made stay as they are/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('row', { name: new RegExp(gymName) }).getByText('Deactivated')).toBeVisible();
  await page.goto(`/view-all-gyms?q=${encodeURIComponent(gymName)}`);
  await expect(page.getByRole('article').filter({ hasText: gymName })).toHaveCount(0);
  await page.goto('/gym_owner/manage-gyms');
  await page.getByRole('button', { name: `Reactivate ${gymName}` }).click();
  await page.getByRole('dialog', { name: `Reactivate ${gymName}?` }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByRole('row', { name: new RegExp(gymName) }).getByText('Active')).toBeVisible();
  await page.goto(`/view-all-gyms?q=${encodeURIComponent(gymName)}`);
  await expect(page.getByRole('article').filter({ hasText: gymName })).toHaveCount(1);
});

test('a member’s number is told it belongs to a member, and stays a member', async ({ page }) => {
  const mobile = await signInNewMember(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/user-login/);
  await verifyOnRegistration(page, mobile);
  // Sign-in keeps the stored type (the notice) or refuses the owner code outright (an error on the OTP step).
  await expect(page.getByText(ownerMessages.memberNumber).or(page.getByRole('alert'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await page.goto('/gym_owner');
  await expect(page).not.toHaveURL(/\/gym_owner/);
});
