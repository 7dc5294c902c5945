import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, Listen } from './db/client';
import { authPlugin } from './plugins/app/auth';
import { contextPlugin } from './plugins/app/context';
import { dbPlugin } from './plugins/app/db';
import { errorHandlingPlugin } from './plugins/app/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/app/framework-errors';
import { encodingKeptAnswersOnce, gymSearchPlugin } from './plugins/app/gym-search';
import { heavyRequestCapPlugin } from './plugins/app/heavy-requests';
import { inputGuardPlugin } from './plugins/app/input-guard';
import { jsonBodyPlugin } from './plugins/app/json-body';
import { languagePlugin } from './plugins/app/language';
import { loggerOptions, requestIdEchoPlugin, requestIdOptions, requestLinesPlugin } from './plugins/app/logging';
import { messagesPlugin } from './plugins/app/messages';
import { metricsPlugin } from './plugins/app/metrics';
import { paymentsPlugin } from './plugins/app/payments';
import { healthRoutes, readinessPlugin } from './plugins/app/readiness';
import { redisPlugin } from './plugins/app/redis';
import { slowClientLimitsPlugin } from './plugins/app/slow-clients';
import { helmetPlugin } from './plugins/external/helmet';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { pagesPlugin } from './plugins/external/pages';
import { staticPlugin } from './plugins/external/static';
import { swaggerPlugin } from './plugins/external/swagger';
import { imagesPlugin, uploadsPlugin } from './plugins/external/uploads';
import { createPaymentProvider, type PaymentProvider } from './providers/payments';
import { domainRoutes } from './domains/routes';
import { servicesPlugin } from './domains/services';
import type { MessageChannels } from './domains/messaging';

/** `now` is the clock every service reads; tests pass one they can move (and a gateway of their own). */
export type AppDeps = {
  config: Config;
  db: Db;
  now?: () => Date;
  payments?: PaymentProvider;
  /** message providers in place of the configured ones (tests: one that fails on purpose) */
  channels?: Partial<MessageChannels>;
  /** the database's LISTEN, which wakes the message worker when a commit wrote messages (without it: the interval alone) */
  listen?: Listen;
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

/** Builds the whole app; never listens (server.ts does, tests use app.inject). */
export async function buildApp({ config, db, now = () => new Date(), payments = createPaymentProvider(config), channels = {}, listen, logTo }: AppDeps): Promise<FastifyInstance> {
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
  // Each plugin names the ones it needs (fastify-plugin checks them); fastify-plugin lets their decorators and hooks reach the routes.
  await app.register(contextPlugin, { config, now });
  await app.register(dbPlugin, { db });
  await app.register(languagePlugin);
  await app.register(errorHandlingPlugin);
  await app.register(requestLinesPlugin);
  await app.register(requestIdEchoPlugin);
  await app.register(metricsPlugin);
  await app.register(readinessPlugin);
  await app.register(paymentsPlugin, { payments });
  await app.register(messagesPlugin, { channels, listen });
  await app.register(imagesPlugin);
  await app.register(servicesPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(inputGuardPlugin);
  await app.register(slowClientLimitsPlugin);
  await app.register(redisPlugin);
  await app.register(heavyRequestCapPlugin);
  await app.register(gymSearchPlugin);
  // Before any route: helmet and rate-limit hook every request, swagger records every route.
  await app.register(helmetPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(uploadsPlugin);
  for (const routes of domainRoutes) await app.register(routes);
  await app.register(staticPlugin);
  await app.register(pagesPlugin);
  return app;
}
