import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

// Libraries the app shell needs on every page; sonner, axios, zod and form code stay in their lazy chunks
// (and the selector hook only recharts uses stays with the owner's chart).
const everyPageVendors =
  /node_modules[\\/](?!use-sync-external-store[\\/].*with-selector)(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|zustand|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]/;

/** Alias entries matching the whole import (or, for folder aliases, its prefix). */
const exact = (table: Record<string, string>, prefix = false) =>
  Object.entries(table).map(([find, replacement]) => ({ find: prefix ? find : new RegExp(`^${find.replace('/', '\\/')}$`), replacement }));

// Parts of those libraries only some lazy screens use (<Trans> on the sign-in forms and its HTML parser): they stay with those screens.
const lazyOnlyVendorParts = /node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Icu)?Trans|html-parse-stringify|void-elements)/;

// The shell every page runs (what main.tsx imports statically comes along with these).
const appShell = /[\\/]src[\\/](main\.tsx|app[\\/](router|provider)\.tsx|stores[\\/]session-store\.ts|locales[\\/]en[\\/][a-z-]+\.json)$/;

export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

// react-router's package exports name only its development build (dev warnings and checks): builds take the production one.
const reactRouterProduction = {
  'react-router/dom': fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: command === 'build' ? [...exact(reactRouterProduction), ...exact(aliases, true)] : aliases },
  // Dev: Vite on 5173 proxies the API to the Fastify server, so the SPA sees one origin.
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/uploads': `http://127.0.0.1:${apiPort}` } },
  // manifest: bench/bundle.ts resolves what a first visit loads from dist/.vite/manifest.json.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: !isSsrBuild,
    // The SSR build (dist/.ssr, for prerendering) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    // What every page runs (libraries and the app shell), in one file: it compresses smaller than separate chunks (check:bundle measures it).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: (id: string) => (everyPageVendors.test(id) && !lazyOnlyVendorParts.test(id)) || appShell.test(id) }] } } },
  },
}));
