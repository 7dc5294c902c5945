// The role hint: a cookie the server sets at sign-in so a navigation to a signed-in area can come with that area's
// placeholder drawn. It is not a credential (the session stays in localStorage, sent as a bearer token): it only chooses
// which HTML the server sends, and it is signed, so a member cannot make the server draw the owner area.

export const ROLE_HINT_COOKIE = 'gk_role';

/** Each signed-in area's root URL, by the role it belongs to (src/config/paths.ts builds the areas' URLs on these). */
export const AREA_ROOTS = { member: '/member', gym_owner: '/gym_owner' } as const;

export type AreaRole = keyof typeof AREA_ROOTS;

/** The role whose area a path is in, or null for a public path. */
export function areaOf(pathname: string): AreaRole | null {
  for (const [role, root] of Object.entries(AREA_ROOTS) as [AreaRole, string][]) {
    if (pathname === root || pathname.startsWith(`${root}/`)) return role;
  }
  return null;
}
