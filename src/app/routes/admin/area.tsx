import { lazyArea } from '../lazy-area';

/** /admin/*: the admin area's layout and pages, as descendant routes, behind router.tsx's one lazy route. */
export const Component = lazyArea(() => import('./admin-routes').then((module) => ({ default: module.AdminRoutes })));
