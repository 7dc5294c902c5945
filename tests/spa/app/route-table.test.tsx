import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, Routes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { AdminRoutes } from '@/app/routes/admin/admin-routes';
import { TrainerArea } from '@/app/routes/trainer/area-screens';
import { routeTable } from '../../../e2e/route-table';

/** The <Routes> element that AppRoutes renders, found in its element tree. */
function findRoutes(node: ReactNode): ReactElement<{ children: ReactNode }> | null {
  if (!isValidElement<{ children?: ReactNode }>(node)) return Array.isArray(node) ? node.map(findRoutes).find(Boolean) ?? null : null;
  if (node.type === Routes) return node as ReactElement<{ children: ReactNode }>;
  return findRoutes(node.props.children);
}

/** An area that is one lazy route (`/<area>/*`) keeps its screens as descendant <Routes> in its module: read them there. */
const descendantAreas: Record<string, () => ReactNode> = { '/trainer/*': TrainerArea, '/admin/*': AdminRoutes };

const routesOf = (node: ReactNode) => createRoutesFromChildren(findRoutes(node)!.props.children);

/** Every screen's full pattern: an index route is its parent's path, a path inside an area is joined to it. */
function patterns(routes: RouteObject[], parent = '/', areas = descendantAreas): string[] {
  return routes.flatMap((route) => {
    const here = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    // Inside an area its own "*" is that area's not-found, not the area again.
    const area = areas[here];
    if (area) return patterns(routesOf(area()), here.replace(/\/\*$/, ''), {});
    if (route.children) return patterns(route.children, here, areas);
    return route.index || route.path !== undefined ? [here] : [];
  });
}

describe('the accessibility route table', () => {
  it('lists exactly the routes of the router, with those of the areas drawn as descendant routes', () => {
    const routes = findRoutes(AppRoutes());
    expect(routes).not.toBeNull();
    const fromRouter = patterns(routesOf(routes)).sort();
    expect(routeTable.map((row) => row.pattern).sort()).toEqual(fromRouter);
  });
});
