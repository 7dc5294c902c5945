import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    app.decorate('db', db);
  },
  { name: 'db' },
);
