// The built index.html as a template: a page's own head (title, description, preview tags, data) and the app's HTML
// rendered into #root, at the placeholders of Vite's server-rendering guide. Used at build time (scripts/prerender.ts)
// and per request (gym profiles, the gym list).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@contract/constants';

type ManifestChunk = { file: string; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type PageParts = {
  /** the app's HTML for #root; none leaves the page to the client */
  body?: string;
  /** the page's <title>; the app's name when none */
  title?: string;
  /** the page's meta description; the app's own when none */
  description?: string;
  /** more tags for <head> (already escaped) */
  head?: string[];
  /** the language the page is drawn in: its <html lang> */
  language?: Language;
};

// Where index.html takes a page's head tags and its drawn HTML: the placeholders of Vite's server-rendering guide.
const HEAD_SLOT = '<!--app-head-->';
const HTML_SLOT = '<!--app-html-->';
/** The app's name: a page's title when it has none of its own, and the end of every other page's. */
export const APP_NAME = 'Gymkhana';
export const DEFAULT_DESCRIPTION = 'Find gyms near you by city or area, compare amenities, prices and reviews, and book a session in minutes.';

/** What every page the server does not draw starts as, until the app runs (its name has a dot: no URL maps to it). */
export const FALLBACK_PAGE = 'pages/fallback.shell.html';
/** The loader in a language: Hindi's and Tamil's beside their prerendered pages. */
export const fallbackFile = (language: Language) => (language === 'en' ? FALLBACK_PAGE : FALLBACK_PAGE.replace('pages/', `pages/${language}/`));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const metaTag = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;

/** JSON as inert data: "<" escaped, so no text in it can close the element early. The CSP does not run it. */
export const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${escapeHtml(id)}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * index.html with a page's title and description and its drawn HTML in Vite's placeholders. Its other head tags go
 * after Vite's own (the app's style sheet and code), so a page's preloads never queue ahead of them.
 */
export function fillTemplate(template: string, parts: PageParts): string {
  const { title = APP_NAME, description = DEFAULT_DESCRIPTION, head = [], body = '', language = 'en' } = parts;
  const identity = `<title>${escapeHtml(title)}</title>\n    ${metaTag('name', 'description', description)}`;
  const more = head.length ? `  ${head.join('\n    ')}\n  </head>` : '</head>';
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(HEAD_SLOT, () => identity)
    .replace('</head>', () => more)
    .replace(HTML_SLOT, () => body);
}

export function readManifest(root: string): Manifest {
  const path = join(root, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
}

/** modulepreload links for lazy route modules and their static imports, so they download beside the entry instead of after it. */
export function preloadLinks(manifest: Manifest, keys: string | string[], already: string): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of [keys].flat()) visit(key);
  return [...files].filter((file) => file.endsWith('.js') && !already.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}
