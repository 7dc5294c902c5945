import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  // Dev: Vite on 5173 proxies the API to the Fastify server, so the SPA sees one origin.
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  // manifest: bench/bundle.ts resolves what a first visit loads from dist/.vite/manifest.json.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 300, manifest: true },
});
