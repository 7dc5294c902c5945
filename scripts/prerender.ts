// After `vite build` and the SSR build: writes dist/pages/<route>.html for the public routes, each holding the
// layout and that page's first screen (hydrated by main.tsx), so the first paint does not wait for the JavaScript.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from '../src/config/paths';
import type { LoginUserType } from '../contract/common';
import { fillTemplate, preloadLinks, readManifest, signedInPageParts, splitTitle, startScript } from '../server/plugins/external/spa-html';

type Renderer = {
  renderApp: (url: string) => Promise<string>;
  renderSignedInPlaceholder: (url: string, userType: LoginUserType) => Promise<string>;
  screenModules: (pathname: string) => Promise<string[]>;
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

/** dist/pages/index.html for `/`, dist/pages/view-all-gyms.html for `/view-all-gyms`. */
export const pageFile = (route: string) => `pages/${route === '/' ? 'index' : route.slice(1)}.html`;

const dist = resolve(process.argv[2] ?? 'dist');
const { renderApp, renderSignedInPlaceholder, screenModules } = (await import(pathToFileURL(join(dist, '.ssr', 'entry-server.js')).href)) as Renderer;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = readManifest(dist);
mkdirSync(join(dist, 'pages'), { recursive: true });
for (const [route, module] of Object.entries(PRERENDERED)) {
  const { title, body } = splitTitle(await renderApp(route));
  const html = fillTemplate(template, { title, body, head: preloadLinks(manifest, module, template), start: startScript(manifest) });
  writeFileSync(join(dist, pageFile(route)), html);
}
console.log(`prerender: ${Object.keys(PRERENDERED).length} public pages into ${join(dist, 'pages')}`);

// Each signed-in area's screens with a fixed path (one with an id in it gets the plain shell): drawn before any code
// (layout and heading) with their area layout and page chunks listed for the start script. The data needs the session,
// which only the browser holds, so the client draws the screen over this once its code has run. The server sends an
// area's page only to a visitor whose signed role hint names that area (static.ts): a member who follows an owner link
// gets the plain shell and the guard, never a glimpse of the owner area (e2e/guards.spec.ts).
const signedInAreas: [LoginUserType, Record<string, unknown>][] = [
  ['member', paths.member],
  ['gym_owner', paths.owner],
];
let drawn = 0;
for (const [userType, routes] of signedInAreas) {
  for (const route of Object.values(routes)) {
    if (typeof route !== 'string' || route.includes(':')) continue;
    const rendered = await renderSignedInPlaceholder(route, userType);
    const parts = signedInPageParts(manifest, template, await screenModules(route), rendered, userType);
    if (!parts) {
      console.warn(`prerender: ${route} did not render on the server: it gets the plain shell`);
      continue;
    }
    mkdirSync(dirname(join(dist, pageFile(route))), { recursive: true });
    writeFileSync(join(dist, pageFile(route)), fillTemplate(template, parts));
    drawn++;
  }
}
console.log(`prerender: ${drawn} signed-in screens' placeholders into ${join(dist, 'pages')}`);
