import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { listOwnerGyms } from '../../services/owner-gym-service';
import { defineRoute } from '../define-route';

/** gyms.php actions of the signed-in owner: their own gyms only. */
export async function ownerGymsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.myGyms, async ({ user }) => ({
    message: 'Gyms loaded',
    data: await listOwnerGyms(app.db, user.id, app.now()),
  }));
}
