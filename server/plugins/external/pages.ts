import fp from 'fastify-plugin';
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gymSearchKey, gymsBusyKey, parseListParams, toSearchQuery } from '@contract/gyms/gym-list-url';
import { classRulesKey, classTimetableKey, firstReviewsQuery, gymBusyKey, gymDetailKey, gymReviewsKey, timetableWeek } from '@contract/gyms/gym-profile-keys';
import { gymSearchQuerySchema, type GymDetail, type GymSearchResult } from '@contract/gyms/gyms';
import { idSchema } from '@contract/common';
import type { Language } from '@contract/constants';
import type { RenderedPage } from '@contract/rendered-page';
import { publicOrigin } from '../../config';
import { Refusal } from '../../shared/refusals';
import { gymDescription, gymPageTitle, gymPreviewTags } from './gym-preview';
import { alternateLinks, alternatesHeader, pageLanguage } from './page-language';
import { pageReads, type PageReads } from './page-reads';
import { APP_NAME, FALLBACK_PAGE, fallbackFile, fillTemplate, jsonScript, preloadLinks, readManifest, type Manifest } from './spa-html';
import { servedBuild } from './static';

type Renderer = { renderApp: (url: string, initialData?: DehydratedState, language?: Language) => Promise<RenderedPage> };
type LoadRenderer = () => Promise<Renderer | null>;
/** A query a drawn page starts with: its key in the app's cache and how the server reads it. */
type PageQuery = { queryKey: QueryKey; read: () => Promise<unknown> };
/** The served build: its directory, index.html as the pages' template, Vite's manifest and the server renderer. */
type Build = { root: string; template: string; manifest: Manifest; renderer: LoadRenderer; fallback: string };

/** The pages drawn per request (a search or a gym's reads, then a React render): capped per client like the API's heavy calls. */
export const DRAWN_PAGE_ROUTES = { gymProfile: '/gym-profile/:gymId', gymList: '/view-all-gyms' } as const;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The build's renderer (dist/.ssr/entry-server.js), loaded once; without it, pages still get their head and data. */
function rendererOf(root: string): LoadRenderer {
  const entry = join(root, '.ssr', 'entry-server.js');
  let loading: Promise<Renderer | null> | null = null;
  return () => (loading ??= existsSync(entry) ? (import(pathToFileURL(entry).href) as Promise<Renderer>) : Promise.resolve(null));
}

