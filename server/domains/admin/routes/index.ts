import type { FastifyInstance } from 'fastify';
import { ownerVerificationRoutes } from './owner-verification';
import { adminRoutes } from './admin';

/** Every route of the platform team's console and verification: the one plugin the app registers for this domain. */
export async function adminDomain(app: FastifyInstance): Promise<void> {
  await app.register(ownerVerificationRoutes);
  await app.register(adminRoutes);
}
