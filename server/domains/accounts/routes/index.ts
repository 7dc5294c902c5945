import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-otp';
import { profileRoutes } from './profile';
import { sessionsRoutes } from './sessions';
import { ownersRoutes } from './owners';

/** Every route of sign-in, sessions, profiles and owner sign-up: the one plugin the app registers for this domain. */
export async function accountsDomain(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(sessionsRoutes);
  await app.register(ownersRoutes);
}
