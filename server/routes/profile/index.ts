import type { FastifyInstance } from 'fastify';

// TODO: routes for profile (being written)
export async function profileRoutes(_app: FastifyInstance): Promise<void> {}
