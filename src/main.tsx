import '@/styles.css';
// Sonner injects these styles itself; the CSP allows exactly its style by hash, and this copy keeps toasts styled if an upgrade changes that hash.
import 'sonner/dist/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { loadRoutesOf, routes } from '@/app/router';
import { paths } from '@/config/paths';
import { loadApiClient } from '@/lib/api';
import { isLanguage } from '@contract/constants';
import { changeLanguageTo, currentLanguage } from '@/lib/i18n';
import { readInitialData } from '@/lib/initial-data';
import { keepInstallOffer } from '@/lib/install-offer';
import { setNavigator } from '@/lib/navigation';
import { createQueryClient } from '@/lib/query-client';

const SIGNED_IN_AREAS = [paths.member.root, paths.owner.root, paths.trainer.root, '/admin'];
const inSignedInArea = (pathname: string) => SIGNED_IN_AREAS.some((root) => pathname === root || pathname.startsWith(`${root}/`));

/**
 * Mounts the app into #root; a page without it is a broken deploy, so say so loudly. HTML the server drew into #root
 * is hydrated (kept, not redrawn) once its routes' code is in place, with the queries it came with in the cache.
 */
export async function mountApp(container: HTMLElement | null = document.getElementById('root')): Promise<Root> {
  if (!container) throw new Error('Root element #root not found');
  // A signed-in screen calls the API as soon as it draws: the client's code comes now, beside the screen's.
  if (inSignedInArea(location.pathname)) void loadApiClient();
  // The server's loader (a page it does not draw) is drawn over; a drawn page is hydrated.
  const drawn = container.firstElementChild !== null && !container.firstElementChild.hasAttribute('data-route-fallback');
  // A page drawn in Hindi hydrates in Hindi: its words first, or React would find English and redraw it.
  const wanted = currentLanguage();
  const drawnIn = document.documentElement.lang;
  const hydrateIn = drawn && isLanguage(drawnIn) ? drawnIn : wanted;
  await Promise.all([changeLanguageTo(hydrateIn), drawn ? loadRoutesOf(location.pathname) : undefined]);
  const router = createBrowserRouter(routes);
  // Code outside React (the session store's logout, the API client's 401) navigates through the router.
  setNavigator((to, options) => void router.navigate(to, options));
  const app = (
    <StrictMode>
      <AppProvider queryClient={createQueryClient()} initialData={readInitialData()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // A transition: React renders in slices of a few milliseconds and lets the browser in between, not in one long task.
  let root!: Root;
  startTransition(() => {
    if (drawn) root = hydrateRoot(container, app);
    else (root = createRoot(container)).render(app);
  });
  // Drawn in another language than this device chose (its cookie was cleared): switch once it is live.
  if (hydrateIn !== wanted) void changeLanguageTo(wanted);
  return root;
}

// Tests import this module to call mountApp themselves.
if (import.meta.env.MODE !== 'test') void mountApp();
keepInstallOffer();
// After load: installing the service worker (vite.config.ts) fetches every screen's code, which must not compete with the page's own.
const registerWorker = () => navigator.serviceWorker.register('/sw.js').catch(() => undefined);
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') void registerWorker();
  else addEventListener('load', registerWorker);
}
