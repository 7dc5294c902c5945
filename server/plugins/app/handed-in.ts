import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A plugin that decorates the app with one thing buildApp was handed (the database, the payment gateway) under that
 * name, registered with `{ [name]: value }`: plugins that use it name it among their dependencies.
 */
export const handedIn = <Name extends 'db' | 'payments'>(name: Name) =>
  fp(
    async (app: FastifyInstance, options: Record<Name, FastifyInstance[Name]>) => {
      // Fastify types a decoration by a literal name; the module augmentations in db.ts and payments.ts type this one.
      app.decorate<unknown>(name, options[name]);
    },
    { name },
  );
