import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserType } from '@contract/common';
import { unauthorized } from './errors';
import type { StaffActing } from '../../shared/staff-permissions';

/**
 * Who calls. A staff session admitted to an owner call (issue 38) calls as the gym's owner — id and userType are the
 * owner's, so the owner's rules apply to that one gym — and `staff` says who it really is.
 */
export type AuthUser = { id: string; userType: UserType; sessionId: string; staff?: StaffActing };

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the bearer token to its user; throws 401 when `required` and there is none or it is dead. */
    authenticate(request: FastifyRequest, required: boolean): Promise<AuthUser | null>;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Needs the services decorated first; decorates the root instance so every route sees it. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { sessions } = app.services;
    app.decorateRequest('caller', null);
    app.decorate('authenticate', async (request: FastifyRequest, required: boolean) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      // A stale token on a public call is ignored rather than refused.
      const user = token ? await sessions.resolve(token) : null;
      if (!user && required) throw unauthorized();
      return user;
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
