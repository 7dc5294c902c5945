import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** this machine only, unless told otherwise (0.0.0.0 in a container behind a proxy) */
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    REDIS_URL: z.url().optional(),
    SMS_PROVIDER: z.enum(['console', 'file', 'http']).default('console'),
    SMS_OUTBOX_FILE: z.string().default('./data/sms-outbox.jsonl'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_KEY: z.string().optional(),
    /** HMAC key for OTP codes and signed QR payloads; generated and kept in DATA_DIR when unset */
    APP_SECRET: z.string().min(32).optional(),
    SEED_DEMO: bool.default(true),
    SERVE_SPA: bool.default(true),
    /** the built SPA (vite build) that SERVE_SPA serves */
    SPA_DIR: z.string().min(1).default('./dist'),
    TRUST_PROXY: bool.default(false),
    /** requests per minute per IP across the whole API; 0 turns the global cap off */
    RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
    /** OTP SMS per IP per hour (raise it for e2e runs that sign in many users from one machine) */
    OTP_IP_HOURLY_MAX: z.coerce.number().int().min(1).default(20),
    /** OTP SMS one client may have sent to one number per hour (e2e raises it: its demo owner signs in more often) */
    OTP_NUMBER_CLIENT_HOURLY_MAX: z.coerce.number().int().min(1).default(5),
    /** sign-in texts the whole service may send an hour and a day (an alert line is logged from 80 %) */
    SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(1000),
    SMS_DAILY_BUDGET: z.coerce.number().int().min(1).default(10_000),
    /** how long one database statement may run before the request answers 503 (0: no limit) */
    DB_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
    /** test: the built-in offline gateway (checkout in the app: Pay / Fail); razorpay: Razorpay Orders API */
    PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).default('test'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** a JSON body not finished within this is answered 408 and its connection closed */
    BODY_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
    /** the whole request, photo uploads included (5 MB from a phone on a slow network) */
    UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
    /** searches and compares one client address may have in flight at once (0: no cap) */
    MAX_HEAVY_PER_CLIENT: z.coerce.number().int().min(0).default(4),
    /** how long a search answer is kept (writes through this server forget it at once; 0: not kept) */
    SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
    /** search answers kept at most (least recently used first out) */
    SEARCH_CACHE_MAX: z.coerce.number().int().min(1).default(1000),
    /** open connections per client address; high enough for phones sharing a carrier's address (CGNAT); behind a proxy set 0 or high */
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(200),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** readable: one short line per API call, for a person; json: pino's lines, for a log collector */
    LOG_FORMAT: z.enum(['readable', 'json']).default('readable'),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'required when SMS_PROVIDER=http' });
    if (env.PAYMENT_PROVIDER === 'razorpay')
      for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when PAYMENT_PROVIDER=razorpay' });
  });

export type Config = z.infer<typeof envSchema>;

// Secrets and URLs that may carry a password never reach the log, even when malformed.
const SECRET_NAME = /SECRET|KEY|PASSWORD|TOKEN|DATABASE_URL|REDIS_URL/;
const shown = (name: string, env: NodeJS.ProcessEnv) =>
  SECRET_NAME.test(name) && env[name] !== undefined ? '[hidden]' : JSON.stringify(env[name]);

/** Fails fast with one line per bad variable, naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${shown(String(i.path[0]), env)})`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}\nSee .env.example for every variable.`);
}

/** The address to open: localhost for the loopback or every-interface default, else the host as given. */
export function openUrl(config: Pick<Config, 'HOST' | 'PORT'>): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(config.HOST);
  const host = local ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}`;
}

/** A fixed secret keeps tests deterministic; never used outside tests. */
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
