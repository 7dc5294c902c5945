import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { membershipMessages } from '@contract/memberships/memberships';
import { autoRenewMessages } from '@contract/memberships/auto-renew';
import { requireIdempotencyKey } from '../../../shared/idempotency';
import { defineRoute } from '../../../routes/define-route';

/** memberships.php: a member's pass beyond its first booking (renew, freeze, upgrade); the owner freezes at the desk. */
export async function membershipsRoutes(app: FastifyInstance): Promise<void> {
  // An upgrade paid online gets its gateway order exactly as a new booking does.
  const { memberships } = app.services;

  defineRoute(app, endpoints.renewQuote, async ({ query, user }) => ({
    message: membershipMessages.renewQuoted,
    data: await memberships.renewQuote(user.id, query.bookingId),
  }));

  defineRoute(app, endpoints.freezePass, async ({ body, user, request }) => memberships.freeze(user, body, requireIdempotencyKey(request.headers['idempotency-key'])));

  defineRoute(app, endpoints.unfreezePass, async ({ body, user, request }) =>
    memberships.unfreeze(user, body.bookingId, requireIdempotencyKey(request.headers['idempotency-key'])),
  );

  defineRoute(app, endpoints.upgradeQuote, async ({ query, user }) => ({
    message: membershipMessages.upgradeQuoted,
    data: await memberships.upgradeQuote(user.id, query.bookingId, query.passType),
  }));

  const { autoRenew } = app.services;
  defineRoute(app, endpoints.autoRenewStart, async ({ body, user }) => autoRenew.start(user.id, body.bookingId));
  defineRoute(app, endpoints.autoRenewSkip, async ({ body, user }) => autoRenew.skip(user.id, body.bookingId));
  defineRoute(app, endpoints.autoRenewCancel, async ({ body, user }) => autoRenew.cancel(user.id, body.bookingId));
  defineRoute(app, endpoints.ownerRenewals, async ({ query, user }) => ({ message: autoRenewMessages.renewalsLoaded, data: await autoRenew.ownerRenewals(user.id, query.gymId) }));

  defineRoute(app, endpoints.upgradePass, async ({ body, user, request }) => memberships.upgrade(user.id, body, requireIdempotencyKey(request.headers['idempotency-key'])));
}
