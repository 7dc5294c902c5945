import { z } from 'zod';
import { compactMobile, MOBILE_PATTERN, normaliseMobile } from '@contract/common';
import { CONTACT_HOURLY_MAX } from '@contract/community/contact';
import { languages, type Language } from '@contract/constants';
import { DEMO_ADMIN } from './db/seed-data';

export type QuietHours = { start: number; end: number };

/** "24h,2h" or "90m" → lead times in minutes, longest first; undefined when malformed. */
export function parseLeads(spec: string): number[] | undefined {
  const parts = spec.split(',').map((p) => p.trim()).filter(Boolean);
  const minutes = parts.map((p) => /^(\d{1,4})([hm])$/.exec(p)).map((m) => (m ? Number(m[1]) * (m[2] === 'h' ? 60 : 1) : NaN));
  if (minutes.some((m) => !Number.isInteger(m) || m <= 0)) return undefined;
  return [...new Set(minutes)].sort((a, b) => b - a);
}

/** "21:00-08:00" → minutes of the day; null for "off"; undefined when malformed. */
export function parseQuietHours(spec: string): QuietHours | null | undefined {
  if (spec.trim().toLowerCase() === 'off') return null;
  const m = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(spec.trim());
  if (!m) return undefined;
  const start = Number(m[1]) * 60 + Number(m[2]);
  const end = Number(m[3]) * 60 + Number(m[4]);
  return start === end ? undefined : { start, end };
}

/** "booking_confirmed=abc,booking_reminder=def" → a map of message kind to a provider's template. */
export function parseKindMap(spec: string): Record<string, string> {
  const pairs = spec.split(',').map((p) => p.trim().split('=')).filter((p) => p.length === 2 && p[0] && p[1]);
  return Object.fromEntries(pairs.map(([kind, value]) => [kind!.trim(), value!.trim()]));
}

/**
 * A provider's templates by message kind: a name (the kind-only form, English) or one per language
 * ({"booking_confirmed":{"en":"…","hi":"…","ta":"…"}}).
 */
export type Templates = Record<string, string | Partial<Record<Language, string>>>;
/** `language` is the template's own, null for the kind-only form (whose language the deployment set, as before). */
export type Template = { id: string; language: Language | null };

const templatesJson = z.record(z.string().min(1), z.union([z.string().min(1), z.partialRecord(z.enum(languages), z.string().min(1))]));

/** JSON keyed by kind and language (or by kind alone); else the older kind=template pairs, each English. */
export function parseTemplates(spec: string): Templates | undefined {
  if (!spec.trim().startsWith('{')) return parseKindMap(spec);
  try {
    const parsed = templatesJson.safeParse(JSON.parse(spec));
    return parsed.success ? (parsed.data as Templates) : undefined;
  } catch {
    return undefined;
  }
}

/** A kind's template in a language: its own, or the kind-only form's for English; null when neither is set. */
export function templateFor(templates: Templates, kind: string, language: Language): Template | null {
  const entry = templates[kind];
  if (typeof entry === 'string') return language === 'en' ? { id: entry, language: null } : null;
  const id = entry?.[language];
  return id ? { id, language } : null;
}

const templateMap = z
  .string()
  .default('')
  .transform((spec, ctx) => {
    const templates = parseTemplates(spec);
    if (!templates) ctx.addIssue({ code: 'custom', message: 'kind=template pairs, or JSON such as {"booking_confirmed":{"en":"…","hi":"…","ta":"…"}}' });
    return templates ?? {};
  });
/** Comma-separated mobile numbers in any form sign-in accepts, normalised to +91XXXXXXXXXX; unset stays undefined. */
const mobileList = z
  .string()
  .optional()
  .transform((spec, ctx) => {
    if (spec === undefined) return undefined;
    const items = spec.split(',').map((s) => s.trim()).filter(Boolean);
    const bad = items.find((m) => !MOBILE_PATTERN.test(compactMobile(m)));
    if (bad) ctx.addIssue({ code: 'custom', message: `not an Indian mobile number: ${bad} (comma-separated, e.g. 9800012345,+919812300000)` });
    return [...new Set(items.map(normaliseMobile))];
  });

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

type ProductionSensitive = { PAYMENT_PROVIDER: string; ALLOW_TEST_PAYMENTS: boolean; SMS_PROVIDER: string; APP_SECRET?: string | undefined; PUBLIC_URL?: string | undefined };

