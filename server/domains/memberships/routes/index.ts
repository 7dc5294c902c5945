import type { FastifyInstance } from 'fastify';
import { membershipsRoutes } from './memberships';

/** Every route of renewals, freezes and upgrades: the one plugin the app registers for this domain. */
export async function membershipsDomain(app: FastifyInstance): Promise<void> {
  await app.register(membershipsRoutes);
}
