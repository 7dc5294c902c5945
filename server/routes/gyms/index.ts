import type { FastifyInstance } from 'fastify';

// TODO: routes for gyms (being written)
export async function gymsRoutes(_app: FastifyInstance): Promise<void> {}
