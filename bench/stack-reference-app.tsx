// The decided stack with no product in it: what every screen of ours pays before its own code (built by bench/stack-reference.ts).
// React draws one heading through React Router's data router, in TanStack Query's provider, translated by i18next,
// with a persisted zustand store: the same libraries and entry points src/main.tsx starts with.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

void i18n.use(initReactI18next).init({ resources: { en: { translation: { heading: 'Stack reference' } } }, lng: 'en', interpolation: { escapeValue: false } });

const useVisits = create<{ visits: number }>()(persist(() => ({ visits: 0 }), { name: 'stack-reference' }));

function Screen() {
  const { t } = useTranslation();
  const visits = useVisits((s) => s.visits);
  return (
    <main>
      <h1>{t('heading')}</h1>
      <p>Drawn by React after the stack has started ({visits}).</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Screen /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <HydrationBoundary state={undefined}>
        <RouterProvider router={router} />
      </HydrationBoundary>
    </QueryClientProvider>
  </StrictMode>,
);
