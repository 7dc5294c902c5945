import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { setRoleHint } from '../../plugins/app/role-hint';
import { defineRoute } from '../define-route';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { users } = app.services;

  // The guards ask for this once per page load: a session from before the role hint existed gets one here.
  defineRoute(app, endpoints.getProfile, async ({ user, request, reply }) => {
    setRoleHint(request, reply, app.config.APP_SECRET!, user);
    return { message: 'Profile loaded', data: await users.getById(user.id) };
  });

  defineRoute(app, endpoints.updateProfile, async ({ user, body }) => ({
    message: 'Profile updated successfully',
    data: await users.updateProfile(user.id, body),
  }));
}
