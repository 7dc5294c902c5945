// Memberships that run for months: renew, freeze and upgrade; only the lazy member and owner screens call them.
import { route } from '../routes';

export const membershipRoutes = {
  renewQuote: route({ method: 'GET', resource: 'memberships', action: 'renew-quote', auth: 'member' }),
  // The member, or the gym's owner at the desk: the service checks whose pass it is.
  freezePass: route({ method: 'POST', resource: 'memberships', action: 'freeze', auth: 'user' }),
  unfreezePass: route({ method: 'POST', resource: 'memberships', action: 'unfreeze', auth: 'user' }),
  upgradeQuote: route({ method: 'GET', resource: 'memberships', action: 'upgrade-quote', auth: 'member' }),
  /** header Idempotency-Key required; answers like bookings.php?action=create (an order follows when paid online) */
  upgradePass: route({ method: 'POST', resource: 'memberships', action: 'upgrade', auth: 'member' }),
  /** issue 39: a mandate for a paid monthly/quarterly/yearly pass, to authorise at the gateway */
  autoRenewStart: route({ method: 'POST', resource: 'memberships', action: 'autorenew-start', auth: 'member' }),
  /** the next debit is not made (the notice's link); the mandate stays */
  autoRenewSkip: route({ method: 'POST', resource: 'memberships', action: 'autorenew-skip', auth: 'member' }),
  /** no more debits: the mandate is revoked at the gateway */
  autoRenewCancel: route({ method: 'POST', resource: 'memberships', action: 'autorenew-cancel', auth: 'member' }),
  /** owner: passes renewing at their gyms, next debits and failed renewals */
  ownerRenewals: route({ method: 'GET', resource: 'memberships', action: 'renewals', auth: 'gym_owner' }),
} as const;

export type MembershipRouteName = keyof typeof membershipRoutes;
