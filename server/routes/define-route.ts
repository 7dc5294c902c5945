import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@contract/common';
import type { Endpoint } from '@contract/endpoints';
import type { AuthUser } from '../plugins/app/auth';
import { forbidden } from '../plugins/app/errors';
import { staffMessages } from '@contract/gyms/staff';
import { admitStaff, holdsRoleFor, refusedToStaff, staffRuleOf } from '../shared/staff-permissions';

export type ZodApp = FastifyInstance;

// A call that takes no query or body still refuses unknown keys (DESIGN §5: no mass assignment).
const noKeys = z.object({}).strict();

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type UserFor<E extends Endpoint> = E['auth'] extends 'public' ? AuthUser | null : AuthUser;

export type RouteContext<E extends Endpoint> = {
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  user: UserFor<E>;
  request: FastifyRequest;
  reply: FastifyReply;
};
/** `created` (a service's answer) or `statusCode` (a route's own) makes it a 201. */
export type RouteResult<E extends Endpoint> = { message: string; data?: z.input<E['data']>; statusCode?: 200 | 201; created?: boolean };

/** The internal path of an action: the client's `/x.php?action=y` is rewritten to `/api/x.php/y`. */
export const routePath = (e: Pick<Endpoint, 'resource' | 'action'>) => `/api/${e.resource}.php/${e.action}`;

declare module 'fastify' {
  interface FastifyRequest {
    /** who calls, resolved before the body is read: set by defineRoute's onRequest */
    caller: AuthUser | null;
  }
}

/**
 * Who a call acts as: a staff session admitted by the permission table acts as its gym's owner (issue 38); anyone else
 * as themselves. defineRoute asks it for every call; an upload's route asks it again once the form's fields are read.
 */
export async function staffCaller(app: FastifyInstance, endpoint: Pick<Endpoint, 'resource' | 'action'>, user: AuthUser, input: unknown): Promise<AuthUser> {
  const rule = staffRuleOf(endpoint);
  if (!rule || user.userType !== 'staff') return user;
  const { ownerId, staff } = await admitStaff(app.db, user.id, rule, input);
  return { id: ownerId, userType: 'gym_owner', sessionId: user.sessionId, staff };
}

/**
 * One contract entry → one Fastify route: path, method, schemas, who may call it, and the envelope.
 * Who calls is checked on request, before the body is read or validated: an anonymous call to a
 * signed-in route answers 401 whatever it sends (and an upload is not read at all).
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<RouteResult<E>>,
): void {
  const staffRule = staffRuleOf(endpoint);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: routePath(endpoint),
    schema: {
      tags: [endpoint.resource],
      summary: `${endpoint.resource}.php?action=${endpoint.action}`,
      querystring: endpoint.query ?? noKeys,
      ...(endpoint.body || endpoint.method === 'POST' ? { body: endpoint.body ?? noKeys } : {}),
      response: { 200: envelopeSchema(endpoint.data), 201: envelopeSchema(endpoint.data) },
    },
    onRequest: async (request) => {
      const user = await app.authenticate(request, endpoint.auth !== 'public');
      // A staff session may make the owner calls server/shared/staff-permissions.ts lists; preHandler checks its gym.
      const staffCall = user?.userType === 'staff' && endpoint.auth !== 'public' && staffRule !== undefined;
      if (user?.userType === 'staff' && refusedToStaff(endpoint)) throw forbidden(staffMessages.notForStaff);
      if (user && !staffCall && endpoint.auth !== 'public' && endpoint.auth !== 'user' && user.userType !== endpoint.auth)
        throw forbidden(user.userType === 'staff' && endpoint.auth === 'gym_owner' ? staffMessages.notForStaff : undefined);
      if (staffCall && !(await holdsRoleFor(app.db, user.id, staffRule))) throw forbidden(staffMessages.roleNotAllowed);
      request.caller = user;
    },
    // Once the input is read and valid: the gym it touches, the person's role there, and the owner the call acts as.
    preHandler: async (request) => {
      const user = request.caller;
      if (!staffRule || staffRule.multipart || user?.userType !== 'staff') return;
      request.caller = await staffCaller(app, endpoint, user, { ...(request.query as object | undefined), ...(request.body as object | undefined) });
    },
    handler: async (request, reply) => {
      const result = await handler({
        query: request.query as Infer<E['query']>,
        body: request.body as Infer<E['body']>,
        user: request.caller as UserFor<E>,
        request,
        reply,
      });
      return reply.status(result.statusCode ?? (result.created ? 201 : 200)).send({ status: 'Success', message: result.message, data: result.data });
    },
  });
}
