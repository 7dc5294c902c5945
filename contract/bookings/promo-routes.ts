// Promo codes: only lazy owner screens and the booking form call them, so they stay out of routes.ts.
import { route } from '../routes';

export const promoRoutes = {
  /** owner: the codes of one of their gyms, each with its uses and revenue */
  listPromos: route({ method: 'GET', resource: 'promos', action: 'list', auth: 'gym_owner' }),
  /** header Idempotency-Key required */
  createPromo: route({ method: 'POST', resource: 'promos', action: 'create', auth: 'gym_owner' }),
  /** header Idempotency-Key required */
  updatePromo: route({ method: 'POST', resource: 'promos', action: 'update', auth: 'gym_owner' }),
  /** member: what a code takes off a pass at a gym, or why it is refused (409 with the reason) */
  checkPromo: route({ method: 'GET', resource: 'promos', action: 'check', auth: 'member' }),
} as const;

export type PromoRouteName = keyof typeof promoRoutes;
