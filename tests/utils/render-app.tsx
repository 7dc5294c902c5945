import '@/lib/i18n';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type Location, type NavigationType } from 'react-router-dom';
import { toast } from 'sonner';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { setNavigator } from '@/lib/navigation';
import { createQueryClient } from '@/lib/query-client';
import { endpoints } from '@contract/endpoints';
import { useSessionStore } from '@/stores/session-store';
import { mockEndpoint } from '../mocks/endpoint';
import { server } from '../mocks/server';
import { dehydrated, type SeededQuery } from './page-data';
import { resetSession, startSession, type SessionInit } from './session';

export { makeSessionUser, resetSession, startSession, type SessionInit } from './session';

// Lazy screens are transformed on first import in tests: a cold start on a busy machine takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });

/** Where the app is now and how it got there (PUSH, REPLACE, POP): the memory router's own state. */
export type RouterProbe = { state: { location: Location; historyAction: NavigationType } };

/**
 * The real app (route tree, providers, guards, lazy screens) in a memory router at `route`.
 * `session` signs a user in first; without it the visitor is signed out. `seeded` starts in the query cache, as a
 * server-drawn page's inline data does (src/lib/initial-data.ts).
 */
export function renderApp({ route = '/', session, seeded = [] }: { route?: string; session?: SessionInit; seeded?: SeededQuery[] } = {}) {
  resetSession();
  // Toasts live in a module singleton that replays active ones to a new Toaster: start clean.
  toast.dismiss();
  if (session) startSession(session);
  // Guards confirm a stored session with the server; by default it agrees (a test can server.use() a 401 instead).
  server.use(
    mockEndpoint(endpoints.getProfile, () => {
      const user = useSessionStore.getState().user;
      return user ? { data: user } : { status: 401, message: 'Unauthorized access' };
    }),
    // The profile screens list the signed-in devices: by default only this one.
    mockEndpoint(endpoints.listSessions, () => {
      const at = new Date().toISOString();
      const signedIn = useSessionStore.getState().isLoggedIn;
      return signedIn ? { data: [{ id: 's_this', deviceLabel: 'Chrome on Android', createdAt: at, lastSeenAt: at, current: true }] } : { status: 401, message: 'Unauthorized access' };
    }),
    // Both areas' headers carry the notifications bell: by default nothing has arrived.
    mockEndpoint(endpoints.listNotifications, ({ query }) => ({
      data: { items: [], page: Number(query.get('page') ?? 1), pageSize: Number(query.get('pageSize') ?? 20), total: 0, totalPages: 0, unreadCount: 0 },
    })),
  );
  // jsdom has no scrolling; the root layout's scroll-to-top would otherwise log "Not implemented".
  window.scrollTo = () => undefined;
  const queryClient = createQueryClient();
  // Seeded data stays fresh for the app's staleTime, as the inline data of a server-drawn page does.
  const fresh = seeded.length ? { staleTime: queryClient.getDefaultOptions().queries?.staleTime } : {};
  queryClient.setDefaultOptions({ queries: { ...fresh, retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  setNavigator((to, options) => void router.navigate(to, options));
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} initialData={dehydrated(seeded)}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router: router as RouterProbe, user, queryClient };
}
