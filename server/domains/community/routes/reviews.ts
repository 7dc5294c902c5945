import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { reviewMessages } from '@contract/community/reviews';
import { listReviews } from '../review-service';
import { defineRoute } from '../../../routes/define-route';

/** reviews.php: the public list of approved reviews; members write theirs, owners approve and reply. */
export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  const { reviews } = app.services;

  defineRoute(app, endpoints.listReviews, async ({ query }) => ({ message: reviewMessages.loaded, data: await listReviews(app.db, query) }));

  defineRoute(app, endpoints.myReview, async ({ query, user }) => ({ message: reviewMessages.loaded, data: await reviews.mine(user.id, query.gymId) }));

  defineRoute(app, endpoints.createReview, async ({ body: { gymId, ...write }, user }) => ({
    message: reviewMessages.created,
    data: await reviews.create(user.id, gymId, write),
    statusCode: 201,
  }));

  defineRoute(app, endpoints.updateReview, async ({ body: { reviewId, ...write }, user }) => ({
    message: reviewMessages.updated,
    data: await reviews.update(user.id, reviewId, write),
  }));

  defineRoute(app, endpoints.pendingReviews, async ({ query, user }) => ({ message: reviewMessages.loaded, data: await reviews.pending(user.id, query.gymId) }));

  defineRoute(app, endpoints.approveReview, async ({ body, user }) => ({ message: reviewMessages.approved, data: await reviews.approve(user.id, body.reviewId) }));

  defineRoute(app, endpoints.replyReview, async ({ body, user }) => ({ message: reviewMessages.replied, data: await reviews.reply(user.id, body.reviewId, body.reply) }));
}
