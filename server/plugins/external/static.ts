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

/**
 * Serves the built SPA from SPA_DIR; any GET outside /api that is not a file gets index.html.
 * preCompressed: the .br/.gz siblings that scripts/compress-dist.ts writes go out as they are, by Accept-Encoding.
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const root = resolve(app.config.SPA_DIR);
  if (!app.config.SERVE_SPA || !existsSync(resolve(root, 'index.html'))) return;
  await app.register(fastifyStatic, { root, wildcard: false, preCompressed: true, cacheControl: false, setHeaders: cacheHeaders(root) });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (isApi(request.url)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
