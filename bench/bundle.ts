// Bundle benchmark: the JS a first visit to `/` downloads, gzipped, beside React's own size.
// Run after `npm run build`: `npm run bench:bundle [-- --route <src path in the manifest>]`.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;
type Row = { file: string; why: string; raw: number; gzip: number };

const BUDGET_BYTES = 110 * 1024;
const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
// Lazy route modules a visit to `/` renders: the public layout and the home page (override with --route).
const DEFAULT_HOME_ROUTES = [/(^|\/)(public|main|site|root)[-_]?layout\.[jt]sx?$/i, /(^|\/)(home|landing|index)(-page|-route)?\.[jt]sx?$/i];

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function readManifest(): Manifest {
  const path = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    console.error(`${path} is missing: run \`npm run build\` first (vite.config.ts needs build.manifest: true).`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** What index.html itself makes the browser fetch: module scripts and modulepreload links. */
function htmlScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return [...scripts, ...preloads].map((url) => url.replace(/^\//, ''));
}

/** A chunk and everything it imports statically (the browser fetches those before running it). */
function withStaticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) withStaticImports(manifest, dep, seen);
  return seen;
}

function homeRouteKeys(manifest: Manifest, routes: string[]): string[] {
  if (routes.length) {
    for (const route of routes) if (!manifest[route]) console.warn(`--route ${route}: not a key of the manifest`);
    return routes.filter((route) => manifest[route]);
  }
  return Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && DEFAULT_HOME_ROUTES.some((pattern) => pattern.test(key)));
}

function firstVisitRows(manifest: Manifest, routes: string[]): Row[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const rows = new Map<string, string>();
  for (const file of htmlScripts()) rows.set(file, 'index.html');
  for (const file of htmlScripts()) {
    const key = byFile.get(file);
    if (key) for (const dep of withStaticImports(manifest, key)) if (!rows.has(manifest[dep]!.file)) rows.set(manifest[dep]!.file, `imported by ${key}`);
  }
  for (const route of homeRouteKeys(manifest, routes)) {
    for (const dep of withStaticImports(manifest, route)) if (!rows.has(manifest[dep]!.file)) rows.set(manifest[dep]!.file, `lazy: ${route}`);
  }
  return [...rows].filter(([file]) => file.endsWith('.js')).map(([file, why]) => {
    const bytes = readFileSync(join(DIST, file));
    return { file, why, raw: bytes.length, gzip: gzipSize(bytes) };
  });
}

/** React as shipped in node_modules, and the same files through the minifier Vite's build uses. */
function reactReference(): Row[] {
  const files = [
    'react/cjs/react.production.js',
    'react/cjs/react-jsx-runtime.production.js',
    'react-dom/cjs/react-dom.production.js',
    'react-dom/cjs/react-dom-client.production.js',
    'scheduler/cjs/scheduler.production.js',
  ];
  const sources = files.map((file) => readFileSync(join(ROOT, 'node_modules', file), 'utf8'));
  const joined = sources.join('\n');
  const minified = sources.map((code, i) => minifySync(files[i]!, code).code).join('\n');
  return [
    { file: 'react + react-dom + scheduler, as found', why: 'reference', raw: Buffer.byteLength(joined), gzip: gzipSize(joined) },
    { file: 'the same, minified (rolldown/oxc)', why: 'reference', raw: Buffer.byteLength(minified), gzip: gzipSize(minified) },
  ];
}

function printTable(title: string, rows: Row[]): void {
  const width = Math.max(40, ...rows.map((r) => r.file.length));
  console.log(`\n${title}`);
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip -9'.padStart(10)}  why`);
  for (const r of rows) console.log(`${r.file.padEnd(width)}  ${kb(r.raw).padStart(10)}  ${kb(r.gzip).padStart(10)}  ${r.why}`);
}

function main(): void {
  const { values } = parseArgs({ options: { route: { type: 'string', multiple: true, default: [] } } });
  const manifest = readManifest();
  const rows = firstVisitRows(manifest, values.route);
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
  printTable('JavaScript a first visit to / loads (dist/, gzip level 9 per file)', [...rows, { file: 'TOTAL', why: `${rows.length} files`, ...total }]);

  const reference = reactReference();
  printTable('Reference, measured now: React alone', reference);
  const react = reference[1]!.gzip;
  console.log(`\nOurs beyond React (total − minified React): ~${kb(Math.max(0, total.gzip - react))} gzip`);
  const within = total.gzip <= BUDGET_BYTES;
  console.log(`Budget: ${kb(BUDGET_BYTES)} gzip for the first visit. ${within ? 'Within budget' : 'OVER budget'} by ${kb(Math.abs(BUDGET_BYTES - total.gzip))}.`);
  if (!homeRouteKeys(manifest, values.route).length)
    console.log('Note: no lazy home-route chunk matched; pass --route <manifest key> to name it.');
}

main();
