import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

// Vite fingerprints everything under assets/; other files (index.html) are re-checked to pick up a new build.
const cacheHeaders = (root: string) => (reply: FastifyReply, filePath: string) => {
  const fingerprinted = relative(root, filePath).split(sep)[0] === 'assets';
  reply.header('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
};

const looksLikeFile = (pathname: string) => pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);

// Files written after start (a rebuild) have no route of their own: serve them if they are inside root, else 404.
const decoded = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
};

function sendIfBuilt(root: string, pathname: string, reply: FastifyReply) {
  const name = decoded(pathname);
  if (name === null) return reply.callNotFound();
  const file = resolve(root, `.${name}`);
  if (!file.startsWith(root + sep) || !existsSync(file)) return reply.callNotFound();
  return reply.sendFile(relative(root, file));
}

/**
 * Serves the built SPA from SPA_DIR; any GET outside /api that is not a file gets index.html.
 * preCompressed: the .br/.gz siblings that scripts/compress-dist.ts writes go out as they are, by Accept-Encoding.
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const root = resolve(app.config.SPA_DIR);
  if (!app.config.SERVE_SPA || !existsSync(resolve(root, 'index.html'))) return;
  await app.register(fastifyStatic, { root, wildcard: false, preCompressed: true, cacheControl: false, setHeaders: cacheHeaders(root) });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // `//host/…` is not a path of ours (and new URL() would read it as another host).
    if (isApi(request.url) || request.url.startsWith('//')) return reply.callNotFound();
    const pathname = request.url.split('?')[0]!;
    // A file request (a chunk from another build, a missing icon) must 404: index.html in its place is a blank page.
    if (looksLikeFile(pathname)) return sendIfBuilt(root, pathname, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
