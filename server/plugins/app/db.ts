import type { Db } from '../../db/client';
import { handedIn } from './handed-in';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export const dbPlugin = handedIn('db');
