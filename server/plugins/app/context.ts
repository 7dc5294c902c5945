import fp from 'fastify-plugin';
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

export const contextPlugin = fp(
  async (app: FastifyInstance, deps: { config: Config; now: () => Date }) => {
    app.decorate('config', deps.config);
    app.decorate('now', deps.now);
  },
  { name: 'context' },
);
