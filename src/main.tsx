import '@/styles.css';
// Sonner injects these styles itself; the CSP allows exactly its style by hash, and this copy keeps toasts styled if an upgrade changes that hash.
import 'sonner/dist/styles.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

/** Mounts the app into #root; a page without it is a broken deploy, so say so loudly. */
export function mountApp(container: HTMLElement | null = document.getElementById('root')): Root {
  if (!container) throw new Error('Root element #root not found');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
  return root;
}

// Tests import this module to call mountApp themselves.
if (import.meta.env.MODE !== 'test') mountApp();
