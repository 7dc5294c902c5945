import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, Routes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { routeTable } from '../../../e2e/route-table';

/** The <Routes> element that AppRoutes renders, found in its element tree. */
function findRoutes(node: ReactNode): ReactElement<{ children: ReactNode }> | null {
  if (!isValidElement<{ children?: ReactNode }>(node)) return Array.isArray(node) ? node.map(findRoutes).find(Boolean) ?? null : null;
  if (node.type === Routes) return node as ReactElement<{ children: ReactNode }>;
  return findRoutes(node.props.children);
}

/** Every screen's full pattern: an index route is its parent's path, a path inside an area is joined to it. */
function patterns(routes: RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    const here = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.children) return patterns(route.children, here);
    return route.index || route.path !== undefined ? [here] : [];
  });
}

describe('the accessibility route table', () => {
  it('lists exactly the routes of the router', () => {
    const routes = findRoutes(AppRoutes());
    expect(routes).not.toBeNull();
    const fromRouter = patterns(createRoutesFromChildren(routes!.props.children)).sort();
    expect(routeTable.map((row) => row.pattern).sort()).toEqual(fromRouter);
  });
});
