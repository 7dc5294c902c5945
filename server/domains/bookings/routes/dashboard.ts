import type { FastifyInstance } from 'fastify';
import { dashboardMessages } from '@contract/accounts/dashboard';
import { endpoints } from '@contract/endpoints';
import { defineRoute } from '../../../routes/define-route';

/** dashboard.php: the owner's figures for one of their gyms. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { dashboard } = app.services;

  defineRoute(app, endpoints.ownerDashboard, async ({ query, user }) => ({ message: dashboardMessages.loaded, data: await dashboard.owner(user.id, query.gymId) }));
}
