import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export function registerDb(app: FastifyInstance, db: Db): void {
  app.decorate('db', db);
}
