import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { memberMessages } from '@contract/gyms/members';
import { requireIdempotencyKey } from '../../../shared/idempotency';
import { deskActorOf } from '../../../shared/desk-actor';
import { defineRoute } from '../../../routes/define-route';

/** members.php: the members of an owner's gym, and walk-ins added at the desk. */
export async function membersRoutes(app: FastifyInstance): Promise<void> {
  const { members } = app.services;

  defineRoute(app, endpoints.listMembers, async ({ query, user }) => ({ message: memberMessages.loaded, data: await members.list(user.id, query) }));

  defineRoute(app, endpoints.addMember, async ({ body, user, request }) => {
    const key = requireIdempotencyKey(request.headers['idempotency-key']);
    return members.add(user.id, body, key, deskActorOf(user));
  });
}
