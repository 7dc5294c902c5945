import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { ownerMessages } from '@contract/accounts/owners';
import { registerOwner } from '../owner-registration-service';
import { defineRoute } from '../../../routes/define-route';

/** owners.php: registration of a gym owner who has just verified their number. */
export async function ownersRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.registerOwner, async ({ user, body }) => ({
    message: ownerMessages.registered,
    data: await registerOwner(app.db, user.id, body, app.now()),
    statusCode: 201,
  }));
}
