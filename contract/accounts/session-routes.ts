// Signed-in devices: only the lazy profile screens call them, so they stay out of routes.ts (the first load).
import { route } from '../routes';

export const sessionRoutes = {
  listSessions: route({ method: 'GET', resource: 'sessions', action: 'list', auth: 'user' }),
  revokeSession: route({ method: 'POST', resource: 'sessions', action: 'revoke', auth: 'user' }),
  /** every session of mine but the one that asks; "this device" signs out with logout */
  revokeOtherSessions: route({ method: 'POST', resource: 'sessions', action: 'revoke-others', auth: 'user' }),
} as const;

export type SessionRouteName = keyof typeof sessionRoutes;
