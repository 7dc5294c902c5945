// Where each call goes and who may make it; no zod, so the SPA's first load can address the API cheaply.
/** 'gym_owner' calls also admit a staff session where server/shared/staff-permissions.ts says so (issue 38). */
export type RouteAuth = 'public' | 'user' | 'member' | 'gym_owner' | 'trainer' | 'admin' | 'staff';
export type ApiRoute = { method: 'GET' | 'POST'; resource: string; action: string; auth: RouteAuth };

export const route = <R extends ApiRoute>(r: R) => r;

export const apiRoutes = {
  sendOtp: route({ method: 'POST', resource: 'auth-otp', action: 'send-otp', auth: 'public' }),
  verifyOtp: route({ method: 'POST', resource: 'auth-otp', action: 'verify-otp-login', auth: 'public' }),
  logout: route({ method: 'POST', resource: 'auth-otp', action: 'logout', auth: 'user' }),
  getProfile: route({ method: 'GET', resource: 'profile', action: 'get', auth: 'user' }),
  updateProfile: route({ method: 'POST', resource: 'profile', action: 'update', auth: 'user' }),
  setLanguage: route({ method: 'POST', resource: 'profile', action: 'language', auth: 'user' }),
  searchGyms: route({ method: 'GET', resource: 'gyms', action: 'search', auth: 'public' }),
  getGym: route({ method: 'GET', resource: 'gyms', action: 'get', auth: 'public' }),
  compareGyms: route({ method: 'GET', resource: 'gyms', action: 'compare', auth: 'public' }),
  listCities: route({ method: 'GET', resource: 'gyms', action: 'cities', auth: 'public' }),
  listReviews: route({ method: 'GET', resource: 'reviews', action: 'list', auth: 'public' }),
  myGyms: route({ method: 'GET', resource: 'gyms', action: 'mine', auth: 'gym_owner' }),
  ownedGym: route({ method: 'GET', resource: 'gyms', action: 'owned', auth: 'gym_owner' }),
  createGym: route({ method: 'POST', resource: 'gyms', action: 'create', auth: 'gym_owner' }),
  updateGym: route({ method: 'POST', resource: 'gyms', action: 'update', auth: 'gym_owner' }),
  deactivateGym: route({ method: 'POST', resource: 'gyms', action: 'deactivate', auth: 'gym_owner' }),
  reactivateGym: route({ method: 'POST', resource: 'gyms', action: 'reactivate', auth: 'gym_owner' }),
  listPlans: route({ method: 'GET', resource: 'plans', action: 'list', auth: 'gym_owner' }),
  updatePlans: route({ method: 'POST', resource: 'plans', action: 'update', auth: 'gym_owner' }),
  // Any signed-in user: the service tells a member's or trainer's number why it cannot register a gym.
  registerOwner: route({ method: 'POST', resource: 'owners', action: 'register', auth: 'user' }),
} as const;

export type ApiRouteName = keyof typeof apiRoutes;

/** The URL the SPA calls, relative to the API base: "/auth-otp.php?action=send-otp". */
export function endpointPath(e: Pick<ApiRoute, 'resource' | 'action'>): string {
  return `/${e.resource}.php?action=${e.action}`;
}
