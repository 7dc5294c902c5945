import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { sessionMessages } from '@contract/accounts/sessions';
import { defineRoute } from '../../../routes/define-route';

/** sessions.php: the signed-in devices of whoever asks (member, owner or trainer) and signing them out. */
export async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  const { sessions } = app.services;

  defineRoute(app, endpoints.listSessions, async ({ user }) => ({ message: sessionMessages.listed, data: await sessions.listMine(user) }));

  defineRoute(app, endpoints.revokeSession, async ({ user, body }) => {
    await sessions.revokeMine(user, body.sessionId);
    return { message: sessionMessages.revoked };
  });

  defineRoute(app, endpoints.revokeOtherSessions, async ({ user }) => ({
    message: sessionMessages.revokedOthers,
    data: { revoked: await sessions.revokeOthers(user) },
  }));
}
