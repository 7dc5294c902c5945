// After `vite build` and the SSR build: writes dist/pages/<route>.html for the public routes, each holding the
// layout and that page's first screen (hydrated by main.tsx), so the first paint does not wait for the JavaScript.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from '../src/config/paths';
import type { RenderedPage } from '../contract/rendered-page';
import { languages, type Language } from '../contract/constants';
import { fallbackFile, fillTemplate, preloadLinks, readManifest } from '../server/plugins/external/spa-html';

type Renderer = {
  renderApp: (url: string, initialData: undefined, language: Language) => Promise<RenderedPage>;
  renderFallback: (language: Language) => Promise<string>;
};

// Public pages whose first screen needs no visitor data: route → its lazy module in the manifest.
export const PRERENDERED: Record<string, string> = {
  [paths.home]: 'src/app/routes/home.tsx',
  [paths.viewAllGyms]: 'src/app/routes/view-all-gyms.tsx',
  [paths.compareGyms]: 'src/app/routes/compare-gyms.tsx',
  [paths.login]: 'src/app/routes/user-login.tsx',
  [paths.aboutUs]: 'src/app/routes/about-us.tsx',
  [paths.features]: 'src/app/routes/features.tsx',
  [paths.contactUs]: 'src/app/routes/contact-us.tsx',
  [paths.ownerRegistration]: 'src/app/routes/gym-owner-registration.tsx',
  [paths.trainerRegistration]: 'src/app/routes/trainer-registration.tsx',
};

/** dist/pages/index.html for `/`, dist/pages/view-all-gyms.html for `/view-all-gyms`; Hindi's under pages/hi/, Tamil's pages/ta/. */
export const pageFile = (route: string, language: Language = 'en') =>
  `pages/${language === 'en' ? '' : `${language}/`}${route === '/' ? 'index' : route.slice(1)}.html`;

const dist = resolve(process.argv[2] ?? 'dist');
const { renderApp, renderFallback } = (await import(pathToFileURL(join(dist, '.ssr', 'entry-server.js')).href)) as Renderer;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = readManifest(dist);
for (const language of languages) {
  mkdirSync(join(dist, pageFile('/', language), '..'), { recursive: true });
  for (const [route, module] of Object.entries(PRERENDERED)) {
    const { title, html: body } = await renderApp(route, undefined, language);
    const html = fillTemplate(template, { title, body, language, head: preloadLinks(manifest, module, template) });
    writeFileSync(join(dist, pageFile(route, language)), html);
  }
  writeFileSync(join(dist, fallbackFile(language)), fillTemplate(template, { body: await renderFallback(language), language }));
}
console.log(`prerender: ${Object.keys(PRERENDERED).length} public pages in ${languages.length} languages into ${join(dist, 'pages')}, and a loader for the rest`);

