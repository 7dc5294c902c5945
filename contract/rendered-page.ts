// What the SPA's server render (src/entry-server.tsx) answers, and what the server and scripts/prerender.ts read from it.

/** A URL drawn by the app: the HTML for #root and the title its screen names (DocumentTitle), for the page's <head>. */
export type RenderedPage = { html: string; title?: string };
