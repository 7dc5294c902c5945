import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gymSearchKey, gymsBusyKey, parseListParams, toSearchQuery } from '@contract/gym-list-url';
import { classRulesKey, classTimetableKey, firstReviewsQuery, gymBusyKey, gymDetailKey, gymReviewsKey, timetableWeek } from '@contract/gym-profile-keys';
import { gymSearchQuerySchema, type GymDetail, type GymSearchResult } from '@contract/gyms';
import { idSchema } from '@contract/common';
import { publicOrigin } from '../../config';
import { Refusal } from '../../shared/refusals';
import { busyListAt, gymBusyAt } from '../../domains/attendance';
import { getGym } from '../../domains/gyms';
import { listReviews } from '../../domains/community';
import { gymDescription, gymPageTitle, gymPreviewTags } from './gym-preview';
import { APP_NAME, FALLBACK_PAGE, fillTemplate, jsonScript, preloadLinks, readManifest, splitTitle, type Manifest } from './spa-html';

type Renderer = { renderApp: (url: string, initialData?: DehydratedState) => Promise<string> };
/** A query a drawn page starts with: its key in the app's cache and how the server reads it. */
type PageQuery = { queryKey: QueryKey; read: () => Promise<unknown> };

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

// Vite fingerprints everything under assets/; other files (index.html) are re-checked to pick up a new build, and a page
// whose route chose its own keeps it.
const cacheHeaders = (root: string) => (reply: FastifyReply, filePath: string) => {
  const fingerprinted = relative(root, filePath).split(sep)[0] === 'assets';
  if (!fingerprinted && reply.getHeader('cache-control')) return;
  reply.header('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/** The pages drawn per request (a search or a gym's reads, then a React render): capped per client like the API's heavy calls. */
export const DRAWN_PAGE_ROUTES = { gymProfile: '/gym-profile/:gymId', gymList: '/view-all-gyms' } as const;

export const looksLikeFile = (pathname: string) => pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
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

// Files written after start (a rebuild) have no route of their own: serve them if they are inside root, else 404.
function sendIfBuilt(root: string, pathname: string, reply: FastifyReply) {
  const name = decoded(pathname);
  if (name === null || isHidden(name)) return reply.callNotFound();
  const file = resolve(root, `.${name}`);
  if (!file.startsWith(root + sep) || !existsSync(file)) return reply.callNotFound();
  return reply.sendFile(relative(root, file));
}

/** dist/pages/<name>.html that scripts/prerender.ts wrote for a public route, when the URL asks for exactly that page. */
function prerenderedPage(root: string, url: string): string | null {
  const { pathname, search } = new URL(url, 'http://local');
  // A query (?q=…, ?returnTo=…) changes the first screen: the client draws those.
  if (search) return null;
  const name = pathname === '/' ? 'index' : pathname.replace(/^\/|\/$/g, '');
  if (!/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/.test(name)) return null;
  const file = join('pages', `${name}.html`);
  return existsSync(join(root, file)) ? file : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** HTML made per request goes out compressed like the prebuilt files (quality 5: fast enough per request). */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  return reply.send(html);
}

type LoadRenderer = () => Promise<Renderer | null>;
/** The served build: its directory, index.html as the pages' template, Vite's manifest and the server renderer. */
type Build = { root: string; template: string; manifest: Manifest; renderer: LoadRenderer; fallback: string };

/** The build's renderer (dist/.ssr/entry-server.js), loaded once; without it, pages still get their head and data. */
function rendererOf(root: string): LoadRenderer {
  const entry = join(root, '.ssr', 'entry-server.js');
  let loading: Promise<Renderer | null> | null = null;
  return () => (loading ??= existsSync(entry) ? (import(pathToFileURL(entry).href) as Promise<Renderer>) : Promise.resolve(null));
}

// The pages drawn per request, each rendered once without data at start so its screen's code is loaded and compiled.
const WARM_UP_URLS = ['/view-all-gyms', '/gym-profile/warm-up'];

/**
 * Loads the renderer and each data page's screen once the server listens, so the first visitor after a start does not
 * wait for them (~0.7 s). One step per macrotask: a request that arrives meanwhile (a health check) is answered between.
 */
async function warmUp(app: FastifyInstance, renderer: LoadRenderer): Promise<void> {
  const nextTask = () => new Promise((done) => setImmediate(done));
  try {
    await nextTask();
    const render = await renderer();
    if (!render) return;
    for (const url of WARM_UP_URLS) {
      await nextTask();
      await render.renderApp(url);
    }
  } catch (error) {
    app.log.warn({ err: error }, 'renderer warm-up failed: the first page request loads it instead');
  }
}

async function findGym(app: FastifyInstance, id: string): Promise<GymDetail | null> {
  if (!idSchema.safeParse(id).success) return null;
  try {
    return await getGym(app.db, id);
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'not-found') return null;
    throw error;
  }
}

