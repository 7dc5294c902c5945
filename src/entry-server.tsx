// Build-time and request-time HTML of the SPA (scripts/prerender.ts, server/plugins/external/static.ts): the same
// tree main.tsx hydrates, rendered once every lazy screen has loaded, so the HTML holds the page's first screen.
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes, screensFor } from '@/app/router';
import { seedQueries, type InitialQuery } from '@/lib/initial-data';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import type { LoginUserType } from '@contract/common';

export type { InitialQuery };

function App({ url, initialData }: { url: string; initialData: InitialQuery[] }) {
  const queryClient = createQueryClient();
  seedQueries(queryClient, initialData);
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
}

// A Suspense boundary renderToString could not finish (a lazy screen whose code has not loaded yet).
const UNFINISHED = '<!--$!-->';

/**
 * The app's HTML for `url` (what goes inside #root), with `initialData` already in its query cache. Rendered in one
 * synchronous pass once the URL's lazy screens have loaded; the first time, a prerender pass loads them. (Streaming a
 * boundary that suspended would need an inline script to swap it in, which the CSP forbids.)
 */
export async function renderApp(url: string, initialData: InitialQuery[] = []): Promise<string> {
  const html = renderToString(<App url={url} initialData={initialData} />);
  if (!html.includes(UNFINISHED)) return html;
  const { prelude } = await prerenderToNodeStream(<App url={url} initialData={initialData} />);
  prelude.resume();
  await new Promise((done) => prelude.once('end', done));
  return renderToString(<App url={url} initialData={initialData} />);
}

/**
 * A signed-in screen as it looks before its data and the person's details arrive: its area's layout and the page's
 * heading and loaders, for the server to show while the code loads (the client draws over it, it does not hydrate it).
 * The session is set for this render only; at build time pages are rendered one after another.
 */
export async function renderSignedInPlaceholder(url: string, userType: LoginUserType): Promise<string> {
  const user = { id: '', mobile: '', firstName: null, lastName: null, email: null, userType, profileComplete: true, hasPassword: false };
  // A server render reads each store's initial state (useSyncExternalStore's server snapshot), which is signed out:
  // that object is signed in for this render only.
  const initial = useSessionStore.getInitialState();
  const saved = { ...initial };
  Object.assign(initial, { token: 'placeholder', userType, user, isLoggedIn: true });
  try {
    return await renderApp(url);
  } finally {
    Object.assign(initial, saved);
  }
}

const routeModules = import.meta.glob<{ Component: ComponentType }>('./app/routes/**/*.tsx');

/**
 * The route modules (Vite manifest keys, src/app/routes/…) a signed-in URL renders, read from the router's own lazy
 * screens: a screen is the module whose Component its loader resolves to. The server preloads these chunks.
 */
export async function screenModules(pathname: string): Promise<string[]> {
  const keys: string[] = [];
  for (const screen of screensFor(pathname)) {
    const { default: component } = (await screen.preload()) as { default: ComponentType };
    for (const [key, load] of Object.entries(routeModules)) {
      if ((await load()).Component === component) keys.push(`src/${key.slice(2)}`);
    }
  }
  return keys;
}
