import type { FastifyInstance } from 'fastify';
import type { UserType } from '@contract/common';
import { endpoints } from '@contract/endpoints';
import { defineRoute } from '../../../routes/define-route';

/** The person as this session sees them: a staff session's user is staff (issue 38), whatever the account's type. */
const asSession = <U extends { userType: UserType }>(session: { userType: UserType }, user: U): U =>
  session.userType === 'staff' ? { ...user, userType: 'staff' } : user;

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { users } = app.services;

  defineRoute(app, endpoints.getProfile, async ({ user }) => ({ message: 'Profile loaded', data: asSession(user, await users.getById(user.id)) }));

  defineRoute(app, endpoints.updateProfile, async ({ user, body }) => ({
    message: 'Profile updated successfully',
    data: asSession(user, await users.updateProfile(user.id, body)),
  }));

  defineRoute(app, endpoints.setLanguage, async ({ user, body }) => ({ message: 'Language saved', data: asSession(user, await users.setLanguage(user.id, body.language)) }));
}
