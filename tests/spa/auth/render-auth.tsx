import '@/lib/i18n';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { Toaster } from 'sonner';
import type { User } from '@contract/accounts/auth';
import { paths } from '@/config/paths';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { makeSessionUser, resetSession } from '@tests/utils/session';

export const MOBILE = '9876543210';

/** The shared session helpers, with this folder's test user (id u_1). */
export const makeUser = (overrides: Partial<User> = {}): User => makeSessionUser('member', { id: 'u_1', ...overrides });
export { resetSession };

export function signIn(user: User = makeUser()): void {
  useSessionStore.setState({ token: 'tok_1', user, userType: user.userType, isLoggedIn: true });
}

/** Stands in for every other route: says where the app went and how (PUSH or REPLACE). */
function LandedOn() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return <h1>{`Landed on ${location.pathname}${location.search} (${navigationType})`}</h1>;
}

/** Renders one screen at `route` with the providers the app gives it. */
export function renderAt(element: ReactNode, { route = paths.login as string, path = paths.login as string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<LandedOn />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
