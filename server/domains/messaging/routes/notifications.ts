import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { notificationMessages } from '@contract/messaging/notifications';
import { defineRoute } from '../../../routes/define-route';

/** notifications.php: the signed-in user's messages in the app, and marking them read. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { notifications, messageLog: log } = app.services;

  defineRoute(app, endpoints.listNotifications, async ({ query, user }) => ({ message: notificationMessages.loaded, data: await notifications.list(user.id, query) }));

  defineRoute(app, endpoints.markNotificationsRead, async ({ body, user }) => ({ message: notificationMessages.marked, data: await notifications.markRead(user.id, body) }));

  // messages.php: the owner's delivery log of one of their gyms.
  defineRoute(app, endpoints.gymMessageLog, async ({ query, user }) => ({ message: notificationMessages.logLoaded, data: await log.gymLog(user.id, query) }));
}
