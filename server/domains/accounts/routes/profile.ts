import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { defineRoute } from '../../../routes/define-route';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { users } = app.services;

  defineRoute(app, endpoints.getProfile, async ({ user }) => ({ message: 'Profile loaded', data: await users.getById(user.id) }));

  defineRoute(app, endpoints.updateProfile, async ({ user, body }) => ({
    message: 'Profile updated successfully',
    data: await users.updateProfile(user.id, body),
  }));

  defineRoute(app, endpoints.setLanguage, async ({ user, body }) => ({ message: 'Language saved', data: await users.setLanguage(user.id, body.language) }));
}
