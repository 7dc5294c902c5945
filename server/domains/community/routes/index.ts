import type { FastifyInstance } from 'fastify';
import { reviewsRoutes } from './reviews';
import { announcementsRoutes } from './announcements';
import { contactRoutes } from './contact';

/** Every route of reviews, announcements and contact: the one plugin the app registers for this domain. */
export async function communityDomain(app: FastifyInstance): Promise<void> {
  await app.register(reviewsRoutes);
  await app.register(announcementsRoutes);
  await app.register(contactRoutes);
}
