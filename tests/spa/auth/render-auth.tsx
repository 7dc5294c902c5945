import '@/lib/i18n';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { Toaster } from 'sonner';
import type { User } from '@contract/auth';
import { paths } from '@/config/paths';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';

export const MOBILE = '9876543210';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u_1',
    mobile: '+919876543210',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.in',
    userType: 'member',
    profileComplete: true,
    hasPassword: false,
    ...overrides,
  };
}

/** The store is a module singleton: every test starts signed out. */
export function resetSession(): void {
  useSessionStore.setState({
    token: null,
    userType: 'member',
    user: null,
    isLoggedIn: false,
    currentMobile: null,
    isOtpSent: false,
    sendingOtp: false,
    verifyingOtp: false,
    resendCountdown: 0,
  });
}

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
