// Memberships that run for months: renew and freeze (upgrade to come); only the lazy member and owner screens call them.
import { route } from './routes';

export const membershipRoutes = {
  renewQuote: route({ method: 'GET', resource: 'memberships', action: 'renew-quote', auth: 'member' }),
  // The member, or the gym's owner at the desk: the service checks whose pass it is.
  freezePass: route({ method: 'POST', resource: 'memberships', action: 'freeze', auth: 'user' }),
  unfreezePass: route({ method: 'POST', resource: 'memberships', action: 'unfreeze', auth: 'user' }),
} as const;

export type MembershipRouteName = keyof typeof membershipRoutes;
