import type { FastifyInstance, InjectOptions } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, rewriteActionUrl } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { testConfig } from '@tests/utils/test-config';
import { SONNER_STYLE_HASHES } from '@server/plugins/external/helmet';
import { SWAGGER_UI_STYLE_HASH } from '@server/plugins/external/swagger';
import { useTestServer } from '@tests/utils/build-server';

const server = useTestServer();

const inject = (opts: InjectOptions) => server.current.app.inject(opts);
const envelope = (res: { json: () => unknown }) => res.json() as { status: string; message: string; data?: unknown };

/** A second app on the same database, for settings the shared one does not have. */
async function appWith(overrides: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), db: server.current.handle.db });
  await app.ready();
  return app;
}

const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy']);
  for (const directive of STRICT_CSP) expect(csp.split(';')).toContain(directive);
  expect(csp).toMatch(/(^|;)style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('config', () => {
  it('defaults to production caps and keeps tests on a fixed secret', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ PORT: 3000, SMS_PROVIDER: 'console', RATE_LIMIT_MAX: 600, OTP_IP_HOURLY_MAX: 20, SERVE_SPA: true, SPA_DIR: './dist' });
    expect(defaults.APP_SECRET).toBeUndefined();
    expect(testConfig().APP_SECRET).toBe(testConfig().APP_SECRET);
    expect(testConfig().APP_SECRET!.length).toBeGreaterThanOrEqual(32);
  });

  it('fails fast, naming the variable', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
  });

  it('never prints the value of a secret or a URL that may hold a password', () => {
    const error = (() => {
      try {
        loadConfig({ APP_SECRET: 'hunter2', DATABASE_URL: '//user:pw@host', PORT: 'abc' });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    expect(error).toMatch(/APP_SECRET: .*\(got \[hidden\]\)/);
    expect(error).toMatch(/DATABASE_URL: /);
    expect(error).toContain('(got "abc")');
    expect(error).not.toMatch(/hunter2|pw@host/);
  });

  it('refuses to build an app without a secret', async () => {
    await expect(buildApp({ config: { ...testConfig(), APP_SECRET: undefined }, db: server.current.handle.db })).rejects.toThrow(/APP_SECRET/);
  });
});

describe('rewriteActionUrl', () => {
  it.each([
    ['/api/auth-otp.php?action=send-otp', '/api/auth-otp.php/send-otp'],
    ['/api/gyms.php?action=search&q=pune&page=2', '/api/gyms.php/search?q=pune&page=2'],
    ['/api/gyms.php?q=pune&action=search', '/api/gyms.php/search?q=pune'],
    ['/api/gyms.php?q=pune', '/api/gyms.php?q=pune'],
    ['/api/gyms.php?action=../../etc', '/api/gyms.php?action=../../etc'],
    ['/api/health', '/api/health'],
    ['/member/profile?action=x', '/member/profile?action=x'],
  ])('%s → %s', (from, to) => {
    expect(rewriteActionUrl(from)).toBe(to);
  });

  it('routes the client form of a path to its action', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth-otp.php?action=send-otp', payload: { mobile: '9876543210' } });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Mobile & user type required');
  });
});

