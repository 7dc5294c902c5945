import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { gymMessages } from '@contract/gyms/owner-gyms';
import { createGym, getOwnedGym, listOwnerGyms, setGymActive, updateGym } from '../owner-gym-service';
import { defineRoute } from '../../../routes/define-route';
import { auditActorOf } from '../../../shared/desk-actor';

/** gyms.php actions of the signed-in owner: their own gyms only (another owner's gym answers 404). */
export async function ownerGymsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.myGyms, async ({ user }) => ({
    message: 'Gyms loaded',
    data: await listOwnerGyms(app.db, user.id, app.now()),
  }));

  defineRoute(app, endpoints.ownedGym, async ({ user, query }) => ({
    message: 'Gym loaded',
    data: await getOwnedGym(app.db, user.id, query.gymId),
  }));

  defineRoute(app, endpoints.createGym, async ({ user, body }) => ({
    message: gymMessages.added,
    data: await createGym(app.db, user.id, body, app.now()),
    statusCode: 201,
  }));

  defineRoute(app, endpoints.updateGym, async ({ user, body }) => ({
    message: gymMessages.updated,
    data: await updateGym(app.db, user.id, body, app.now(), auditActorOf(user)),
  }));

  defineRoute(app, endpoints.deactivateGym, async ({ user, body }) => ({
    message: gymMessages.deactivated,
    data: await setGymActive(app.db, user.id, body.gymId, false, app.now()),
  }));

  defineRoute(app, endpoints.reactivateGym, async ({ user, body }) => ({
    message: gymMessages.reactivated,
    data: await setGymActive(app.db, user.id, body.gymId, true, app.now()),
  }));
}
