import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { promoMessages } from '@contract/bookings/promos';
import { requireIdempotencyKey } from '../../../shared/idempotency';
import { defineRoute } from '../../../routes/define-route';

/** promos.php: an owner's promo codes at their gyms, and a member's check of a code before booking. */
export async function promosRoutes(app: FastifyInstance): Promise<void> {
  const { promos } = app.services;

  defineRoute(app, endpoints.listPromos, async ({ query, user }) => ({ message: promoMessages.loaded, data: await promos.list(user.id, query.gymId) }));

  defineRoute(app, endpoints.createPromo, async ({ body, user, request }) => promos.create(user.id, body, requireIdempotencyKey(request.headers['idempotency-key'])));

  defineRoute(app, endpoints.updatePromo, async ({ body, user, request }) => promos.update(user.id, body, requireIdempotencyKey(request.headers['idempotency-key'])));

  defineRoute(app, endpoints.checkPromo, async ({ query, user }) => ({ message: promoMessages.applies, data: await promos.check(user.id, query) }));
}
