import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { testConfig } from '@tests/utils/test-config';
import { useTestServer } from '@tests/utils/build-server';

const server = useTestServer();

const INDEX = '<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>';
const SCRIPT = 'console.log("gymkhana");'.repeat(40);
const SERVICE_WORKER = 'self.addEventListener("fetch", () => undefined);'.repeat(20);
const WEB_MANIFEST = JSON.stringify({ name: 'Gymkhana', start_url: '/', display: 'standalone' });

/** A dist/ as `npm run build` leaves it: each file with the .gz and .br that compress-dist writes. */
async function writeWithSiblings(path: string, text: string): Promise<void> {
  await writeFile(path, text);
  await writeFile(`${path}.gz`, gzipSync(text));
  await writeFile(`${path}.br`, brotliCompressSync(text));
}

describe('serving a precompressed build', () => {
  let dir: string;
  let spa: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gymkhana-dist-'));
    await mkdir(join(dir, 'assets'));
    await writeWithSiblings(join(dir, 'index.html'), INDEX);
    await writeWithSiblings(join(dir, 'assets', 'app-abc123.js'), SCRIPT);
    // Too small to be worth compressing: compress-dist leaves it alone.
    await writeFile(join(dir, 'assets', 'tiny-abc123.js'), 'export {}');
    await writeWithSiblings(join(dir, 'sw.js'), SERVICE_WORKER);
    await writeFile(join(dir, 'manifest.webmanifest'), WEB_MANIFEST);
    spa = await buildApp({ config: testConfig({ SERVE_SPA: true, SPA_DIR: dir }), db: server.current.handle.db });
    await spa.ready();
  });
  afterAll(async () => {
    await spa.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    spa.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli file to a browser that takes br, with the asset’s own type and cache policy', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that takes only gzip, and the plain file to one that takes neither', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('falls back to the plain file when a file has no compressed sibling', async () => {
    const res = await get('/assets/tiny-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {}');
  });

  it('answers app routes with the compressed index.html, never cached, with the strict CSP', async () => {
    for (const url of ['/', '/member/profile', '/view-all-gyms?q=pune']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('sends the service worker as JavaScript that the browser re-checks on every visit (a new build reaches it at once)', async () => {
    const res = await get('/sw.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SERVICE_WORKER);
  });

  it('sends the web app manifest as application/manifest+json, re-checked like index.html', async () => {
    const res = await get('/manifest.webmanifest', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(WEB_MANIFEST);
  });

  it('answers a missing asset with 404, never with index.html', async () => {
    for (const url of ['/assets/gone-zzz999.js', '/favicon.ico', '/assets/../index.html.js']) {
      const res = await spa.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('serves an asset written after start (a rebuild) and nothing outside the build', async () => {
    await writeFile(join(dir, 'assets', 'late-def456.js'), 'export const late = 1;');
    const late = await spa.inject({ url: '/assets/late-def456.js' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('late');
    const escape = await spa.inject({ url: '/assets/..%2f..%2fetc%2fpasswd.js' });
    expect(escape.statusCode).toBe(404);
  });

  it('keeps /api misses as JSON 404s', async () => {
    const res = await get('/api/nowhere', 'gzip, deflate, br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'Error', message: 'Not found' });
  });
});
