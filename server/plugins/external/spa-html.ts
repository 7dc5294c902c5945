// The built index.html as a template: a page's own head (title, description, preview tags, data) and the
// app's HTML rendered into #root. Used at build time (scripts/prerender.ts) and per request (gym profiles).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type PageParts = {
  /** the app's HTML for #root; empty leaves the page to the client */
  body?: string;
  /** replaces the template's <title> */
  title?: string;
  /** replaces the template's meta description */
  description?: string;
  /** more tags for <head> (already escaped) */
  head?: string[];
  /** body is a signed-in screen's placeholder (its layout and heading, no data): the client draws over it instead of hydrating */
  placeholder?: boolean;
  /** the theme variant on <html> (index.html starts with the member one) */
  theme?: 'member' | 'owner';
  /** the start script's URL (startScript): the app's code then loads after the first paint, see src/app-start.ts */
  start?: string;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const metaTag = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;

/** JSON as inert data: "<" escaped, so no text in it can close the element early. The CSP does not run it. */
export const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${escapeHtml(id)}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const unescapeHtml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

/** A screen's <title> (DocumentTitle) renders where the screen is: it belongs in <head>, not in #root (the client hoists its own). */
export function splitTitle(html: string): { title?: string; body: string } {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  if (!titles.length) return { body: html };
  return { title: unescapeHtml(titles.at(-1)![1]!), body: html.replace(/<title>[^<]*<\/title>/g, '') };
}

export function fillTemplate(template: string, parts: PageParts): string {
  let html = template;
  if (parts.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title!)}</title>`);
  if (parts.description !== undefined)
    html = html.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => metaTag('name', 'description', parts.description!));
  if (parts.head?.length) html = html.replace('</head>', () => `    ${parts.head!.join('\n    ')}\n  </head>`);
  if (parts.theme) html = html.replace(/<html([^>]*) data-theme="[a-z]+"/, (_, rest: string) => `<html${rest} data-theme="${parts.theme}"`);
  const root = parts.placeholder ? '<div id="root" data-placeholder>' : '<div id="root">';
  if (parts.body) html = html.replace('<div id="root"></div>', () => `${root}${parts.body}</div>`);
  return parts.start ? startAfterPaint(html, parts.start) : html;
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's module scripts and modulepreload links become one async classic script that imports them after the first
 * paint (src/app-start.ts): on a page already drawn, the paint and its main image no longer share the network with the code.
 */
export function startAfterPaint(html: string, start: string): string {
  const urls = [...html.matchAll(MODULE_SCRIPT), ...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  if (!urls.length) return html;
  const tag = `<script async src="${escapeHtml(start)}" data-app="${escapeHtml(urls.join(' '))}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, '').replace(/\s*<\/head>/, () => `\n    ${tag}\n  </head>`);
}

/** The start script's URL in this build (vite.config.ts builds src/app-start.ts as an entry of its own), if it has one. */
export function startScript(manifest: Manifest): string | undefined {
  const file = manifest['src/app-start.ts']?.file;
  return file ? `/${file}` : undefined;
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

// A Suspense boundary whose server render failed (React leaves the error's message and stack in the HTML).
const UNFINISHED = '<!--$!-->';

/**
 * A signed-in screen's page (scripts/prerender.ts): its placeholder drawn (layout and heading, no one's data) with the
 * start script listing the app's modules and the screen's chunks (`modules`: its area layout and page, manifest keys),
 * so the first paint needs no code. None without a placeholder or for one that failed to render: the server then sends
 * the plain shell. (The shell with the chunks as modulepreload links was measured on /gym_owner: they share the slow
 * network with the app's code, and its first paint came later, perf 94 -> 89.)
 */
export function signedInPageParts(manifest: Manifest, template: string, modules: string[], rendered: string, userType: string): PageParts | null {
  const { title, body } = splitTitle(rendered);
  if (!body || body.includes(UNFINISHED)) return null;
  const head = preloadLinks(manifest, modules, template);
  return { title, body, head, placeholder: true, theme: userType === 'gym_owner' ? 'owner' : 'member', start: startScript(manifest) };
}
