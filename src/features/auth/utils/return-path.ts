import type { UserType } from '@contract/common';
import { adminPaths } from '@/config/admin-paths';
import { homeFor, paths, safeReturnPath } from '@/config/paths';

const AREA_ROOTS = [paths.owner.root, paths.member.root, adminPaths.root, paths.trainer.root, paths.staff.root];

// The router matches case-insensitively, so "/GYM_OWNER" is the owner area too.
const firstSegment = (path: string) => `/${path.split(/[/?#]/)[1] ?? ''}`.toLowerCase();

/** Where to go after sign-in: the ?redirect= path if it is safe and not another role's area, else the user's home. */
export function returnPathAfterLogin(redirect: string | null | undefined, userType: UserType): string {
  const home = homeFor(userType);
  const path = safeReturnPath(redirect);
  if (!path) return home;
  const segment = firstSegment(path);
  if (segment === paths.login) return home;
  if (AREA_ROOTS.includes(segment as (typeof AREA_ROOTS)[number]) && segment !== home) return home;
  return path;
}
