import { useQuery } from '@tanstack/react-query';
import { gymRoleMay, type GymRole, type StaffAction } from '@contract/gyms/staff-permissions';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { staffPlacesQueryOptions } from './owner-gyms';

/** The signed-in person's role at `gymId`: 'owner' for an owner; a staff member's own role there (the lesser until known). */
export function useGymRole(gymId: string | undefined): GymRole {
  const staff = useSessionStore((s) => s.userType === 'staff');
  const places = useQuery({ ...staffPlacesQueryOptions(), enabled: staff });
  if (!staff) return 'owner';
  return places.data?.find((place) => place.gymId === gymId)?.role ?? 'front_desk';
}

/** What the screens of `gymId` may offer: only what the person's role there may do (the server refuses the rest, 403). */
export function useGymAccess(gymId: string | undefined) {
  const role = useGymRole(gymId);
  return { role, can: (action: StaffAction) => gymRoleMay(role, action) };
}

const OWNER_ROOT = new RegExp(`^${paths.owner.root}(?=/|$)`);

/** An owner screen's link, in the area the person is in: staff screens mirror the owner's paths under /staff. */
export function useAreaPath(): (ownerPath: string) => string {
  const staff = useSessionStore((s) => s.userType === 'staff');
  return staff ? (ownerPath) => ownerPath.replace(OWNER_ROOT, paths.staff.root) : (ownerPath) => ownerPath;
}
