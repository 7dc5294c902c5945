import type { FastifyInstance } from 'fastify';
import { attendanceRoutes } from './attendance';

/** Every route of check-ins: the one plugin the app registers for this domain. */
export async function attendanceDomain(app: FastifyInstance): Promise<void> {
  await app.register(attendanceRoutes);
}
