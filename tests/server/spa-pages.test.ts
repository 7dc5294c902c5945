import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app';
import { type Config } from '@server/config';
import { testConfig } from '@tests/utils/test-config';
import { gymPhotos } from '@server/db/schema';
import { APP_NAME, DEFAULT_DESCRIPTION, FALLBACK_PAGE, fallbackFile, fillTemplate } from '@server/plugins/external/spa-html';
import { signIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createReview, deactivateGym } from '@tests/utils/factories';

const server = useTestServer();

// The built index.html: Vite's placeholders for a page's head and drawn HTML, Vite's own tags at the end of <head>.
const INDEX = `<!doctype html>
<html lang="en" data-theme="member">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-2.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;
// What scripts/prerender.ts writes: the home page drawn, and for every page the server does not draw, the router's loader.
const HOME = fillTemplate(INDEX, { body: '<h1>Find the right gym near you</h1>' });
const LOADER = '<div data-route-fallback=""><p>Loading...</p></div>';
const FALLBACK = fillTemplate(INDEX, { body: LOADER });
// What dist/.ssr/entry-server.js does, small: the app's HTML for a URL, with the data it was given, and its screen's title.
const RENDERER = `export async function renderApp(url, initialData, language) {
  if (url.startsWith('/view-all-gyms')) {
    const names = initialData.queries[0].state.data.items.map((gym) => '<li>' + gym.name + '</li>').join('');
    return { title: 'All gyms · Gymkhana', html: '<div><h1>All gyms</h1><ul>' + names + '</ul></div>' };
  }
  const gym = initialData.queries[0].state.data;
  const drawnIn = language && language !== 'en' ? '<p>in ' + language + '</p>' : '';
  return { title: gym.name + ' · Gymkhana', html: '<div><h1>' + gym.name.replace(/</g, '&lt;') + '</h1><p>' + url + '</p>' + drawnIn + '</div>' };
}`;
// The home page and the loader as prerendered in Hindi (dist/pages/hi/); Tamil's are left out, so English stands in.
const HOME_HI = fillTemplate(INDEX, { body: '<h1>अपने पास सही जिम ढूंढें</h1>', language: 'hi' });
const LOADER_HI = '<div data-route-fallback=""><p>लोड हो रहा है...</p></div>';

const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

async function writeDist(dir: string, withRenderer: boolean, withFallback = true): Promise<void> {
  await mkdir(join(dir, 'pages'), { recursive: true });
  await mkdir(join(dir, '.vite'), { recursive: true });
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'pages', 'index.html'), HOME);
  if (withFallback) await writeFile(join(dir, FALLBACK_PAGE), FALLBACK);
  await mkdir(join(dir, 'pages', 'hi'), { recursive: true });
  await writeFile(join(dir, 'pages', 'hi', 'index.html'), HOME_HI);
  if (withFallback) await writeFile(join(dir, fallbackFile('hi')), fillTemplate(INDEX, { body: LOADER_HI, language: 'hi' }));
  const manifest = {
    'src/app/routes/gym-profile.tsx': { file: 'assets/gym-profile-123.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-9.js' },
    'src/app/routes/view-all-gyms.tsx': { file: 'assets/view-all-gyms-5.js', imports: ['_shared.js'] },
  };
  await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await mkdir(join(dir, 'server', 'migrations', 'meta'), { recursive: true });
  await writeFile(join(dir, 'server', 'server.js'), '// the compiled server');
  await writeFile(join(dir, 'server', 'migrations', 'meta', '_journal.json'), '{}');
  if (withRenderer) {
    await mkdir(join(dir, '.ssr'));
    await writeFile(join(dir, '.ssr', 'entry-server.js'), RENDERER);
  }
}

const PUBLIC_URL = 'https://gymkhana.example';

function useSpa(withRenderer: boolean, overrides: Partial<Config> = {}, withFallback = true) {
  const spa = { current: null as unknown as FastifyInstance, dir: '' };
  beforeAll(async () => {
    spa.dir = await mkdtemp(join(tmpdir(), 'gymkhana-pages-'));
    await writeDist(spa.dir, withRenderer, withFallback);
  });
  beforeEach(async () => {
    spa.current = await buildApp({ config: testConfig({ SERVE_SPA: true, SPA_DIR: spa.dir, PUBLIC_URL, ...overrides }), db: server.current.handle.db });
    await spa.current.ready();
    return () => spa.current.close();
  });
  afterAll(() => rm(spa.dir, { recursive: true, force: true }));
  return spa;
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#39;/g, "'");
type Dehydrated = { mutations: unknown[]; queries: { queryKey: string[]; state: { status: string; data: { id: string; name: string } } }[] };
/** The page's queries as TanStack Query dehydrated them (each answered), read back as key and data. */
const initialData = (html: string) => {
  const state = JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)![1]!) as Dehydrated;
  expect(state.mutations).toEqual([]);
  return state.queries.map(({ queryKey, state: { status, data } }) => {
    expect(status).toBe('success');
    return { queryKey, data };
  });
};

describe('gym profile links (no renderer in the build)', () => {
  const spa = useSpa(false);

  it("answers with the gym's own title, description and preview tags: name, area, rating, price from", async () => {
    const gym = await createGym(server.current.handle.db, { name: 'Iron Temple', area: 'Koregaon Park', city: 'Pune', plans: { day: 15_000, monthly: 200_000 } });
    await createReview(server.current.handle.db, { gymId: gym.id, rating: 4 });
    const res = await spa.current.inject({ method: 'GET', url: `/gym-profile/${gym.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Iron Temple · Gymkhana</title>');
    expect(res.body).not.toContain('<title>Gymkhana</title>');
    expect(meta(res.body, 'description')).toBe('Iron Temple in Koregaon Park, Pune. Rated 4.0/5 from 1 review. Passes from ₹150. A test gym.');
    expect(meta(res.body, 'og:title')).toBe('Iron Temple · Koregaon Park, Pune');
    expect(meta(res.body, 'og:description')).toContain('Rated 4.0/5');
    expect(meta(res.body, 'og:description')).toContain('Passes from ₹150');
    expect(meta(res.body, 'og:url')).toBe(`${PUBLIC_URL}/gym-profile/${gym.id}`);
    expect(meta(res.body, 'og:price:amount')).toBe('150');
    expect(meta(res.body, 'og:site_name')).toBe('Gymkhana');
  });

  it('starts canonical and Open Graph links with PUBLIC_URL, never with the Host header a request sends', async () => {
    const gym = await createGym(server.current.handle.db, { name: 'Host Gym' });
    await server.current.handle.db.insert(gymPhotos).values({ id: 'cover-1', gymId: gym.id, position: 0, isCover: true, width: 1200, height: 800 });
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    const res = await spa.current.inject({ method: 'GET', url: `/gym-profile/${gym.id}`, headers });
    expect(/<link rel="canonical" href="([^"]*)"/.exec(res.body)?.[1]).toBe(`${PUBLIC_URL}/gym-profile/${gym.id}`);
    expect(meta(res.body, 'og:url')).toBe(`${PUBLIC_URL}/gym-profile/${gym.id}`);
    expect(meta(res.body, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/cover-1`));
    expect(res.body).not.toContain('evil.example');
  });

  it("brings the gym's data with the HTML under the query key the profile reads, and preloads the profile's code", async () => {
    const gym = await createGym(server.current.handle.db, { name: 'Data Gym' });
    const res = await spa.current.inject({ method: 'GET', url: `/gym-profile/${gym.id}` });
    const [entry] = initialData(res.body);
    expect(entry!.queryKey).toEqual(['gyms', 'detail', gym.id]);
    expect(entry!.data).toMatchObject({ id: gym.id, name: 'Data Gym' });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/gym-profile-123.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-9.js">');
  });

  it("brings its busy reading and first page of reviews inline under the keys the profile reads, as the API answers them, so the profile asks nothing as it starts", async () => {
    const gym = await createGym(server.current.handle.db, { name: 'Reviewed Gym' });
    await createReview(server.current.handle.db, { gymId: gym.id, rating: 5 });
    await createReview(server.current.handle.db, { gymId: gym.id, approved: false });
    const [, busy, reviews] = initialData((await spa.current.inject({ method: 'GET', url: `/gym-profile/${gym.id}` })).body) as unknown as {
      queryKey: unknown[];
      data: { level?: string; at?: string; reviews?: { items: unknown[] } };
    }[];
    expect(busy!.queryKey).toEqual(['gyms', 'busy', gym.id]);
    const apiBusy = (await spa.current.inject({ method: 'GET', url: `/api/attendance.php?action=busy&gymId=${gym.id}` })).json<{ data: object }>().data;
    expect(busy!.data).toEqual({ ...apiBusy, at: busy!.data.at });
    expect(reviews!.queryKey).toEqual(['reviews', 'list', { gymId: gym.id, page: 1, pageSize: 12 }]);
    const apiReviews = await spa.current.inject({ method: 'GET', url: `/api/reviews.php?action=list&gymId=${gym.id}&page=1&pageSize=12` });
    expect(reviews!.data).toEqual(apiReviews.json<{ data: unknown }>().data);
    expect(reviews!.data.reviews!.items).toHaveLength(1);
  });

  it('leaves out a query that failed (the client asks for it) and still sends the page with the rest', async () => {
    const gym = await createGym(server.current.handle.db, { name: 'Half Gym' });
    const rules = vi.spyOn(spa.current.services.classes, 'rules').mockRejectedValueOnce(new Error('database went away'));
    const res = await spa.current.inject({ method: 'GET', url: `/gym-profile/${gym.id}` });
    expect(rules).toHaveBeenCalledOnce();
    expect(res.statusCode).toBe(200);
    const keys = initialData(res.body).map((entry) => entry.queryKey[0] + ':' + entry.queryKey[1]);
    expect(keys).toEqual(['gyms:detail', 'gyms:busy', 'reviews:list', 'classes:timetable']);
  });

  it('keeps text from the database inert: a name cannot close the data element or a tag', async () => {
    const name = 'Bad </script><script>alert(1)</script> "Gym"';
    const gym = await createGym(server.current.handle.db, { name, description: '<img src=x onerror=alert(1)>' });
    const res = await spa.current.inject({ method: 'GET', url: `/gym-profile/${gym.id}` });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    expect(initialData(res.body)[0]!.data.name).toBe(name);
    expect(res.body).toContain('<meta property="og:title" content="Bad &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Gym&quot; · Andheri West, Mumbai" />');
  });

  it('answers 404 for an unknown gym, an inactive one and an id no gym can have', async () => {
    const gym = await createGym(server.current.handle.db);
    await deactivateGym(server.current.handle.db, gym.id);
    for (const id of ['no-such-gym', gym.id, 'x'.repeat(65)]) {
      const res = await spa.current.inject({ method: 'GET', url: `/gym-profile/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Gym not found · Gymkhana</title>');
      expect(res.body).not.toContain('initial-data');
    }
  });

  it('sends the page compressed to a browser that takes brotli', async () => {
    const gym = await createGym(server.current.handle.db);
    const res = await spa.current.inject({ method: 'GET', url: `/gym-profile/${gym.id}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('gym profile links (with the build renderer)', () => {
  const spa = useSpa(true);

  it("draws the profile into #root and moves the screen's title into <head>", async () => {
    const gym = await createGym(server.current.handle.db, { name: 'Drawn Gym' });
    const res = await spa.current.inject({ method: 'GET', url: `/gym-profile/${gym.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root"><div><h1>Drawn Gym</h1><p>/gym-profile/${gym.id}</p></div></div>`);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('<title>Drawn Gym · Gymkhana</title>');
  });

  it("starts the app's code with the HTML, as index.html does, and preloads the screen's chunks beside it", async () => {
    const gym = await createGym(server.current.handle.db);
    const res = await spa.current.inject({ method: 'GET', url: `/gym-profile/${gym.id}` });
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(modulePreloads(res.body)).toEqual(['/assets/vendor-1.js', '/assets/gym-profile-123.js', '/assets/shared-9.js']);
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/vendor-2.css">');
  });
});

type SearchAnswer = { total: number; items: { id: string; name: string }[] };
const listData = (html: string) => initialData(html) as unknown as { queryKey: [string, string, Record<string, unknown>]; data: SearchAnswer }[];

describe('the gym list drawn with its first results (with the build renderer)', () => {
  const spa = useSpa(true);

  it('answers /view-all-gyms with the first page drawn and its results inline under the key the list reads', async () => {
    await createGym(server.current.handle.db, { name: 'Listed Gym' });
    const res = await spa.current.inject({ method: 'GET', url: '/view-all-gyms' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const [entry] = listData(res.body);
    expect(entry!.queryKey).toEqual(['gyms', 'search', { sort: 'relevance', page: 1, pageSize: 12 }]);
    const api = await spa.current.inject({ method: 'GET', url: '/api/gyms.php?action=search&sort=relevance&page=1&pageSize=12' });
    expect(entry!.data).toEqual(api.json<{ data: SearchAnswer }>().data);
    expect(entry!.data.items.map((gym) => gym.name)).toContain('Listed Gym');
    expect(res.body).toContain('<li>Listed Gym</li>');
    expect(res.body).toContain('<title>All gyms · Gymkhana</title>');
    expect(modulePreloads(res.body)).toEqual(['/assets/vendor-1.js', '/assets/view-all-gyms-5.js', '/assets/shared-9.js']);
  });

  it("brings the page's busy readings inline under the key the list reads them, so the list asks nothing as it starts", async () => {
    await createGym(server.current.handle.db, { name: 'Busy Gym' });
    const [results, busy] = initialData((await spa.current.inject({ method: 'GET', url: '/view-all-gyms' })).body) as unknown as [
      { data: SearchAnswer },
      { queryKey: unknown[]; data: { at: string; items: { gymId: string }[] } },
    ];
    const ids = results.data.items.map((gym) => gym.id);
    expect(busy.queryKey).toEqual(['gyms', 'busy-list', ids]);
    const api = await spa.current.inject({ method: 'GET', url: `/api/attendance.php?action=busy-list&gymIds=${ids.join(',')}` });
    expect(busy.data.items).toEqual(api.json<{ data: { items: unknown[] } }>().data.items);
    expect(busy.data.items.map((reading) => reading.gymId).sort()).toEqual([...ids].sort());
  });

  it('reads the filters, sort and page from the query string as the list page does, ignoring what it does not know', async () => {
    await createGym(server.current.handle.db, { name: 'Pune Gym', city: 'Pune' });
    const res = await spa.current.inject({ method: 'GET', url: '/view-all-gyms?q=pune&sort=rating&type=bogus&pageSize=7&page=1&compare=a,a' });
    expect(res.statusCode).toBe(200);
    const [entry] = listData(res.body);
    expect(entry!.queryKey[2]).toEqual({ q: 'pune', sort: 'rating', page: 1, pageSize: 12 });
    const api = await spa.current.inject({ method: 'GET', url: '/api/gyms.php?action=search&q=pune&sort=rating&page=1&pageSize=12' });
    expect(entry!.data).toEqual(api.json<{ data: SearchAnswer }>().data);
  });

  it('takes the answer from the search API\'s own answer cache', async () => {
    const search = vi.spyOn(spa.current, 'gymSearch');
    await spa.current.inject({ method: 'GET', url: '/view-all-gyms?q=mumbai' });
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ q: 'mumbai', page: 1, pageSize: 12, sort: 'relevance' }));
  });

  it('still answers with a page when the search refuses the query (the client then shows the error)', async () => {
    const res = await spa.current.inject({ method: 'GET', url: '/view-all-gyms?page=999999' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(`<div id="root">${LOADER}</div>`);
    expect(res.body).not.toContain('initial-data');
  });
});

describe('the gym list without a renderer in the build', () => {
  const spa = useSpa(false);

  it('sends the page as built', async () => {
    const res = await spa.current.inject({ method: 'GET', url: '/view-all-gyms' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root">${LOADER}</div>`);
    expect(res.body).not.toContain('initial-data');
  });
});

describe('a build from before the loader page', () => {
  const spa = useSpa(false, {}, false);

  it('sends the bare shell for a page the server does not draw', async () => {
    const res = await spa.current.inject({ method: 'GET', url: '/member/view-bookings' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><!--app-html--></div>');
  });
});

describe('the HTML template (server/plugins/external/spa-html.ts)', () => {
  it("keeps index.html's module tags, draws the body into #root and adds the page's head after Vite's own tags", () => {
    const drawn = fillTemplate(INDEX, { title: 'Drawn', body: '<h1>Drawn</h1>', head: ['<link rel="modulepreload" crossorigin href="/assets/home-3.js">'] });
    expect(drawn).toContain('<div id="root"><h1>Drawn</h1></div>');
    expect(drawn).toContain('<title>Drawn</title>');
    expect(drawn).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(modulePreloads(drawn)).toEqual(['/assets/vendor-1.js', '/assets/home-3.js']);
    expect(drawn).not.toContain('<!--app-');
  });

  it("gives a page without its own title and description the app's, escaped like any other", () => {
    const page = fillTemplate(INDEX, {});
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(`<title>${APP_NAME}</title>`);
    expect(page).toContain(`<meta name="description" content="${DEFAULT_DESCRIPTION}" />`);
    expect(page).toContain('<div id="root"></div>');
    const hostile = fillTemplate(INDEX, { title: '</title><script>alert(1)</script>', description: '"><script>' });
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  it('fills the index.html the build ships: its placeholders are where Vite\'s guide puts them', () => {
    const source = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
    expect(source).toContain('<div id="root"><!--app-html--></div>');
    const page = fillTemplate(source, { title: 'Drawn', body: '<h1>Drawn</h1>' });
    expect(page.indexOf('<title>Drawn</title>')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<div id="root"><h1>Drawn</h1></div>');
    expect(page).not.toContain('<!--app-');
  });
});

describe('prerendered public pages', () => {
  const spa = useSpa(true);

  it('sends the prerendered page for its route, and the loader the client draws over when a query changes the first screen', async () => {
    const home = await spa.current.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Find the right gym near you</h1>');
    expect(home.headers['cache-control']).toBe('no-cache');
    const withQuery = await spa.current.inject({ method: 'GET', url: '/?ref=chat' });
    expect(withQuery.body).toContain(`<div id="root">${LOADER}</div>`);
    const other = await spa.current.inject({ method: 'GET', url: '/gym_owner/create-announcements/a1' });
    expect(other.body).toContain(`<div id="root">${LOADER}</div>`);
    expect(other.headers['cache-control']).toBe('no-cache');
    // Its name reads as a file: no page URL maps to it.
    expect((await spa.current.inject({ method: 'GET', url: '/fallback.shell' })).statusCode).toBe(404);
  });

  it('never serves the build internals (.ssr, .vite, the compiled server)', async () => {
    for (const url of ['/.ssr/entry-server.js', '/.vite/manifest.json', '/server/server.js', '/server/migrations/meta/_journal.json']) {
      expect((await spa.current.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

// A renderer whose import finishes only when the test says so, and which records what it renders.
const HELD_RENDERER = `globalThis.rendererLog = ['importing'];
await globalThis.rendererRelease;
globalThis.rendererLog.push('loaded');
export async function renderApp(url) {
  globalThis.rendererLog.push(url);
  return { title: 'Gymkhana', html: '<div><h1>' + url + '</h1></div>' };
}`;

type Held = typeof globalThis & { rendererLog?: string[]; rendererRelease?: Promise<void> };

describe('pages in the language asked for (issue 37)', () => {
  const spa = useSpa(true);
  const get = (url: string, headers: Record<string, string> = {}) => spa.current.inject({ method: 'GET', url, headers });

  it('sends the Hindi page for ?lng=hi, the i18nextLng cookie or Accept-Language, in that order, with <html lang>', async () => {
    for (const asked of [get('/?lng=hi'), get('/', { cookie: 'theme=x; i18nextLng=hi' }), get('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })]) {
      const page = await asked;
      expect(page.body).toContain('<h1>अपने पास सही जिम ढूंढें</h1>');
      expect(page.body).toContain('<html lang="hi"');
    }
    // The address beats the cookie, and the cookie (the person's choice) beats the browser's header.
    expect((await get('/?lng=en', { cookie: 'i18nextLng=hi' })).body).toContain('<h1>Find the right gym near you</h1>');
    expect((await get('/', { cookie: 'i18nextLng=en', 'accept-language': 'hi' })).body).toContain('<h1>Find the right gym near you</h1>');
    // A language the build has no page in, or one we do not speak, gets English.
    expect((await get('/?lng=ta')).body).toContain('<html lang="en"');
    expect((await get('/', { 'accept-language': 'fr' })).body).toContain('<h1>Find the right gym near you</h1>');
  });

  it("names the page in every language for search engines (Link header, from PUBLIC_URL) and varies by the language's sources", async () => {
    const page = await get('/?lng=hi', { host: 'evil.example' });
    expect(page.headers.link).toBe(
      [
        `<${PUBLIC_URL}/?lng=en>; rel="alternate"; hreflang="en"`,
        `<${PUBLIC_URL}/?lng=hi>; rel="alternate"; hreflang="hi"`,
        `<${PUBLIC_URL}/?lng=ta>; rel="alternate"; hreflang="ta"`,
        `<${PUBLIC_URL}/>; rel="alternate"; hreflang="x-default"`,
      ].join(', '),
    );
    expect(page.headers.vary).toBe('accept-encoding, accept-language, cookie');
  });

  it("draws a gym's profile in the asked language, with <html lang> and hreflang links in its head", async () => {
    const gym = await createGym(server.current.handle.db, { name: 'Bhasha Gym' });
    const page = await get(`/gym-profile/${gym.id}`, { 'accept-language': 'ta' });
    expect(page.body).toContain('<html lang="ta"');
    expect(page.body).toContain('<p>in ta</p>');
    expect(page.body).toContain(`<link rel="alternate" hreflang="hi" href="${PUBLIC_URL}/gym-profile/${gym.id}?lng=hi" />`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/gym-profile/${gym.id}" />`);
    expect(page.headers.vary).toBe('accept-encoding, accept-language, cookie');
  });

  it("sends a signed-in area's loader in the person's language", async () => {
    const page = await get('/member/view-bookings', { cookie: 'i18nextLng=hi' });
    expect(page.body).toContain(LOADER_HI);
    expect(page.body).toContain('<html lang="hi"');
  });
});

describe('the renderer warmed at start', () => {
  const held = globalThis as Held;
  let dir = '';
  let release = () => {};
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gymkhana-warm-'));
    await writeDist(dir, false);
    await mkdir(join(dir, '.ssr'));
    await writeFile(join(dir, '.ssr', 'entry-server.js'), HELD_RENDERER);
    held.rendererRelease = new Promise((done) => (release = done));
  });
  afterAll(async () => {
    delete held.rendererLog;
    delete held.rendererRelease;
    await rm(dir, { recursive: true, force: true });
  });

  it('loads the renderer and draws each data page once after listening, without a request; /api/health answers meanwhile', async () => {
    const app = await buildApp({ config: testConfig({ SERVE_SPA: true, SPA_DIR: dir }), db: server.current.handle.db });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      await vi.waitFor(() => expect(held.rendererLog).toEqual(['importing']));
      // The renderer is still importing: health does not wait for it.
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      release();
      await vi.waitFor(() => expect(held.rendererLog).toEqual(['importing', 'loaded', '/view-all-gyms', '/gym-profile/warm-up']));
    } finally {
      await app.close();
    }
  });
});

describe("signed-in areas' pages", () => {
  const spa = useSpa(false);

  it('answers an area URL with the loader whoever asks: the session is in the browser, and the client draws and guards', async () => {
    const { headers } = await signIn(spa.current);
    for (const url of ['/member/view-bookings', '/gym_owner', '/member//view-bookings']) {
      for (const asking of [{}, headers]) {
        const res = await spa.current.inject({ method: 'GET', url, headers: asking });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`<div id="root">${LOADER}</div>`);
        expect(res.headers['set-cookie'], url).toBeUndefined();
      }
    }
  });
});

// A renderer that holds each page's render until the test lets it go.
const HOLDING_RENDERER = `export async function renderApp(url) {
  globalThis.pagesRendering = (globalThis.pagesRendering ?? 0) + 1;
  await globalThis.pagesRelease;
  return { html: '<div><h1>' + url + '</h1></div>' };
}`;

type Holding = typeof globalThis & { pagesRendering?: number; pagesRelease?: Promise<void> };

describe('the pages drawn per request count against the per-client limits, as the API does', () => {
  const holding = globalThis as Holding;
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gymkhana-limits-'));
    await writeDist(dir, false);
    await mkdir(join(dir, '.ssr'));
    await writeFile(join(dir, '.ssr', 'entry-server.js'), HOLDING_RENDERER);
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  });
  afterAll(async () => {
    delete holding.pagesRendering;
    delete holding.pagesRelease;
    await rm(dir, { recursive: true, force: true });
  });
  const appWith = (overrides: Partial<Config>) => buildApp({ config: testConfig({ SERVE_SPA: true, SPA_DIR: dir, PUBLIC_URL, ...overrides }), db: server.current.handle.db });

  it('counts page navigations against RATE_LIMIT_MAX, never the static files they load', async () => {
    const gym = await createGym(server.current.handle.db, { name: 'Counted Gym' });
    const app = await appWith({ RATE_LIMIT_MAX: 3 });
    try {
      for (const url of ['/view-all-gyms?q=pune', `/gym-profile/${gym.id}`, '/about-us']) expect((await app.inject({ url })).statusCode).toBe(200);
      expect((await app.inject({ url: '/view-all-gyms?q=mumbai' })).statusCode).toBe(429);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(429);
      expect((await app.inject({ url: '/assets/app-1.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('caps the drawn pages a client has in flight at MAX_HEAVY_PER_CLIENT, beside its searches', async () => {
    let release = () => {};
    holding.pagesRelease = new Promise((done) => (release = done));
    holding.pagesRendering = 0;
    const app = await appWith({ MAX_HEAVY_PER_CLIENT: 1 });
    try {
      const first = app.inject({ url: '/view-all-gyms?q=pune' });
      await vi.waitFor(() => expect(holding.pagesRendering).toBe(1));
      expect((await app.inject({ url: '/view-all-gyms?q=delhi' })).statusCode).toBe(429);
      expect((await app.inject({ url: '/api/gyms.php?action=search&q=goa' })).statusCode).toBe(429);
      const otherClient = app.inject({ url: '/view-all-gyms?q=delhi', remoteAddress: '198.51.100.7' });
      await vi.waitFor(() => expect(holding.pagesRendering).toBe(2));
      release();
      expect([(await first).statusCode, (await otherClient).statusCode]).toEqual([200, 200]);
    } finally {
      release();
      await app.close();
    }
  });
});
