import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ServiceMetrics } from '../../shared/service-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** counters the services bump (bookings, OTPs, payments), exposed at /metrics */
    metrics: ServiceMetrics;
  }
}

// Node's own figures (event-loop lag, heap, GC, CPU) are the process's, collected once however many apps a test builds.
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (processRegistry) return processRegistry;
  processRegistry = new Registry();
  collectDefaultMetrics({ register: processRegistry });
  return processRegistry;
}

type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };
// node-postgres' Pool under drizzle; PGlite has one connection in its own thread, no pool to report.
const poolOf = (db: unknown): PoolLike | null => {
  const client = (db as { $client?: Partial<PoolLike> }).$client;
  return client && typeof client.totalCount === 'number' ? (client as PoolLike) : null;
};

function appRegistry(app: FastifyInstance): { registry: Registry; duration: Histogram; service: ServiceMetrics } {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Request duration by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = poolOf(app.db);
  if (pool)
    new Gauge({
      name: 'gymkhana_db_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle) and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  const bookings = new Counter({ name: 'gymkhana_bookings_created_total', help: 'Bookings members created', registers: [registry] });
  const otps = new Counter({ name: 'gymkhana_otps_sent_total', help: 'Sign-in codes handed to the SMS provider', registers: [registry] });
  const payments = new Counter({ name: 'gymkhana_payments_total', help: 'Payments by outcome', labelNames: ['outcome'], registers: [registry] });
  const service: ServiceMetrics = { bookingCreated: () => bookings.inc(), otpSent: () => otps.inc(), payment: (outcome) => payments.inc({ outcome }) };
  return { registry, duration, service };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Loopback only when the socket's own peer is this machine and no proxy forwarded the request (a balancer on this
 * machine connects from loopback too); otherwise the bearer token. Never X-Forwarded-For's word for the address.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  const direct = LOOPBACK.has(request.socket.remoteAddress ?? '') && PROXY_HEADERS.every((name) => request.headers[name] === undefined);
  if (direct) return true;
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return token !== undefined && given.length === expected.length && timingSafeEqual(given, expected);
}

/** Prometheus metrics at /metrics: request durations per route, Node's process figures, the database pool, and what the services count. */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { registry, duration, service } = appRegistry(app);
    app.decorate('metrics', service);
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern (/gym-profile/:gymId), never the raw URL: one series per route, not per gym or query.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayScrape(request, app.config.METRICS_TOKEN)) return reply.callNotFound();
      const merged = Registry.merge([processMetrics(), registry]);
      return reply.type(merged.contentType).header('cache-control', 'no-store').send(await merged.metrics());
    });
  },
  { name: 'metrics', dependencies: ['context'] },
);
