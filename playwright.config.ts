import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_DATA_DIR, E2E_OUTBOX_FILE, E2E_PORT, E2E_SPA_DIR } from './e2e/env';

const ci = Boolean(process.env.CI);


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
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        // The app's service worker would answer requests before page.route() mocks see them; offline.spec.ts allows it.
        serviceWorkers: 'block',
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // The real server against a fresh database (start-server.ts wipes DATA_DIR); it serves a copy of dist/.
    command: 'node --import tsx e2e/start-server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: !ci,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      // Production refuses its unsafe defaults: the e2e site is a staging one, with the test gateway on purpose.
      PUBLIC_URL: E2E_BASE_URL,
      APP_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
      ALLOW_TEST_PAYMENTS: 'true',
      SMS_PROVIDER: 'file',
      SMS_OUTBOX_FILE: E2E_OUTBOX_FILE,
      SEED_DEMO: 'true',
      // The platform team (issue 25): production admits no admin unless listed; the e2e run lists the seeded one.
      ADMIN_MOBILES: '+919800012345',
      SERVE_SPA: 'true',
      SPA_DIR: E2E_SPA_DIR,
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the per-number limits stay as in production.
      OTP_IP_HOURLY_MAX: '1000',
      OTP_NUMBER_CLIENT_HOURLY_MAX: '30',
      // Every browser context of the run connects from 127.0.0.1 and keeps its idle keep-alive sockets open.
      MAX_CONNECTIONS_PER_IP: '0',
    },
  },
});
