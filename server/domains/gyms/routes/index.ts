import type { FastifyInstance } from 'fastify';
import { gymsRoutes } from './gyms';
import { ownerGymsRoutes } from './owner-gyms';
import { plansRoutes } from './plans';
import { trainersRoutes } from './trainers';
import { gymPhotosRoutes } from './gym-photos';
import { staffRoutes } from './staff';

/** Every route of gyms, search, photos, passes, trainers and staff: the one plugin the app registers for this domain. */
export async function gymsDomain(app: FastifyInstance): Promise<void> {
  await app.register(gymsRoutes);
  await app.register(ownerGymsRoutes);
  await app.register(plansRoutes);
  await app.register(trainersRoutes);
  await app.register(gymPhotosRoutes);
  await app.register(staffRoutes);
}
