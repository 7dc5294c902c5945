import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerAuth } from './plugins/app/auth';
import { registerContext } from './plugins/app/context';
import { registerDb } from './plugins/app/db';
import { registerServices } from './plugins/app/services';
import { registerErrorHandling } from './plugins/app/errors';
import { encodingKeptAnswersOnce, registerGymSearch } from './plugins/app/gym-search';
import { clientErrorHandler, frameworkErrors } from './plugins/app/framework-errors';
import { registerInputGuard } from './plugins/app/input-guard';
import { registerHeavyRequestCap } from './plugins/app/heavy-requests';
import { registerJsonBody } from './plugins/app/json-body';
import { registerRedis } from './plugins/app/redis';
import { registerSlowClientLimits } from './plugins/app/slow-clients';
import { loggerOptions, registerRequestIdEcho, registerRequestLines, requestIdOptions } from './plugins/app/logging';
import { registerMetrics } from './plugins/app/metrics';
import { registerHealthRoutes, registerReadiness } from './plugins/app/readiness';
import { registerHelmet } from './plugins/external/helmet';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerStatic } from './plugins/external/static';
import { registerSwagger } from './plugins/external/swagger';
import { registerUploads } from './plugins/external/uploads';
import { createEmailProvider } from './providers/email';
import { createPaymentProvider, type PaymentProvider } from './providers/payments';
import { createSmsProvider } from './providers/sms';
import { createWhatsappProvider } from './providers/whatsapp';
import { writeDueDailySummaries } from './services/daily-summary';
import { messagePolicyOf, type MessagePolicy } from './services/message-outbox';
import { createMessageWorker, type MessageChannels, type MessageWorker } from './services/message-worker';
import { createRefunds, type Refunds } from './services/refunds';
import { adminRoutes } from './routes/admin';
import { ownerVerificationRoutes } from './routes/admin/owner-verification';
import { announcementsRoutes } from './routes/announcements';
import { authRoutes } from './routes/auth-otp';
import { attendanceRoutes } from './routes/attendance';
import { bookingsRoutes } from './routes/bookings';
import { classesRoutes } from './routes/classes';
import { contactRoutes } from './routes/contact';
import { dashboardRoutes } from './routes/dashboard';
import { gymPhotosRoutes } from './routes/gym-photos';
import { gymsRoutes } from './routes/gyms';
import { membersRoutes } from './routes/members';
import { membershipsRoutes } from './routes/memberships';
import { notificationsRoutes } from './routes/notifications';
import { promosRoutes } from './routes/promos';
import { ownerGymsRoutes } from './routes/owner-gyms';
import { ownersRoutes } from './routes/owners';
import { paymentsRoutes } from './routes/payments';
import { plansRoutes } from './routes/plans';
import { profileRoutes } from './routes/profile';
import { reviewsRoutes } from './routes/reviews';
import { sessionsRoutes } from './routes/sessions';
import { trainersRoutes } from './routes/trainers';

declare module 'fastify' {
  interface FastifyInstance {
    /** the payment gateway PAYMENT_PROVIDER names */
    payments: PaymentProvider;
    /** who hears what (channels, reminder leads, quiet hours), from the configuration */
    messagePolicy: MessagePolicy;
    /** sends the outbox; server.ts starts it, closing the app stops it, tests call runDue() */
    messageWorker: MessageWorker;
    /** refunds still pending at the gateway: the message worker retries them each run, tests call retryDue() */
    refunds: Refunds;
  }
}

/** `now` is the clock every service reads; tests pass one they can move (and a gateway of their own). */
export type AppDeps = {
  config: Config;
  db: Db;
  now?: () => Date;
  payments?: PaymentProvider;
  /** message providers in place of the configured ones (tests: one that fails on purpose) */
  channels?: Partial<MessageChannels>;
  logTo?: { write: (text: string) => unknown };
};

/** `/api/x.php?action=y&z=1` → `/api/x.php/y?z=1`, so each action is its own route with its own schema. */
export function rewriteActionUrl(url: string): string {
  const match = /^(\/api\/[\w-]+\.php)\?(.*)$/.exec(url);
  if (!match) return url;
  const params = new URLSearchParams(match[2]);
  const action = params.get('action');
  if (!action || !/^[\w-]+$/.test(action)) return url;
  params.delete('action');
  const rest = params.toString();
  return `${match[1]}/${action}${rest ? `?${rest}` : ''}`;
}

