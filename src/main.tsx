import '@/styles.css';
// Sonner injects these styles itself; the CSP allows exactly its style by hash, and this copy keeps toasts styled if an upgrade changes that hash.
import 'sonner/dist/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes, preloadScreens } from '@/app/router';
import { readInitialData, seedQueries } from '@/lib/initial-data';
import { keepInstallOffer } from '@/lib/install-offer';
import { createQueryClient } from '@/lib/query-client';

/**
 * Mounts the app into #root; a page without it is a broken deploy, so say so loudly. HTML the server
 * prerendered into #root is hydrated (kept, not redrawn), with the data it came with already in the cache.
 */
export function mountApp(container: HTMLElement | null = document.getElementById('root')): Root {
  if (!container) throw new Error('Root element #root not found');
  preloadScreens(location.pathname);
  const queryClient = createQueryClient();
  seedQueries(queryClient, readInitialData());
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
  // A transition: React renders in slices of a few milliseconds and lets the browser in between, not in one long task.
  let root!: Root;
  startTransition(() => {
    if (container.firstElementChild) root = hydrateRoot(container, app);
    else (root = createRoot(container)).render(app);
  });
  return root;
}

// Tests import this module to call mountApp themselves.
if (import.meta.env.MODE !== 'test') mountApp();
keepInstallOffer();
// After load: installing the service worker (vite.config.ts) fetches every screen's code, which must not compete with the page's own.
const registerWorker = () => navigator.serviceWorker.register('/sw.js').catch(() => undefined);
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') void registerWorker();
  else addEventListener('load', registerWorker);
}
