import { loadConfig, type Config } from '@server/config';

/** A fixed secret keeps tests deterministic; kept in tests/, out of the server's code. */
export const TEST_APP_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

// Per-IP caps off by default: every injected request comes from 127.0.0.1, and suites sign in
// many users; tests of those caps pass production values back in as overrides.

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    SMS_PROVIDER: 'file',
    SEED_DEMO: 'false',
    SERVE_SPA: 'false',
    LOG_LEVEL: 'silent',
    APP_SECRET: TEST_APP_SECRET,
    RATE_LIMIT_MAX: '0',
    OTP_IP_HOURLY_MAX: '100000',
    // Tests write gyms straight into the database and empty it between tests: a kept answer would outlive both.
    SEARCH_CACHE_TTL_MS: '0',
  });
  return { ...base, ...overrides };
}
