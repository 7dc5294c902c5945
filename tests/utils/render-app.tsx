import '@/lib/i18n';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from 'sonner';
import { onTestFinished } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { resetSession, startSession, type SessionInit } from './session';

export { makeSessionUser, resetSession, startSession, type SessionInit } from './session';

// Lazy screens are transformed on first import in tests: a cold start on a busy machine takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });

/**
 * The real app (route tree, providers, guards, lazy screens) in a memory router at `route`.
 * `session` signs a user in first; without it the visitor is signed out.
 */
export function renderApp({ route = '/', session }: { route?: string; session?: SessionInit } = {}) {
  resetSession();
  // Toasts live in a module singleton that replays active ones to a new Toaster: start clean.
  toast.dismiss();
  if (session) startSession(session);
  // jsdom has no scrolling; ScrollRestoration would otherwise log "Not implemented".
  window.scrollTo = () => undefined;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [route] }));
  onTestFinished(() => router.dispose());
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, user, queryClient };
}
