import { moveSuiteClock, suiteNow } from './clock';
import { expect, test } from './fixtures';

// Issue 33: the run's server and every browser context read one clock, the suite's (E2E_AT, or the commit's instant),
// and a spec that moves it moves both. Specs before this one may have moved it on: "now" is the suite's, not E2E_AT.
const CLOSE_MS = 5_000;

async function clocks(page: import('@playwright/test').Page) {
  const browser = await page.evaluate(() => Date.now());
  // The server's own wall clock, as it stamps every answer (whole seconds).
  const server = Date.parse((await page.request.get('/api/health')).headers()['date']!);
  return { browser, server, suite: suiteNow().getTime() };
}

test('the browser and the server read the suite’s clock, and a move of it moves both', async ({ page }) => {
  const at = Date.parse(process.env.E2E_AT!);
  await page.goto('/');
  const before = await clocks(page);
  expect(before.suite).toBeGreaterThanOrEqual(at);
  expect(Math.abs(before.browser - before.suite)).toBeLessThan(CLOSE_MS);
  expect(Math.abs(before.server - before.suite)).toBeLessThan(CLOSE_MS);

  await moveSuiteClock(10 * 60_000);
  const after = await clocks(page);
  expect(after.suite - before.suite).toBeGreaterThanOrEqual(10 * 60_000);
  expect(Math.abs(after.browser - after.suite)).toBeLessThan(CLOSE_MS);
  // Node stamps the Date header from a string it keeps for up to a second: the moved clock shows in the next one.
  await expect.poll(async () => Math.abs((await clocks(page)).server - suiteNow().getTime())).toBeLessThan(CLOSE_MS);

  // A page opened after the move starts on the moved clock too.
  const late = await (await page.context().browser()!.newContext()).newPage();
  await late.goto('/');
  expect(Math.abs((await late.evaluate(() => Date.now())) - suiteNow().getTime())).toBeLessThan(CLOSE_MS);
});