describe('envelope', () => {
  it('answers /api/health', async () => {
    const res = await inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toEqual({ status: 'Success', message: 'ok' });
  });

  it.each([
    ['GET', '/api/nowhere'],
    ['POST', '/api/nowhere'],
    ['GET', '/api/gyms.php?action=no-such-action'],
    ['GET', '/'],
  ] as const)('%s %s → 404 envelope', async (method, url) => {
    const res = await inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toEqual({ status: 'Error', message: 'Not found' });
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth-otp.php?action=send-otp', payload: { mobile: 'x'.repeat(70 * 1024), userType: 'member' } });
    expect(res.statusCode).toBe(413);
    expect(envelope(res)).toEqual({ status: 'Error', message: 'Request too large' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])('refuses a %s body with 415', async (type) => {
    const res = await inject({ method: 'POST', url: '/api/auth-otp.php?action=send-otp', headers: { 'content-type': type }, payload: 'mobile=9876543210' });
    expect(res.statusCode).toBe(415);
    expect(envelope(res)).toEqual({ status: 'Error', message: 'Requests must be JSON' });
  });

  it('refuses malformed JSON with a 400 envelope that says so', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth-otp.php?action=send-otp', headers: { 'content-type': 'application/json' }, payload: '{"mobile":' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({ status: 'Error', message: 'Request body is not valid JSON' });
  });

  it('refuses a prototype-poisoning body', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth-otp.php?action=send-otp', headers: { 'content-type': 'application/json' }, payload: '{"mobile":"9876543210","userType":"member","__proto__":{"x":1}}' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).status).toBe('Error');
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/nowhere', '/', '/api/profile.php?action=get'])('sends the strict CSP, HSTS and nosniff on %s', async (url) => {
    expectSecurityHeaders((await inject({ method: 'GET', url })).headers);
  });
});

describe('inline styles the CSP allows', () => {
  it('match the stylesheet the installed sonner injects (recompute the hash after an upgrade)', async () => {
    const source = await readFile(join(process.cwd(), 'node_modules/sonner/dist/index.mjs'), 'utf8');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    expect(literal, 'sonner no longer calls __insertCSS: drop SONNER_STYLE_HASHES').toBeDefined();
    const hash = createHash('sha256').update(JSON.parse(literal!) as string).digest('base64');
    expect(SONNER_STYLE_HASHES).toContain(`'sha256-${hash}'`);
  });
});

describe('API docs', () => {
  it('serves the OpenAPI document built from the contract', async () => {
    const res = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth-otp.php/send-otp']?.post).toBeDefined();
    expect(doc.paths['/api/profile.php/update']?.post).toBeDefined();
  });

  it('serves the UI, allowing only its one inline style beyond the strict policy', async () => {
    const res = await inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(SWAGGER_UI_STYLE_HASH);
    expect(csp).not.toContain('unsafe-inline');
    expect(String((await inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'])).not.toContain(SWAGGER_UI_STYLE_HASH);
  });
});

describe('request bodies', () => {
  it('lets logout go without a body', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth-otp.php?action=logout', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).message).toBe('Unauthorized access');
  });
});

describe('global rate limit', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await appWith({ RATE_LIMIT_MAX: 3 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 with Retry-After in the envelope once an IP passes the cap', async () => {
    for (let i = 0; i < 3; i += 1) expect((await limited.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const res = await limited.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(envelope(res)).toMatchObject({ status: 'Error', message: 'Too many requests. Please try again later.' });
    expect((await limited.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.9' })).statusCode).toBe(200);
  });
});

describe('serving the SPA', () => {
  let dir: string;
  let spa: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gymkhana-dist-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>');
    await writeFile(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    spa = await appWith({ SERVE_SPA: true, SPA_DIR: dir });
  });
  afterAll(async () => {
    await spa.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and for app routes, never cached', async () => {
    for (const url of ['/', '/view-all-gyms?q=pune']) {
      const res = await spa.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(res.headers);
    }
  });

  it("serves a signed-in area's URL as the same shell for every session: the session is in the browser, not in a cookie", async () => {
    const asked = (headers: Record<string, string>) => spa.inject({ method: 'GET', url: '/member/profile', headers });
    const res = await asked({});
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    // Cookies choose only its language (i18nextLng, issue 37): another session's cookie or token changes nothing.
    expect(res.headers.vary).toBe('accept-encoding, accept-language, cookie');
    expect((await asked({ cookie: 'sid=someone-else; i18nextLng=en', authorization: 'Bearer abc' })).body).toBe(res.body);
    expectSecurityHeaders(res.headers);
  });

  it('caches fingerprinted assets for a year', async () => {
    const res = await spa.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other public files', async () => {
    const res = await spa.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps /api misses as JSON 404s and does not fall back for writes', async () => {
    for (const [method, url] of [['GET', '/api/nowhere'], ['GET', '/api'], ['POST', '/member/profile']] as const) {
      const res = await spa.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(envelope(res)).toEqual({ status: 'Error', message: 'Not found' });
    }
  });

  it('still answers the API', async () => {
    expect((await spa.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
