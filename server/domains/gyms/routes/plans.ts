import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { gymMessages } from '@contract/gyms/owner-gyms';
import { listOwnedPlans, updateOwnedPlans } from '../plan-service';
import { defineRoute } from '../../../routes/define-route';
import { auditActorOf } from '../../../shared/desk-actor';

/** plans.php: the passes and prices of one of the owner's gyms. */
export async function plansRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.listPlans, async ({ user, query }) => ({
    message: 'Passes loaded',
    data: await listOwnedPlans(app.db, user.id, query.gymId),
  }));

  defineRoute(app, endpoints.updatePlans, async ({ user, body }) => ({
    message: gymMessages.pricesUpdated,
    data: await updateOwnedPlans(app.db, user.id, body, app.now(), auditActorOf(user)),
  }));
}