/** Defaults that suit a laptop but would be unsafe for a public site: NODE_ENV=production refuses to start with them. */
function refuseUnsafeProductionDefaults(env: ProductionSensitive, ctx: z.RefinementCtx): void {
  const refuse = (name: keyof ProductionSensitive, message: string) => ctx.addIssue({ code: 'custom', path: [name], message: `${message} (NODE_ENV=production)` });
  if (env.PAYMENT_PROVIDER === 'test' && !env.ALLOW_TEST_PAYMENTS)
    refuse('PAYMENT_PROVIDER', 'the test gateway lets any member mark a payment paid: set razorpay, or ALLOW_TEST_PAYMENTS=true for a staging site');
  if (env.SMS_PROVIDER === 'console') refuse('SMS_PROVIDER', 'console only prints sign-in codes in this log: set http (or file)');
  if (!env.APP_SECRET) refuse('APP_SECRET', 'required: each replica would otherwise sign codes and QR payloads with its own generated secret');
  if (!env.PUBLIC_URL) refuse('PUBLIC_URL', 'required: the origin canonical and Open Graph links start with, e.g. https://gymkhana.example');
}

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
    /** the DLT template each message kind was registered as, per language (JSON), or kind=templateId pairs (English); sent by the http provider */
    SMS_DLT_TEMPLATES: templateMap,
    /** none: members get SMS; file: one JSON line per message (tests); cloud: the WhatsApp Business Cloud API with approved templates */
    WHATSAPP_PROVIDER: z.enum(['none', 'file', 'cloud']).default('none'),
    WHATSAPP_OUTBOX_FILE: z.string().default('./data/whatsapp-outbox.jsonl'),
    /** the Graph API's base: a fake provider may stand in (tests, staging) */
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
    WHATSAPP_TOKEN: z.string().optional(),
    /** per kind and language (JSON), or kind=template pairs; a kind not named uses the template gymkhana_<kind> */
    WHATSAPP_TEMPLATES: templateMap,
    /** the language code sent with a kind-only template (a per-language one sends its own: en, hi, ta) */
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en'),
    /** none: no e-mail; file: one JSON line per message (tests); smtp: through nodemailer to SMTP_URL */
    EMAIL_PROVIDER: z.enum(['none', 'file', 'smtp']).default('none'),
    EMAIL_OUTBOX_FILE: z.string().default('./data/email-outbox.jsonl'),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    EMAIL_FROM: z.string().default('Gymkhana <no-reply@gymkhana.local>'),
    /** how long before a slot members are reminded: hours or minutes, comma-separated ("24h,2h", "90m") */
    REMINDER_LEADS: z
      .string()
      .default('24h,2h')
      .transform((spec, ctx) => parseLeads(spec) ?? (ctx.addIssue({ code: 'custom', message: 'hours or minutes, comma-separated, e.g. 24h,2h or 90m' }), z.NEVER)),
    /** HH:MM-HH:MM in the gym's zone, or off: a reminder falling inside moves to the evening before */
    QUIET_HOURS: z
      .string()
      .default('21:00-08:00')
      .transform((spec, ctx) => {
        const quiet = parseQuietHours(spec);
        if (quiet === undefined) ctx.addIssue({ code: 'custom', message: 'HH:MM-HH:MM (e.g. 21:00-08:00) or off' });
        return quiet ?? null;
      }),
    /** a member may cancel a class place until this many hours before it starts; later counts as a late cancel */
    CLASS_CANCEL_HOURS: z.coerce.number().min(0).max(72).default(2),
    /** a freed class place goes to the first on the waitlist until this many minutes before the start; after, nobody is promoted */
    WAITLIST_CUTOFF_MINUTES: z.coerce.number().int().min(0).max(1440).default(30),
    /** how often each server looks for due messages (a write wakes it at once) */
    MESSAGE_WORKER_INTERVAL_MS: z.coerce.number().int().min(1000).default(15_000),
    /** a failed send's first retry waits this long, each next one twice as long (±20 %) */
    MESSAGE_RETRY_BASE_MS: z.coerce.number().int().min(1000).default(30_000),
    /** issue 39: an automatic renewal's notice goes at least this many hours before its debit (the e-mandate rules ask 24 at least) */
    RENEWAL_NOTICE_HOURS: z.coerce
      .number()
      .int()
      .min(24, 'at least 24: the e-mandate rules ask a notice 24 hours before every debit')
      .max(24 * 14)
      .default(48),
    /** the days a renewal's debit is tried on (the pass's last day and the ones after), once a day, before auto-renew ends failed */
    RENEWAL_RETRY_DAYS: z.coerce.number().int().min(1).max(14).default(3),
    /** HMAC key for OTP codes and signed QR payloads; generated and kept in DATA_DIR when unset (development only) */
    APP_SECRET: z.string().min(32).optional(),
    /** the site's public origin (https://gymkhana.example): the only one canonical, Open Graph and absolute links use */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .refine((url) => /^\/?$/.test(new URL(url).pathname) && !new URL(url).search, 'an origin only: scheme, host and port, no path')
      .transform((url) => new URL(url).origin)
      .optional(),
    SEED_DEMO: bool.default(true),
    /** the platform team (issue 25): numbers that may sign in as admin; unset: the demo admin outside production, nobody in it */
    ADMIN_MOBILES: mobileList,
    SERVE_SPA: bool.default(true),
    /** the built SPA (vite build) that SERVE_SPA serves */
    SPA_DIR: z.string().min(1).default('./dist'),
    TRUST_PROXY: bool.default(false),
    /** requests per minute per IP across the whole API; 0 turns the global cap off */
    RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
    /** OTP SMS per IP per hour (raise it for e2e runs that sign in many users from one machine) */
    OTP_IP_HOURLY_MAX: z.coerce.number().int().min(1).default(20),
    /** contact-form messages per IP per hour (e2e raises it: every browser of the run sends from 127.0.0.1) */
    CONTACT_IP_HOURLY_MAX: z.coerce.number().int().min(1).default(CONTACT_HOURLY_MAX),
    /** OTP SMS one client may have sent to one number per hour (e2e raises it: its demo owner signs in more often) */
    OTP_NUMBER_CLIENT_HOURLY_MAX: z.coerce.number().int().min(1).default(5),
    /** sign-in texts the whole service may send an hour and a day (an alert line is logged from 80 %) */
    SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(1000),
    SMS_DAILY_BUDGET: z.coerce.number().int().min(1).default(10_000),
    /** how long one database statement may run before the request answers 503 (0: no limit) */
    DB_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
    /** test: the built-in offline gateway (checkout in the app: Pay / Fail); razorpay: Razorpay Orders API */
    PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).default('test'),
    /** lets NODE_ENV=production run the test gateway on purpose (a staging site); anyone can then mark a payment paid */
    ALLOW_TEST_PAYMENTS: bool.default(false),
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
    /** open connections per client address; high enough for phones sharing a carrier's address (CGNAT); not applied with TRUST_PROXY (the proxy caps) */
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(200),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** readable: one short line per API call, for a person; json: pino's lines, for a log collector */
    LOG_FORMAT: z.enum(['readable', 'json']).default('readable'),
    /** /metrics answers a request from another machine only with "Authorization: Bearer METRICS_TOKEN" (loopback always) */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** on SIGTERM, how long requests in flight may take to finish before the process exits anyway */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') refuseUnsafeProductionDefaults(env, ctx);
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'required when SMS_PROVIDER=http' });
    if (env.WHATSAPP_PROVIDER === 'cloud')
      for (const name of ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TOKEN'] as const)
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when WHATSAPP_PROVIDER=cloud' });
    if (env.EMAIL_PROVIDER === 'smtp' && !env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required when EMAIL_PROVIDER=smtp' });
    if (env.PAYMENT_PROVIDER === 'razorpay')
      for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when PAYMENT_PROVIDER=razorpay' });
  });

