import '@/lib/i18n';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
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

/** Everything the app runs inside, router aside: server state, toasts (mounted on first use), the theme variant. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeVariant />
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
