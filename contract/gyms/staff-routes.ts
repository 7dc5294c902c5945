// A gym's staff (issue 38): kept out of routes.ts, which the SPA's first load carries, since only lazy owner and staff screens call them.
import { route } from '../routes';

export const staffRoutes = {
  /** the owner invites a person by number to one of their gyms */
  inviteStaff: route({ method: 'POST', resource: 'staff', action: 'invite', auth: 'gym_owner' }),
  listStaff: route({ method: 'GET', resource: 'staff', action: 'list', auth: 'gym_owner' }),
  updateStaff: route({ method: 'POST', resource: 'staff', action: 'update', auth: 'gym_owner' }),
  /** removes the person from that gym and ends their staff sessions at once */
  revokeStaff: route({ method: 'POST', resource: 'staff', action: 'revoke', auth: 'gym_owner' }),
  /** the owner's view of desk actions at one gym, per person and day */
  staffAudit: route({ method: 'GET', resource: 'staff', action: 'audit', auth: 'gym_owner' }),
  /** a staff session's own places: the gyms it works at, and as what */
  myStaffPlaces: route({ method: 'GET', resource: 'staff', action: 'mine', auth: 'staff' }),
} as const;

export type StaffRouteName = keyof typeof staffRoutes;