type WorkerDeps = { config: Config; db: Db; now: () => Date; channels: Partial<MessageChannels>; payments: PaymentProvider };

function registerMessages(app: FastifyInstance, { config, db, now, channels, payments }: WorkerDeps): void {
  const providers: MessageChannels = {
    sms: channels.sms ?? createSmsProvider(config, now),
    whatsapp: channels.whatsapp !== undefined ? channels.whatsapp : createWhatsappProvider(config, now),
    email: channels.email !== undefined ? channels.email : createEmailProvider(config, now),
  };
  const log = (line: string) => app.log.warn(line);
  const refunds = createRefunds({ db, now, payments, log });
  const policy = messagePolicyOf(config);
  const writeDue = (at: Date) => writeDueDailySummaries(db, policy, at);
  const worker = createMessageWorker({ db, now, channels: providers, intervalMs: config.MESSAGE_WORKER_INTERVAL_MS, log, writeDue, alsoEachRun: refunds.retryDue });
  app.decorate('refunds', refunds);
  app.decorate('messagePolicy', policy);
  app.decorate('messageWorker', worker);
  app.addHook('onClose', () => worker.stop());
}

/** Builds the whole app; never listens (server.ts does, tests use app.inject). */
export async function buildApp({ config, db, now = () => new Date(), payments = createPaymentProvider(config), channels = {}, logTo }: AppDeps): Promise<FastifyInstance> {
  if (!config.APP_SECRET) throw new Error('APP_SECRET is not set: server.ts keeps one in DATA_DIR, tests use testConfig()');
  const app = Fastify({
    ...loggerOptions(config, logTo),
    ...requestIdOptions,
    rewriteUrl: (req) => rewriteActionUrl(req.url ?? '/'),
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY,
    // Node's own limits, answered in the envelope: the whole request (uploads from a slow phone
    // included), a URL plus headers over 16 KB (431), broken framing (400).
    requestTimeout: config.UPLOAD_TIMEOUT_MS,
    http: { maxHeaderSize: 16 * 1024, headersTimeout: Math.min(20_000, config.UPLOAD_TIMEOUT_MS), connectionsCheckingInterval: 2_000 },
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(encodingKeptAnswersOnce(serializerCompiler));
  registerErrorHandling(app);
  registerRequestLines(app, config);
  registerRequestIdEcho(app);
  registerContext(app, { config, now });
  registerDb(app, db);
  registerMetrics(app);
  registerReadiness(app);
  app.decorate('payments', payments);
  registerMessages(app, { config, db, now, channels, payments });
  registerServices(app);
  registerJsonBody(app);
  registerInputGuard(app);
  registerSlowClientLimits(app);
  registerRedis(app);
  registerHeavyRequestCap(app);
  registerGymSearch(app, db);
  // Before any route: helmet and rate-limit hook every request, swagger records every route.
  await registerHelmet(app);
  await registerRateLimit(app);
  await registerSwagger(app);
  await registerAuth(app);

  registerHealthRoutes(app);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(sessionsRoutes);
  await app.register(gymsRoutes);
  await app.register(ownerGymsRoutes);
  await app.register(plansRoutes);
  await app.register(ownersRoutes);
  await app.register(reviewsRoutes);
  await app.register(announcementsRoutes);
  await app.register(contactRoutes);
  await registerUploads(app);
  await app.register(trainersRoutes);
  await app.register(gymPhotosRoutes);
  await app.register(ownerVerificationRoutes);
  await app.register(adminRoutes);
  await app.register(bookingsRoutes);
  await app.register(attendanceRoutes);
  await app.register(paymentsRoutes);
  await app.register(membersRoutes);
  await app.register(membershipsRoutes);
  await app.register(dashboardRoutes);
  await app.register(notificationsRoutes);
  await app.register(promosRoutes);
  await app.register(classesRoutes);
  await registerStatic(app);
  return app;
}
