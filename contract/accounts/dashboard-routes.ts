// The owner's dashboard: only its lazy screen calls it, so it stays out of routes.ts.
import { route } from '../routes';

export const dashboardRoutes = {
  ownerDashboard: route({ method: 'GET', resource: 'dashboard', action: 'owner', auth: 'gym_owner' }),
} as const;

export type DashboardRouteName = keyof typeof dashboardRoutes;