/** One build per process: its template and manifest read once. Builds before the fallback page existed send the bare shell. */
async function loadBuild(root: string): Promise<Build> {
  const fallback = existsSync(join(root, FALLBACK_PAGE)) ? FALLBACK_PAGE : 'index.html';
  return { root, template: await readFile(join(root, 'index.html'), 'utf8'), manifest: readManifest(root), renderer: rendererOf(root), fallback };
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

/** dist/pages/[<lng>/]<name>.html that scripts/prerender.ts wrote for a public route, when the URL asks for exactly that page. */
function prerenderedPage(root: string, url: string, language: Language): string | null {
  const { pathname, searchParams } = new URL(url, 'http://local');
  // A query (?q=…, ?returnTo=…) changes the first screen: the client draws those. ?lng= only picks the file.
  searchParams.delete('lng');
  if (searchParams.size) return null;
  const name = pathname === '/' ? 'index' : pathname.replace(/^\/|\/$/g, '');
  if (!/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/.test(name)) return null;
  const file = join('pages', language === 'en' ? '' : language, `${name}.html`);
  return existsSync(join(root, file)) ? file : null;
}

/** The loader in the page's language, when the build has one in it. */
const fallbackIn = ({ root, fallback }: Build, language: Language) => (existsSync(join(root, fallbackFile(language))) ? fallbackFile(language) : fallback);

/** The same address answers in the visitor's language: caches keep one copy per cookie and Accept-Language. */
const VARY = 'accept-encoding, accept-language, cookie';

/** The page for a URL as it was built: its prerendered HTML (dist/pages), else the loader the client draws over. */
function sendBuiltPage(app: FastifyInstance, build: Build, request: FastifyRequest, reply: FastifyReply) {
  const language = pageLanguage(request);
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', VARY)
    .header('link', alternatesHeader(publicOrigin(app.config), request.url))
    .sendFile(prerenderedPage(build.root, request.url, language) ?? fallbackIn(build, language));
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// @fastify/compress is not among the dependencies: a drawn page is compressed here (quality 5: fast enough per request).
async function compressFor(acceptEncoding: string, html: string): Promise<{ encoding?: 'br' | 'gzip'; body: Buffer | string }> {
  if (/\bbr\b/.test(acceptEncoding)) return { encoding: 'br', body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', body: await gzipAsync(html) };
  return { body: html };
}

/** HTML made per request goes out compressed like the prebuilt files, and is re-checked like index.html. */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const { encoding, body } = await compressFor(String(request.headers['accept-encoding'] ?? ''), html);
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', VARY);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** What a page served with its data adds to <head>: the data inline, and its screen's chunks preloaded beside the app's code. */
const dataPageHead = ({ manifest, template }: Build, screen: string, initialData: DehydratedState) => [
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

/** The active gym with this id, or null: an id no gym can have, an unknown or an inactive gym. */
async function findGym(reads: PageReads, id: string): Promise<GymDetail | null> {
  if (!idSchema.safeParse(id).success) return null;
  try {
    return await reads.gym(id);
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'not-found') return null;
    throw error;
  }
}

/** What the profile reads as it starts: the gym, how busy it is now, the first page of its reviews, this week's classes and their rules. */
function profileQueries(app: FastifyInstance, reads: PageReads, gym: GymDetail): PageQuery[] {
  const gymId = gym.id;
  const reviews = firstReviewsQuery(gymId);
  const week = timetableWeek(app.now(), gym.timeZone);
  return [
    { queryKey: gymDetailKey(gymId), read: async () => gym },
    { queryKey: gymBusyKey(gymId), read: () => reads.gymBusy(gymId) },
    { queryKey: gymReviewsKey(reviews), read: () => reads.reviews(reviews) },
    { queryKey: classTimetableKey(gymId, week.from, week.to), read: () => reads.classTimetable({ gymId, ...week }) },
    { queryKey: classRulesKey(gymId), read: () => reads.classRules(gymId) },
  ];
}

const gymNotFoundPage = (template: string) =>
  fillTemplate(template, { title: `Gym not found · ${APP_NAME}`, head: ['<meta name="robots" content="noindex" />'] });

/**
 * /gym-profile/{id}: the gym's title, description and preview tags in the HTML, its data inline (the client's
 * query cache starts with it) and, when the build has its renderer, the profile already drawn; 404 for an unknown gym.
 * Its busy reading and first reviews come inline too, so the profile asks nothing as it starts (the API client loads
 * on the first action instead).
 */
function gymProfileRoute(app: FastifyInstance, reads: PageReads, build: Build) {
  return async (request: FastifyRequest<{ Params: { gymId: string } }>, reply: FastifyReply) => {
    const gym = await findGym(reads, request.params.gymId);
    if (!gym) return sendHtml(request, reply, 404, gymNotFoundPage(build.template));
    const initialData = await pageData(request, profileQueries(app, reads, gym));
    const render = await build.renderer();
    const language = pageLanguage(request);
    const drawn = render ? await render.renderApp(request.url, initialData, language) : { html: '', title: undefined };
    // PUBLIC_URL, never the request's Host header: a forged Host must not reach a link a preview or search engine keeps.
    const origin = publicOrigin(app.config);
    const head = [...gymPreviewTags(gym, origin), ...alternateLinks(origin, request.url), ...dataPageHead(build, 'src/app/routes/gym-profile.tsx', initialData)];
    // The title is the one the profile's DocumentTitle drew (the same words when the build has no renderer); the description is the link preview's.
    const title = drawn.title ?? gymPageTitle(gym);
    const page = { title, description: gymDescription(gym), head, body: drawn.html, language };
    return sendHtml(request, reply, 200, fillTemplate(build.template, page));
  };
}

/** The page's busy readings, inline so the list asks nothing as it starts. */
function busyOfPage(reads: PageReads, result: GymSearchResult): PageQuery[] {
  const ids = result.items.map((gym) => gym.id);
  return ids.length ? [{ queryKey: gymsBusyKey(ids), read: () => reads.gymsBusy(ids) }] : [];
}

/**
 * /view-all-gyms (with or without filters in its query string): the list drawn with its first results, and those results
 * inline under the key the page reads them, so the first card's cover is in the HTML and no search follows the load.
 * The answer comes from the search API's own answer cache. A query the search refuses, or no renderer in the build,
 * gets the page as built: the client then asks the API and shows what it answers.
 */
function gymListRoute(app: FastifyInstance, reads: PageReads, build: Build) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const render = await build.renderer();
    const query = toSearchQuery(parseListParams(new URL(request.url, 'http://local').searchParams));
    const parsed = gymSearchQuerySchema.safeParse(query);
    if (!render || !parsed.success) return sendBuiltPage(app, build, request, reply);
    let data: GymSearchResult;
    try {
      data = await reads.searchGyms(parsed.data);
    } catch (error) {
      if (!(error instanceof Refusal)) request.log.error({ err: error }, 'gym list page: search failed, sending the built page');
      return sendBuiltPage(app, build, request, reply);
    }
    const initialData = await pageData(request, [{ queryKey: gymSearchKey(query), read: async () => data }, ...busyOfPage(reads, data)]);
    const language = pageLanguage(request);
    const { title, html: body } = await render.renderApp(request.url, initialData, language);
    const head = [...alternateLinks(publicOrigin(app.config), request.url), ...dataPageHead(build, 'src/app/routes/view-all-gyms.tsx', initialData)];
    return sendHtml(request, reply, 200, fillTemplate(build.template, { title, head, body, language }));
  };
}

/** Any other GET outside /api that does not name a file (static.ts takes those): its prerendered page or the loader. */
const builtPageRoute = (app: FastifyInstance, build: Build) => (request: FastifyRequest, reply: FastifyReply) =>
  // `//host/…` is not a path of ours (and new URL() would read it as another host).
  isApi(request.url) || request.url.startsWith('//') ? reply.callNotFound() : sendBuiltPage(app, build, request, reply);

/**
 * The SPA's pages: the gym profile and the gym list drawn per request with their data, the public pages as
 * scripts/prerender.ts drew them, and the loader for every other page (the client draws those).
 */
export const pagesPlugin = fp(
  async (app: FastifyInstance) => {
    const root = servedBuild(app.config);
    if (!root) return;
    const build = await loadBuild(root);
    const reads = pageReads(app);
    app.get(DRAWN_PAGE_ROUTES.gymProfile, { schema: { hide: true } }, gymProfileRoute(app, reads, build));
    app.get(DRAWN_PAGE_ROUTES.gymList, { schema: { hide: true } }, gymListRoute(app, reads, build));
    app.get('/*', { schema: { hide: true } }, builtPageRoute(app, build));
    // Not awaited: listening and /api/health never wait for the warm-up.
    app.addHook('onListen', async () => void warmUp(app, build.renderer));
  },
  { name: 'pages', dependencies: ['context', 'db', 'services', 'gym-search', 'static'] },
);
