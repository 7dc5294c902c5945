import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, Routes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { AdminRoutes } from '@/app/routes/admin/admin-routes';
import { StaffArea } from '@/app/routes/staff/area-screens';
import { TrainerArea } from '@/app/routes/trainer/area-screens';
import { routeTable } from '../../../e2e/route-table';

/** An area that is one lazy route (`/<area>/*`) keeps its screens as descendant <Routes> in its module: read them there. */
const descendantAreas: Record<string, () => ReactNode> = { '/trainer/*': TrainerArea, '/admin/*': AdminRoutes, '/staff/*': StaffArea };

/** The <Routes> element an area renders, found in its element tree. */
function findRoutes(node: ReactNode): ReactElement<{ children: ReactNode }> | null {
  if (!isValidElement<{ children?: ReactNode }>(node)) return Array.isArray(node) ? node.map(findRoutes).find(Boolean) ?? null : null;
  if (node.type === Routes) return node as ReactElement<{ children: ReactNode }>;
  return findRoutes(node.props.children);
}

const routesOf = (area: () => ReactNode) => createRoutesFromChildren(findRoutes(area())!.props.children);

/** Every screen's full pattern: an index route is its parent's path, a path inside an area is joined to it. */
function patterns(tree: RouteObject[], parent = '/', areas = descendantAreas): string[] {
  return tree.flatMap((route) => {
    const here = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    // Inside an area its own "*" is that area's not-found, not the area again.
    const area = areas[here];
    if (area) return patterns(routesOf(area), here.replace(/\/\*$/, ''), {});
    if (route.children) return patterns(route.children, here, areas);
    return route.index || route.path !== undefined ? [here] : [];
  });
}

describe('the accessibility route table', () => {
  it('lists exactly the routes of the router, with those of the areas drawn as descendant routes', () => {
    expect(routeTable.map((row) => row.pattern).sort()).toEqual(patterns(routes).sort());
  });
});
