import type { FastifyInstance } from 'fastify';
import { bookingsRoutes } from './bookings';
import { paymentsRoutes } from './payments';
import { membersRoutes } from './members';
import { dashboardRoutes } from './dashboard';
import { promosRoutes } from './promos';

/** Every route of bookings, payments, promo codes, members and the dashboard: the one plugin the app registers for this domain. */
export async function bookingsDomain(app: FastifyInstance): Promise<void> {
  await app.register(bookingsRoutes);
  await app.register(paymentsRoutes);
  await app.register(membersRoutes);
  await app.register(dashboardRoutes);
  await app.register(promosRoutes);
}
