import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserType } from '@contract/common';

export type AuthUser = { id: string; userType: UserType; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the bearer token to its user; throws 401 when `required` and there is none or it is dead. */
    authenticate(request: FastifyRequest, required: boolean): Promise<AuthUser | null>;
  }
}

// TODO(server-auth): implemented by the auth plugin (sessions service); placeholder so routes compile.
export async function registerAuth(_app: FastifyInstance): Promise<void> {}
