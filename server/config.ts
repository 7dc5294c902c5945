import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
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
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof envSchema>;

/** Fails fast with one line per bad variable, naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}\nSee .env.example for every variable.`);
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'file', SEED_DEMO: 'false', SERVE_SPA: 'false', LOG_LEVEL: 'silent' }), ...overrides };
}