export type Config = z.infer<typeof envSchema>;

// Secrets and URLs that may carry a password never reach the log, even when malformed.
const SECRET_NAME = /SECRET|KEY|PASSWORD|TOKEN|DATABASE_URL|REDIS_URL|SMTP_URL/;
const shown = (name: string, env: NodeJS.ProcessEnv) => {
  if (env[name] === undefined || env[name] === '') return 'not set';
  return `got ${SECRET_NAME.test(name) ? '[hidden]' : JSON.stringify(env[name])}`;
};

/** Fails fast with one line per bad variable, naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (${shown(String(i.path[0]), env)})`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}\nSee .env.example for every variable.`);
}

/** The numbers that may sign in as admin: ADMIN_MOBILES, else the demo admin outside production and nobody in it. */
export const adminMobilesOf = (config: Pick<Config, 'ADMIN_MOBILES' | 'NODE_ENV'>): readonly string[] =>
  config.ADMIN_MOBILES ?? (config.NODE_ENV === 'production' ? [] : [DEMO_ADMIN.mobile]);

/** The address to open: localhost for the loopback or every-interface default, else the host as given. */
export function openUrl(config: Pick<Config, 'HOST' | 'PORT'>): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(config.HOST);
  const host = local ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}`;
}

/** The origin absolute links start with: PUBLIC_URL, else (development) the address the server prints; never a request's Host header. */
export const publicOrigin = (config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string => config.PUBLIC_URL ?? openUrl(config);