/** What a page served with its data adds to <head>: the data inline, and its screen's chunks preloaded beside the app's code. */
const dataPageHead = (manifest: Manifest, template: string, screen: string, initialData: DehydratedState) => [
  jsonScript('initial-data', initialData),
  ...preloadLinks(manifest, screen, template),
];

/**
 * The page's queries, read here and dehydrated as TanStack Query's SSR guide does (a client per request, prefetch,
 * `dehydrate`). One that fails is left out (only successes are dehydrated): the client asks for it as it would anyway.
 */
async function pageData(request: FastifyRequest, queries: PageQuery[]): Promise<DehydratedState> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const logged = (queryKey: QueryKey) => (error: unknown) => {
    request.log.error({ err: error, queryKey }, 'page data failed, the client asks for it');
    throw error;
  };
  await Promise.all(queries.map(({ queryKey, read }) => client.prefetchQuery({ queryKey, queryFn: () => read().catch(logged(queryKey)) })));
  return dehydrate(client);
}

/** What the profile reads as it starts besides the gym: how busy it is now, the first page of its reviews, this week's classes and their rules. */
function profileQueries(app: FastifyInstance, gymId: string, timeZone: string): PageQuery[] {
  const reviews = firstReviewsQuery(gymId);
  const week = timetableWeek(app.now(), timeZone);
  const { classes } = app.services;
  return [
    { queryKey: gymBusyKey(gymId), read: () => gymBusyAt(app.db, gymId, app.now()) },
    { queryKey: gymReviewsKey(reviews), read: () => listReviews(app.db, reviews) },
    { queryKey: classTimetableKey(gymId, week.from, week.to), read: () => classes.timetable({ gymId, ...week }) },
    { queryKey: classRulesKey(gymId), read: () => classes.rules(gymId) },
  ];
}

/**
 * /gym-profile/{id}: the gym's title, description and preview tags in the HTML, its data inline (the client's
 * query cache starts with it) and, when the build has its renderer, the profile already drawn; 404 for an unknown gym.
 * Its busy reading and first reviews come inline too, so the profile asks nothing as it starts (the API client loads
 * on the first action instead).
 */
function gymProfileRoute(app: FastifyInstance, { template, manifest, renderer }: Build) {
  return async (request: FastifyRequest<{ Params: { gymId: string } }>, reply: FastifyReply) => {
    const { gymId } = request.params;
    const gym = await findGym(app, gymId);
    if (!gym) {
      const head = ['<meta name="robots" content="noindex" />'];
      return sendHtml(request, reply, 404, fillTemplate(template, { title: `Gym not found · ${APP_NAME}`, head }));
    }
    const initialData = await pageData(request, [{ queryKey: gymDetailKey(gymId), read: async () => gym }, ...profileQueries(app, gymId, gym.timeZone)]);
    const render = await renderer();
    const body = render ? splitTitle(await render.renderApp(request.url, initialData)).body : '';
    // PUBLIC_URL, never the request's Host header: a forged Host must not reach a link a preview or search engine keeps.
    const head = [...gymPreviewTags(gym, publicOrigin(app.config)), ...dataPageHead(manifest, template, 'src/app/routes/gym-profile.tsx', initialData)];
    return sendHtml(request, reply, 200, fillTemplate(template, { title: gymPageTitle(gym), description: gymDescription(gym), head, body }));
  };
}

