// Build-time and request-time HTML of the SPA (scripts/prerender.ts, server/plugins/external/pages.ts): the same
// route tree and providers main.tsx hydrates, through React Router's static handler, rendered once.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@contract/constants';
import type { RenderedPage } from '@contract/rendered-page';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { TitleSink } from '@/components/layouts/document-title';
import { RouteLoader } from '@/components/layouts/route-loader';
import { i18n, loadLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

// One handler per process: the routes' code it loads for a URL stays loaded for the next.
const handler = createStaticHandler(routes);

/**
 * The app's HTML for `url` (what goes inside #root), drawn with `initialData` (what the server's queries dehydrated)
 * in its query cache and `language`, and the title its screen names. The handler loads the URL's lazy routes first, so one synchronous
 * render draws the whole page. hydrate={false}: the router's state needs no inline script (the CSP forbids one);
 * main.tsx rebuilds it from the URL.
 */
export async function renderApp(url: string, initialData?: DehydratedState, language: Language = 'en'): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  await loadLanguage(language);
  // Only a loader or an action answers with a Response (a redirect), and these routes have neither.
  if (context instanceof Response) throw new Error(`renderApp(${url}): the router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The last one named wins: the innermost screen renders last.
  let title: string | undefined;
  // Set and drawn in one synchronous step: no other request's render can come between them and change the language.
  void i18n.changeLanguage(language);
  const html = renderToString(
    <StrictMode>
      <TitleSink value={(named) => (title = named)}>
        <AppProvider queryClient={createQueryClient()} initialData={initialData}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </TitleSink>
    </StrictMode>,
  );
  return { html, title };
}

/**
 * What a page the server does not draw (a signed-in screen) shows until the app starts: the loader the router's
 * HydrateFallback shows next, as React Router's SPA mode puts it in index.html. main.tsx draws over it, not hydrating.
 */
export async function renderFallback(language: Language = 'en'): Promise<string> {
  await loadLanguage(language);
  void i18n.changeLanguage(language);
  return renderToString(
    <AppProvider queryClient={createQueryClient()}>
      {/* Without JavaScript the app never starts: no promise of loading (index.html's <noscript> says what works). */}
      <div data-route-fallback="" className="noscript:hidden">
        <RouteLoader />
      </div>
    </AppProvider>,
  );
}
