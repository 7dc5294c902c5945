import { defineConfig } from '@playwright/test';
import { CLOCK_FILE, faketimeEnv, startSuiteClock, suiteInstant } from './e2e/clock';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_DATA_DIR, E2E_OUTBOX_FILE, E2E_PORT, serverEnv } from './e2e/env';

const ci = Boolean(process.env.CI);

// One clock for the run (e2e/clock.ts): set once by the main process, before the server starts; its workers load this
// file again and inherit E2E_AT, so they only read the clock.
if (!process.env.E2E_CLOCK_STARTED) {
  const at = suiteInstant();
  startSuiteClock(at);
  process.env.E2E_AT = at.toISOString();
  process.env.E2E_CLOCK_STARTED = '1';
  console.log(`e2e clock: ${at.toISOString()} (rerun at it: E2E_AT=${at.toISOString()} npm run test:e2e)`);
}

const browser = {
  browserName: 'chromium' as const,
  viewport: { width: 1280, height: 800 },
  // The app's service worker would answer requests before page.route() mocks see them; offline.spec.ts allows it.
  serviceWorkers: 'block' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};
const WEEKS_AHEAD = ['auto-renew.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  forbidOnly: ci,
  retries: 0,
  // Two cores run the server, the browser and the test runner: one worker keeps timings honest.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI keeps only its printed log, so it records no trace or HTML report: tracing every test cost it 17% of its e2e time
  // (two specs: 280 s traced, 233 s not). Locally a failed test keeps its trace.
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: ci ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: WEEKS_AHEAD },
    // A spec that moves the suite's one clock weeks ahead (a renewal's notice and debit) runs after every other: the demo's
    // upcoming bookings and today's slots would be in the past for any spec after it. Alone: --project=weeks-ahead --no-deps.
    { name: 'weeks-ahead', use: browser, testMatch: WEEKS_AHEAD, dependencies: ['chromium'] },
  ],
  webServer: {
    // The real server against a fresh database (start-server.ts wipes DATA_DIR); it serves a copy of dist/.
    command: 'node --import tsx e2e/start-server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    // Never a server left running: it would not be on this run's clock.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { ...serverEnv({ port: E2E_PORT, dataDir: E2E_DATA_DIR, outboxFile: E2E_OUTBOX_FILE }), ...faketimeEnv(CLOCK_FILE) },
  },
});
