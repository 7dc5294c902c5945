import '@/lib/i18n';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { UserType } from '@contract/common';
import { Toasts } from '@/components/ui/toasts';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';

/** The spec's theme rule: gym owners get the owner variant, everyone else the member one. */
// Staff run the owner's gym: they see the owner variant.
export const themeFor = (userType: UserType): 'owner' | 'member' => (userType === 'gym_owner' || userType === 'staff' ? 'owner' : 'member');

function ThemeVariant() {
  const userType = useSessionStore((s) => s.userType);
  // Before paint, so an owner never sees a flash of member colours.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = themeFor(userType);
  }, [userType]);
  return null;
}

type Props = { children: ReactNode; queryClient?: QueryClient; initialData?: DehydratedState };

/**
 * Everything the app runs inside, router aside: server state (with the queries a server-drawn page brought, as
 * TanStack Query's SSR guide does), toasts (mounted on first use), the theme variant.
 */
export function AppProvider({ children, queryClient, initialData }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeVariant />
      <HydrationBoundary state={initialData}>{children}</HydrationBoundary>
      <Toasts />
    </QueryClientProvider>
  );
}
