import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** the parsed environment this app was built with */
    config: Config;
    /** the clock every service reads, so tests can move time without waiting */
    now: () => Date;
  }
}

export function registerContext(app: FastifyInstance, deps: { config: Config; now: () => Date }): void {
  app.decorate('config', deps.config);
  app.decorate('now', deps.now);
}
