import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

// Shared by playwright.config.ts (which starts the server) and the fixtures (which read its outbox).
// E2E_PORT lets two checkouts run their browser tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
export const E2E_DATA_DIR = join(ROOT_DIR, '.tmp', 'e2e-data');
export const E2E_OUTBOX_FILE = join(E2E_DATA_DIR, 'sms-outbox.jsonl');
export const SPA_INDEX = join(ROOT_DIR, 'dist', 'index.html');
/** start-server.ts copies dist/ here and the server serves the copy (SPA_DIR). */
export const E2E_SPA_DIR = join(E2E_DATA_DIR, 'spa');

/** The seeded demo accounts (README): both have complete profiles. */
export const DEMO_MEMBER_MOBILE = '9876543210';
export const DEMO_OWNER_MOBILE = '9812345678';
/** The seeded manager of the demo owner's showcase gym (server/db/seed-data.ts DEMO_MANAGER; issue 38). */
export const DEMO_MANAGER_MOBILE = '9811122233';
/** The seeded platform admin (server/db/seed-data.ts DEMO_ADMIN; ADMIN_MOBILES defaults to it outside production). */
export const DEMO_ADMIN_MOBILE = '9800012345';

/** Debian's Chromium (`npx playwright install` cannot run here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// We run as root, hence --no-sandbox; the background-networking flags stop Chromium calling home on a closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The environment of an e2e server: the webServer of playwright.config.ts, and any server a spec starts of its own
 * (e2e/faketime-server.ts). The SPA is served from the copy start-server.ts makes.
 */
export function serverEnv({ port, dataDir, outboxFile }: { port: number; dataDir: string; outboxFile: string }): Record<string, string> {
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // Production refuses its unsafe defaults: the e2e site is a staging one, with the test gateway on purpose.
    PUBLIC_URL: baseUrl,
    APP_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
    ALLOW_TEST_PAYMENTS: 'true',
    SMS_PROVIDER: 'file',
    SMS_OUTBOX_FILE: outboxFile,
    SEED_DEMO: 'true',
    // The platform team (issue 25): production admits no admin unless listed; the e2e run lists the seeded one.
    ADMIN_MOBILES: '+919800012345',
    SERVE_SPA: 'true',
    SPA_DIR: E2E_SPA_DIR,
    LOG_LEVEL: 'warn',
    // Every test signs in from 127.0.0.1; the per-number limits stay as in production.
    OTP_IP_HOURLY_MAX: '1000',
    OTP_NUMBER_CLIENT_HOURLY_MAX: '30',
    // The tap sweep sends the contact form once per cell (16 of them), every one from 127.0.0.1.
    CONTACT_IP_HOURLY_MAX: '1000',
    // Every browser context of the run connects from 127.0.0.1 and keeps its idle keep-alive sockets open.
    MAX_CONNECTIONS_PER_IP: '0',
  };
}
