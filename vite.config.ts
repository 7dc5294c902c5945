import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.PORT ?? '3000';

// Libraries the app shell needs on every page; sonner, axios, zod and form code stay in their lazy chunks
// (and the selector hook only recharts uses stays with the owner's chart).
const everyPageVendors =
  /node_modules[\\/](?!use-sync-external-store[\\/].*with-selector)(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|zustand|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]/;

/** Alias entries matching the whole import (or, for folder aliases, its prefix). */
const exact = (table: Record<string, string>, prefix = false) =>
  Object.entries(table).map(([find, replacement]) => ({ find: prefix ? find : new RegExp(`^${find.replace('/', '\\/')}$`), replacement }));

// Parts of those libraries only some lazy screens use (<Trans> on the sign-in forms and its HTML parser, the forms'
// useMutation and its observer): they stay with those screens.
const lazyOnlyVendorParts =
  /node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Icu)?Trans|html-parse-stringify|void-elements|@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/]mutationObserver)\.)/;

// Heavy libraries of a few screens, in chunks of their own name so the service worker can leave them out of its precache.
const scannerLibrary = /node_modules[\\/]html5-qrcode[\\/]/;
const chartLibraries = /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|@reduxjs[\\/]toolkit|react-redux|redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|internmap)[\\/]/;

// The shell every page runs (what main.tsx imports statically comes along with these).
const appShell = /[\\/]src[\\/](main\.tsx|lib[\\/]validation-text\.ts|app[\\/](router|provider)\.tsx|stores[\\/]session-store\.ts|locales[\\/]en[\\/][a-z-]+\.json)$/;

export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

// react-router's package exports name only its development build (dev warnings and checks): builds take the production one.
const reactRouterProductionBuilds = {
  'react-router/dom': fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};
export const reactRouterProduction = exact(reactRouterProductionBuilds);

/**
 * dist/sw.js (Workbox, generateSW). It precaches the shell and every screen's JS and CSS, so a member's bookings and barcode
 * open offline after one visit. Navigations go to the network first (the server's prerendered pages stay fresh) and fall back
 * to the precached index.html, never to a cached page of another build; /api is never handled. No skipWaiting: a new version
 * waits until no tab runs the old one (an open tab keeps the chunks it was built with) and serves the next visit.
 * main.tsx registers it: no workbox-window or registerSW.js in the first load.
 */
/**
 * "words-hi-" for a chunk of nothing but Hindi words (a lazily imported locales/hi/ file), "words-ta-" for Tamil's, and
 * "words-en-" for the English only they need (the validation texts a translation is found by); else none.
 */
const wordsLanguage = (moduleIds: readonly string[]) => {
  const words = /\/locales\/(hi|ta)\/[^?]*\.json$|\/locales\/(en)\/shared\/validation\.json$/;
  const languages = new Set(moduleIds.flatMap((id) => words.exec(id)?.slice(1).filter(Boolean) ?? []));
  const [language] = languages;
  return languages.size === 1 ? `words-${language}-` : undefined;
};
const TRANSLATION_FILES = ['assets/words-*.js', 'assets/noto-sans-*', 'assets/devanagari-*.css', 'assets/tamil-*.css'];
const TRANSLATION_PATTERN = /^\/assets\/(words-|noto-sans-|devanagari-|tamil-)/;

const serviceWorker = VitePWA({
  injectRegister: false,
  manifest: false, // public/manifest.webmanifest (scripts/make-icons.ts)
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Owners' charts and the camera scanner (~170 KB sent) are not fetched in the background on members' mobile data; they load
    // when their screen opens, and neither works offline anyway (both need the API). Nor are the drawn pages (navigations
    // never come from the precache, see runtimeCaching).
    // Hindi's and Tamil's words and fonts (~400 KB) are fetched when that language shows, never in an English visitor's
    // background: runtimeCaching keeps each after its first use, for offline.
    globIgnores: ['assets/scanner-*.js', 'assets/charts-*.js', 'pages/**', ...TRANSLATION_FILES],
    navigateFallback: null,
    // Else the precache answers `/` with the bare index.html instead of the server's prerendered home page.
    directoryIndex: null,
    navigationPreload: true,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|uploads)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && TRANSLATION_PATTERN.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'languages', cacheableResponse: { statuses: [200] } },
      },
      {
        // Stored photos never change their bytes (a new photo gets a new name).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: { cacheName: 'uploads', expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 }, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [serviceWorker])],
  resolve: { alias: command === 'build' ? [...reactRouterProduction, ...exact(aliases, true)] : aliases },
  // Dev: Vite on 5173 proxies the API to the Fastify server, so the SPA sees one origin.
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/uploads': `http://127.0.0.1:${apiPort}` } },
  // manifest: bench/bundle.ts resolves what a first visit loads from dist/.vite/manifest.json.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser with module scripts we support preloads modules itself; where one does not, the imports still load.
    modulePreload: { polyfill: false },
    manifest: !isSsrBuild,
    // The SSR build (dist/.ssr, for prerendering) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    // What every page runs (libraries and the app shell), in one file: it compresses smaller than separate chunks (check:bundle measures it).
    rolldownOptions: {
      output: {
        // Every lazy chunk's file name rides in the first visit (the preload map): a 7-character hash instead of 8 saves a
        // byte per file, 160 bytes gzip in all; 64^7 names still make a clash between two builds' files negligible.
        chunkFileNames: (chunk) => `assets/${wordsLanguage(chunk.moduleIds) ?? ''}[name]-[hash:7].js`,
        codeSplitting: {
          groups: [
            { name: 'vendor', test: (id: string) => (everyPageVendors.test(id) && !lazyOnlyVendorParts.test(id)) || appShell.test(id) },
            { name: 'scanner', test: scannerLibrary },
            { name: 'charts', test: chartLibraries },
          ],
        },
      },
    },
  },
}));
