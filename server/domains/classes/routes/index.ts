import type { FastifyInstance } from 'fastify';
import { classesRoutes } from './classes';

/** Every route of group classes and their rosters: the one plugin the app registers for this domain. */
export async function classesDomain(app: FastifyInstance): Promise<void> {
  await app.register(classesRoutes);
}
