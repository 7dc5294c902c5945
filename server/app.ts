import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerAuth } from './plugins/app/auth';
import { registerDb } from './plugins/app/db';
import { registerErrorHandling } from './plugins/app/errors';
import { authRoutes } from './routes/auth-otp';
import { gymsRoutes } from './routes/gyms';
import { profileRoutes } from './routes/profile';
import { reviewsRoutes } from './routes/reviews';

export type AppDeps = { config: Config; db: Db };

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
export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    rewriteUrl: (req) => rewriteActionUrl(req.url ?? '/'),
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerDb(app, db);
  await registerAuth(app);

  app.get('/api/health', async () => ({ status: 'Success', message: 'ok' }));
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(gymsRoutes);
  await app.register(reviewsRoutes);
  return app;
}
