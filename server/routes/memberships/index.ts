import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { membershipMessages } from '@contract/memberships';
import { requireIdempotencyKey } from '../../services/idempotency';
import { createMembershipService } from '../../services/membership-service';
import { defineRoute } from '../define-route';

/** memberships.php: a member's pass beyond its first booking (renew, freeze); the owner freezes at the desk. */
export async function membershipsRoutes(app: FastifyInstance): Promise<void> {
  const memberships = createMembershipService({ db: app.db, now: () => app.now() });

  defineRoute(app, endpoints.renewQuote, async ({ query, user }) => ({
    message: membershipMessages.renewQuoted,
    data: await memberships.renewQuote(user.id, query.bookingId),
  }));

  defineRoute(app, endpoints.freezePass, async ({ body, user, request }) => memberships.freeze(user, body, requireIdempotencyKey(request.headers['idempotency-key'])));

  defineRoute(app, endpoints.unfreezePass, async ({ body, user, request }) =>
    memberships.unfreeze(user, body.bookingId, requireIdempotencyKey(request.headers['idempotency-key'])),
  );
}
