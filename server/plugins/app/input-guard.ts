import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** The path of the first string holding a NUL, which PostgreSQL text cannot store; iterative, so deep nesting cannot overflow. */
export function findNul(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string' && item.includes('\u0000')) return path;
    if (item && typeof item === 'object')
      for (const [key, child] of Object.entries(item)) stack.push([child, path ? `${path}.${key}` : key]);
  }
  return null;
}

/** A NUL in the query or body gets a 400 naming its field, never a database error (500). */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const field = findNul(request.query, '') ?? findNul(request.body, '');
      if (field === null) return;
      const name = field || 'body';
      const message = `${name}: contains a character that is not allowed`;
      throw badRequest(message, { [name]: message });
    });
  },
  { name: 'input-guard' },
);
