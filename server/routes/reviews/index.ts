import type { FastifyInstance } from 'fastify';

// TODO: routes for reviews (being written)
export async function reviewsRoutes(_app: FastifyInstance): Promise<void> {}
