import type { FastifyInstance } from 'fastify';
import { notificationsRoutes } from './notifications';

/** Every route of in-app notifications: the one plugin the app registers for this domain. */
export async function messagingDomain(app: FastifyInstance): Promise<void> {
  await app.register(notificationsRoutes);
}