/** The page for a URL as it was built: its prerendered HTML (dist/pages), else the loader the client draws over. */
const sendBuiltPage = ({ root, fallback }: Build, request: FastifyRequest, reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').sendFile(prerenderedPage(root, request.url) ?? fallback);

/** The page's busy readings, inline so the list asks nothing as it starts. */
function busyOfPage(app: FastifyInstance, result: GymSearchResult): PageQuery[] {
  const ids = result.items.map((gym) => gym.id);
  return ids.length ? [{ queryKey: gymsBusyKey(ids), read: () => busyListAt(app.db, ids, app.now()) }] : [];
}

/**
 * /view-all-gyms (with or without filters in its query string): the list drawn with its first results, and those results
 * inline under the key the page reads them, so the first card's cover is in the HTML and no search follows the load.
 * The answer comes from the search API's own answer cache. A query the search refuses, or no renderer in the build,
 * gets the page as built: the client then asks the API and shows what it answers.
 */
function gymListRoute(app: FastifyInstance, build: Build) {
  const { template, manifest, renderer } = build;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const render = await renderer();
    const query = toSearchQuery(parseListParams(new URL(request.url, 'http://local').searchParams));
    const parsed = gymSearchQuerySchema.safeParse(query);
    if (!render || !parsed.success) return sendBuiltPage(build, request, reply);
    let data: GymSearchResult;
    try {
      data = await app.gymSearch(parsed.data);
    } catch (error) {
      if (!(error instanceof Refusal)) request.log.error({ err: error }, 'gym list page: search failed, sending the built page');
      return sendBuiltPage(build, request, reply);
    }
    const initialData = await pageData(request, [{ queryKey: gymSearchKey(query), read: async () => data }, ...busyOfPage(app, data)]);
    const { title, body } = splitTitle(await render.renderApp(request.url, initialData));
    const head = dataPageHead(manifest, template, 'src/app/routes/view-all-gyms.tsx', initialData);
    return sendHtml(request, reply, 200, fillTemplate(template, { title, head, body }));
  };
}

/**
 * Serves the built SPA from SPA_DIR; any GET outside /api that is not a file gets its prerendered page
 * (dist/pages) or index.html. preCompressed: the .br/.gz siblings that scripts/compress-dist.ts writes go out as they are.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance) => {
    const root = resolve(app.config.SPA_DIR);
    if (!app.config.SERVE_SPA || !existsSync(resolve(root, 'index.html'))) return;
    const globIgnore = [`${SERVER_BUILD}/**`];
    await app.register(fastifyStatic, { root, wildcard: false, globIgnore, index: false, preCompressed: true, cacheControl: false, setHeaders: cacheHeaders(root) });
    // One build per process: its template and manifest are read once, its renderer loaded once.
    // Builds before the fallback page existed send the bare shell.
    const fallback = existsSync(join(root, FALLBACK_PAGE)) ? FALLBACK_PAGE : 'index.html';
    const build: Build = { root, template: await readFile(join(root, 'index.html'), 'utf8'), manifest: readManifest(root), renderer: rendererOf(root), fallback };
    app.get(DRAWN_PAGE_ROUTES.gymProfile, { schema: { hide: true } }, gymProfileRoute(app, build));
    app.get(DRAWN_PAGE_ROUTES.gymList, { schema: { hide: true } }, gymListRoute(app, build));
    // Not awaited: listening and /api/health never wait for the warm-up.
    app.addHook('onListen', async () => void warmUp(app, build.renderer));
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      // `//host/…` is not a path of ours (and new URL() would read it as another host).
      if (isApi(request.url) || request.url.startsWith('//')) return reply.callNotFound();
      const pathname = request.url.split('?')[0]!;
      // A file request (a chunk from another build, a missing icon) must 404: index.html in its place is a blank page.
      if (looksLikeFile(pathname)) return sendIfBuilt(root, pathname, reply);
      return sendBuiltPage(build, request, reply);
    });
  },
  { name: 'static', dependencies: ['context', 'db', 'services'] },
);
