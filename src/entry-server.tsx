// Build-time and request-time HTML of the SPA (scripts/prerender.ts, server/plugins/external/static.ts): the same
// tree main.tsx hydrates, rendered once every lazy screen has loaded, so the HTML holds the page's first screen.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { seedQueries, type InitialQuery } from '@/lib/initial-data';
import { createQueryClient } from '@/lib/query-client';

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
