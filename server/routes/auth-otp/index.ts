import type { FastifyInstance } from 'fastify';

// TODO: routes for auth-otp (being written)
export async function authRoutes(_app: FastifyInstance): Promise<void> {}
