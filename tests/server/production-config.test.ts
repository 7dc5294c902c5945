import { describe, expect, it } from 'vitest';
import { loadConfig, publicOrigin } from '@server/config';

/** A production environment with every unsafe default replaced; each test takes one back. */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'rzp-secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-secret',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  APP_SECRET: 'production-secret-0123456789abcdef0123456789',
  PUBLIC_URL: 'https://gymkhana.example',
};

const refusal = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('NODE_ENV=production refuses unsafe defaults, naming the variable', () => {
  it('starts with every one of them set on purpose', () => {
    expect(refusal(SAFE_PRODUCTION)).toBeNull();
    expect(loadConfig(SAFE_PRODUCTION).PUBLIC_URL).toBe('https://gymkhana.example');
  });

  it.each([
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'test' }, /PAYMENT_PROVIDER: the test gateway lets any member mark a payment paid/],
    ['PAYMENT_PROVIDER (its default)', { PAYMENT_PROVIDER: undefined }, /PAYMENT_PROVIDER: .*\(not set\)/],
    ['SMS_PROVIDER', { SMS_PROVIDER: 'console' }, /SMS_PROVIDER: console only prints sign-in codes/],
    ['SMS_PROVIDER (its default)', { SMS_PROVIDER: undefined }, /SMS_PROVIDER: /],
    ['APP_SECRET', { APP_SECRET: undefined }, /APP_SECRET: required: each replica would otherwise sign/],
    ['PUBLIC_URL', { PUBLIC_URL: '' }, /PUBLIC_URL: required: the origin canonical and Open Graph links start with/],
  ])('refuses %s', (_name, change, message) => {
    const error = refusal({ ...SAFE_PRODUCTION, ...change });
    expect(error).toMatch(message);
    expect(error).toMatch(/NODE_ENV=production/);
    // One line per bad variable: only the one taken back is named.
    expect(error!.split('\n').filter((line) => line.startsWith('  '))).toHaveLength(1);
  });

  it('runs the test gateway only when ALLOW_TEST_PAYMENTS=true says so (a staging site)', () => {
    expect(refusal({ ...SAFE_PRODUCTION, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'false' })).toMatch(/PAYMENT_PROVIDER/);
    expect(refusal({ ...SAFE_PRODUCTION, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'true' })).toBeNull();
  });

  it('takes a file SMS outbox (a staging site reads the codes there)', () => {
    expect(refusal({ ...SAFE_PRODUCTION, SMS_PROVIDER: 'file' })).toBeNull();
  });

  it('names all four at once on a bare production start', () => {
    const error = refusal({ NODE_ENV: 'production' })!;
    for (const name of ['PAYMENT_PROVIDER', 'SMS_PROVIDER', 'APP_SECRET', 'PUBLIC_URL']) expect(error).toContain(`  ${name}: `);
  });

  it('keeps development as it was: nothing to set', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'test', SMS_PROVIDER: 'console' })).toBeNull();
  });
});

describe('PUBLIC_URL', () => {
  it('is an origin: a trailing slash is dropped, a path or another scheme refused', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://gymkhana.example:8443/' }).PUBLIC_URL).toBe('https://gymkhana.example:8443');
    expect(refusal({ PUBLIC_URL: 'https://gymkhana.example/app' })).toMatch(/PUBLIC_URL: an origin only/);
    expect(refusal({ PUBLIC_URL: 'ftp://gymkhana.example' })).toMatch(/PUBLIC_URL/);
  });

  it('is the origin of absolute links; without it (development) the address the server prints, never a request header', () => {
    expect(publicOrigin(loadConfig({ PUBLIC_URL: 'https://gymkhana.example' }))).toBe('https://gymkhana.example');
    expect(publicOrigin(loadConfig({ PORT: '3411' }))).toBe('http://localhost:3411');
    expect(publicOrigin(loadConfig({ HOST: '192.0.2.5', PORT: '80' }))).toBe('http://192.0.2.5:80');
  });
});
