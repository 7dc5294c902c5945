import '@/lib/i18n';
import { lazy, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { UserType } from '@contract/common';
import { Toasts } from '@/components/ui/toasts';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';

/** The spec's theme rule: gym owners get the owner variant, everyone else the member one. */
export const themeFor = (userType: UserType): 'owner' | 'member' => (userType === 'gym_owner' ? 'owner' : 'member');

function ThemeVariant() {
  const userType = useSessionStore((s) => s.userType);
  // Before paint, so an owner never sees a flash of member colours.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = themeFor(userType);
  }, [userType]);
  return null;
}

// Signed in only: a visitor's first load never carries the account's language sync.
const AccountLanguage = lazy(() => import('@/features/auth/components/account-language').then(({ AccountLanguage }) => ({ default: AccountLanguage })));

function SignedInLanguage() {
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  return isLoggedIn ? (
    <Suspense>
      <AccountLanguage />
    </Suspense>
  ) : null;
}

type Props = { children: ReactNode; queryClient?: QueryClient; initialData?: DehydratedState };

/**
 * Everything the app runs inside, router aside: server state (with the queries a server-drawn page brought, as
 * TanStack Query's SSR guide does), toasts (mounted on first use), the theme variant, the account's language.
 */
export function AppProvider({ children, queryClient, initialData }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeVariant />
      <SignedInLanguage />
      <HydrationBoundary state={initialData}>{children}</HydrationBoundary>
      <Toasts />
    </QueryClientProvider>
  );
}
