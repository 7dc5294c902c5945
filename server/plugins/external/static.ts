import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Config } from '../../config';

/** The built SPA's directory when this server serves it (SERVE_SPA and a build in SPA_DIR), else null. */
export function servedBuild(config: Pick<Config, 'SERVE_SPA' | 'SPA_DIR'>): string | null {
  const root = resolve(config.SPA_DIR);
  return config.SERVE_SPA && existsSync(resolve(root, 'index.html')) ? root : null;
}

export const looksLikeFile = (pathname: string) => pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);

// Vite fingerprints everything under assets/; other files (index.html) are re-checked to pick up a new build, and a page
// whose route chose its own keeps it.
const cacheHeaders = (root: string) => (reply: FastifyReply, filePath: string) => {
  const fingerprinted = relative(root, filePath).split(sep)[0] === 'assets';
  if (!fingerprinted && reply.getHeader('cache-control')) return;
  reply.header('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
};

// The SSR bundle (.ssr), Vite's manifest (.vite) and the compiled server (server/, scripts/build-server.ts) are build internals, never served.
const SERVER_BUILD = 'server';
const isHidden = (pathname: string) => pathname.split('/')[1] === SERVER_BUILD || pathname.split('/').some((segment) => segment.startsWith('.'));

const decoded = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
};

/**
 * A file written after start (a rebuild) has no route of @fastify/static's (it lists the files once): sent if it is
 * inside root, else 404. `//host/…` is not a path of ours, and /api's misses stay the API's JSON 404.
 */
const sendIfBuilt = (root: string) => (request: FastifyRequest, reply: FastifyReply) => {
  const pathname = request.url.split('?')[0]!;
  const name = pathname.startsWith('/api/') || pathname.startsWith('//') ? null : decoded(pathname);
  if (name === null || isHidden(name)) return reply.callNotFound();
  const file = resolve(root, `.${name}`);
  if (!file.startsWith(root + sep) || !existsSync(file)) return reply.callNotFound();
  return reply.sendFile(relative(root, file));
};

/**
 * URLs that name a file (a chunk, an icon) get a constraint of their own, so this plugin's catch-all takes them and the
 * pages' catch-all (pages.ts) every other URL: a missing file must 404, since a page in its place is a blank screen.
 */
const DIST_FILE = 'distFile';
type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type Handler = Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1];
function routeFileUrlsApart(app: FastifyInstance) {
  const byValue = () => {
    const handlers = new Map<unknown, Handler>();
    return { get: (value: unknown) => handlers.get(value) ?? null, set: (value: unknown, handler: Handler) => void handlers.set(value, handler) };
  };
  app.addConstraintStrategy({
    name: DIST_FILE,
    storage: byValue,
    deriveConstraint: (request: FastifyRequest['raw']) => looksLikeFile((request.url ?? '').split('?')[0]!),
    mustMatchWhenDerived: false,
  });
}

/**
 * Serves the built SPA's files from SPA_DIR with @fastify/static: a route per file the build holds at start, its
 * .br/.gz siblings (scripts/compress-dist.ts) sent as they are (preCompressed), and the cache policy above.
 * The pages (index.html filled per URL) are pages.ts's.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance) => {
    const root = servedBuild(app.config);
    if (!root) return;
    const globIgnore = [`${SERVER_BUILD}/**`];
    await app.register(fastifyStatic, { root, wildcard: false, globIgnore, index: false, preCompressed: true, cacheControl: false, setHeaders: cacheHeaders(root) });
    routeFileUrlsApart(app);
    app.get('/*', { schema: { hide: true }, constraints: { [DIST_FILE]: true } }, sendIfBuilt(root));
  },
  { name: 'static', dependencies: ['context'] },
);
