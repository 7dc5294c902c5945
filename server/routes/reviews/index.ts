import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { listReviews } from '../../services/review-service';
import { defineRoute } from '../define-route';

/** reviews.php: the public list of a gym's approved reviews. */
export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.listReviews, async ({ query }) => ({ message: 'Reviews loaded', data: await listReviews(app.db, query) }));
}
