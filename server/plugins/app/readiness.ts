import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { checkReadiness, pingDatabase, type ReadinessCheck } from '../../shared/health-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** what /api/ready asks before answering 200: the database, and Redis when REDIS_URL is set (redis.ts adds it) */
    readinessChecks: Map<string, ReadinessCheck>;
    /** true from the moment app.close() starts (SIGTERM): /api/ready answers 503 and connections are not kept alive */
    shuttingDown: () => boolean;
  }
}

/** Before the route plugins (they inherit the hook) and the plugins that add a check of their own (redis.ts). */
export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    let shuttingDown = false;
    app.decorate('readinessChecks', new Map<string, ReadinessCheck>([['database', () => pingDatabase(app.db)]]));
    app.decorate('shuttingDown', () => shuttingDown);
    app.addHook('preClose', async () => void (shuttingDown = true));
    // A response finished while closing ends its connection: an idle keep-alive socket would hold the close until it times out.
    app.addHook('onSend', async (_request, reply) => void (shuttingDown && reply.header('connection', 'close')));
  },
  { name: 'readiness', dependencies: ['db'] },
);

/**
 * After helmet and the rate limit, which hook the routes registered after them.
 * /api/health: the process answers (a balancer's liveness). /api/ready: it can serve (the database and Redis answer),
 * else 503 naming what failed; 503 too once it is shutting down, so a balancer stops sending before it goes.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => ({ status: 'Success', message: 'ok' }));
  app.get('/api/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.shuttingDown()) return reply.code(503).send({ status: 'Error', message: 'Not ready: shutting down' });
    const checks = app.readinessChecks;
    const { ready, failed } = await checkReadiness(checks, (name, err) => request.log.warn({ err, check: name }, `readiness: ${name} failed`));
    if (ready) return { status: 'Success', message: 'ready', data: { checked: [...checks.keys()] } };
    return reply.code(503).send({ status: 'Error', message: `Not ready: ${failed.join(', ')}`, data: { failed } });
  });
}
