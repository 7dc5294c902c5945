import '@/lib/i18n';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { endpoints, type Endpoint } from '@contract/endpoints';
import { createQueryClient } from '@/lib/query-client';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import type { SeededQuery } from '@tests/utils/page-data';

// The first call loads the API client (axios) on demand: on two busy cores that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// Result pages ask how busy their gyms are; a test that cares answers with its own handler, added later and so first.
beforeEach(() => server.use(mockEndpoint(endpoints.gymsBusy, { data: { at: new Date().toISOString(), items: [] } })));

/** Where the router is now, kept current by a probe inside the tree. */
export type LocationRef = { pathname: string; search: URLSearchParams };

function LocationProbe({ into }: { into: LocationRef }) {
  const location = useLocation();
  into.pathname = location.pathname;
  into.search = new URLSearchParams(location.search);
  return null;
}

/** One gyms screen at `route`, with the providers the app gives it and no retries; `seeded` starts in its query cache. */
export function renderGyms(element: ReactNode, { route = '/', path = '*', seeded }: { route?: string; path?: string; seeded?: SeededQuery[] } = {}) {
  // A server-drawn page's data (src/lib/initial-data.ts) in the app's own client, whose staleTime keeps it from being asked again.
  const queryClient = seeded ? createQueryClient() : new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const { queryKey, data } of seeded ?? []) queryClient.setQueryData(queryKey, data);
  const location: LocationRef = { pathname: '', search: new URLSearchParams() };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>{'Elsewhere'}</p>} />
        </Routes>
        <LocationProbe into={location} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, location };
}

export function mockCities(cities = [{ city: 'Bengaluru', state: 'Karnataka', gymCount: 14 }, { city: 'Pune', state: 'Maharashtra', gymCount: 9 }]) {
  server.use(mockEndpoint(endpoints.listCities, { data: cities }));
}

type Reply<E extends Endpoint> = Parameters<typeof mockEndpoint<E>>[1];

/** Mocks a GET endpoint and records every query string it receives, oldest first. */
export function recordEndpoint<E extends Endpoint>(endpoint: E, reply: Reply<E>): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(endpoint, (req) => {
      queries.push(req.query);
      return typeof reply === 'function' ? reply(req) : reply;
    }),
  );
  return queries;
}
