// A gym's members: only lazy owner screens call them, so they stay out of routes.ts.
import { route } from '../routes';

export const memberRoutes = {
  listMembers: route({ method: 'GET', resource: 'members', action: 'list', auth: 'gym_owner' }),
  /** header Idempotency-Key required: it creates a booking and maybe a payment */
  addMember: route({ method: 'POST', resource: 'members', action: 'add', auth: 'gym_owner' }),
} as const;

export type MemberRouteName = keyof typeof memberRoutes;
