// Lighthouse (mobile preset) on the public pages and two signed-in screens, served by the real server from a
// production build on a fresh database, beside two references served by the same server in the same run: a bare HTML
// page (the machine's floor) and the decided stack drawing one heading (the floor of any screen React draws).
// Run after `npm run build`: `npm run bench:lighthouse` [--runs 3] [--dist other-build-dir] [--pages home,login]
// [--save dir: each run's full report as JSON, to read in a report viewer].
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result, type RunnerResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { apiRoutes, endpointPath } from '@contract/routes';
import { CHROMIUM_PATH, DEMO_MEMBER_MOBILE, DEMO_OWNER_MOBILE } from '../e2e/env';
import { smsOutboxOf, startProductionServer, stopServer, waitForHealth } from './production-server';
import { buildStackReference, STACK_REFERENCE_SCRIPT } from './stack-reference';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = 3300;
const BASE = `http://127.0.0.1:${PORT}`;
const REFERENCE_FILE = 'lighthouse-reference.html';
const STACK_REFERENCE_FILE = 'lighthouse-stack-reference.html';
// The same localStorage key and shape the SPA's session store persists (src/stores/session-store.ts).
const SESSION_KEY = 'user_profile_store';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, dist: { type: 'string', default: 'dist' }, pages: { type: 'string' }, save: { type: 'string' } },
});
const RUNS = Math.max(1, Number(args.runs));
const DIST = resolve(ROOT, args.dist);

type Account = { mobile: string; userType: 'member' | 'gym_owner' };
type Target = { name: string; path: string; signedIn?: Account; public: boolean; reference?: true };
type Figures = { perf: number; a11y: number; bp: number; seo: number; lcp: number; fcp: number; tbt: number; cls: number };
type Measured = { target: Target; figures: Figures; failing: string[] };

const member: Account = { mobile: DEMO_MEMBER_MOBILE, userType: 'member' };
const owner: Account = { mobile: DEMO_OWNER_MOBILE, userType: 'gym_owner' };

/** A page with what Lighthouse asks of any page (lang, title, description, viewport) around `body`. */
const referencePage = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml" /><meta name="description" content="A reference page served by the same server: a reference row." /></head>
<body>${body}</body></html>
`;
// The machine's floor: plain text; and a React-drawn screen's floor: the decided stack drawing one heading (bench/stack-reference.ts).
const REFERENCE_HTML = referencePage('Reference page', '<main><h1>Reference page</h1><p>Plain text, no script, no style sheet.</p></main>');
const STACK_REFERENCE_HTML = referencePage('Stack reference', `<div id="root"></div><script type="module" src="/${STACK_REFERENCE_SCRIPT}"></script>`);

async function api<T>(route: { resource: string; action: string }, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}/api${endpointPath(route)}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : null,
  });
  const envelope = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${endpointPath(route)}: ${response.status} ${envelope.message ?? ''}`);
  return envelope.data;
}

/** What a browser keeps from a sign-in: the session store's stored value. */
type StoredSession = string;

/** Signs a demo account in through the API (OTP read from the file outbox), as the sign-in page does. */
async function storedSession(account: Account, outbox: string): Promise<StoredSession> {
  await api(apiRoutes.sendOtp, account);
  const last = readFileSync(outbox, 'utf8').trim().split('\n').at(-1)!;
  const otp = /(?<!\d)\d{6}(?!\d)/.exec((JSON.parse(last) as { text: string }).text)![0];
  const data = await api<{ token: string; user: { userType: string } }>(apiRoutes.verifyOtp, { ...account, otp });
  return JSON.stringify({ state: { token: data.token, userType: data.user.userType, user: data.user, isLoggedIn: true }, version: 0 });
}

/** A fresh visit each run: no HTTP cache, no service worker; a signed-in run keeps only the session in localStorage. */
async function prepare(page: Page, stored: StoredSession | null): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: BASE, storageTypes: 'all' });
  await cdp.detach();
  if (stored === null) return;
  await page.goto(`${BASE}/${REFERENCE_FILE}`);
  await page.evaluate((key, value) => localStorage.setItem(key, value), SESSION_KEY, stored);
  await page.goto('about:blank');
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function figuresOf(lhr: Result): Figures {
  return {
    perf: score(lhr, 'performance'),
    a11y: score(lhr, 'accessibility'),
    bp: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
  };
}

/** The audits that cost points: every weighted audit below 1 in any category, and the performance metrics below 0.9. */
function failingAudits(lhr: Result): string[] {
  const ids = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      const bar = category.id === 'performance' ? 0.9 : 1;
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < bar) ids.add(`${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return [...ids];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One Lighthouse run; a run whose trace came back broken (NO_NAVSTART and the like, on a busy machine) is made again, twice at most. */
async function runOnce(page: Page, port: number, target: Target, session: StoredSession | null, attempt = 1): Promise<RunnerResult> {
  await prepare(page, session);
  // Mobile preset (Lighthouse's default config: simulated slow 4G, 4× CPU slowdown, a phone's screen).
  const flags: Flags = { port, output: 'json', logLevel: 'error', disableStorageReset: session !== null };
  const result = await lighthouse(`${BASE}${target.path}`, flags, undefined, page);
  if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
  if (!result.lhr.runtimeError) return result;
  if (attempt >= 3) throw new Error(`${target.path}: ${result.lhr.runtimeError.message}`);
  console.log(`  ${target.name}: ${result.lhr.runtimeError.code}, running again`);
  return runOnce(page, port, target, session, attempt + 1);
}

async function measure(page: Page, port: number, target: Target, session: StoredSession | null): Promise<Measured> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await runOnce(page, port, target, session);
    // A guard that sent the visit to /user-login would measure the wrong screen.
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== target.path) throw new Error(`${target.path} ended on ${landed}`);
    runs.push(result.lhr);
    if (args.save) {
      writeFileSync(join(resolve(ROOT, args.save), `${target.name}-${run + 1}.json`), JSON.stringify(result.lhr));
      // The observed (unthrottled) trace: which task a long one is, which the report's table cannot say.
      writeFileSync(join(resolve(ROOT, args.save), `${target.name}-${run + 1}.trace.json`), JSON.stringify((result.artifacts as unknown as { Trace: unknown }).Trace));
    }
  }
  const each = runs.map(figuresOf);
  const pick = (key: keyof Figures) => median(each.map((figures) => figures[key]));
  const figures: Figures = { perf: pick('perf'), a11y: pick('a11y'), bp: pick('bp'), seo: pick('seo'), lcp: pick('lcp'), fcp: pick('fcp'), tbt: pick('tbt'), cls: pick('cls') };
  // Audits failing in most runs (a one-off blip on a busy machine is not a finding).
  const counts = new Map<string, number>();
  for (const lhr of runs) for (const id of failingAudits(lhr)) counts.set(id.split(' ')[0]!, (counts.get(id.split(' ')[0]!) ?? 0) + 1);
  const failing = failingAudits(runs.at(-1)!).filter((id) => (counts.get(id.split(' ')[0]!) ?? 0) * 2 > RUNS);
  return { target, figures, failing };
}

const mark = (ok: boolean | null) => (ok === null ? ' ' : ok ? '✓' : '✗');

function report(rows: Measured[]): void {
  const width = Math.max(28, ...rows.map((row) => `${row.target.name} ${row.target.path}`.length));
  const cells = (name: string, values: string[]) => `${name.padEnd(width)}  ${values.map((v, i) => v.padStart(i < 4 ? 6 : 9)).join(' ')}`;
  console.log(`\nLighthouse ${lighthouseVersion()} mobile preset, median of ${RUNS} run(s) per page; ✗ misses the issue's target.\n`);
  console.log(cells('page', ['perf', 'a11y', 'bp', 'seo', 'LCP', 'FCP', 'TBT', 'CLS']));
  console.log(cells('target', ['≥95', '100', '≥95', '100*', '≤2.0 s', '', '', '≤0.02']));
  for (const { target, figures: f } of rows) {
    const judge = (ok: boolean) => (target.reference ? null : ok);
    console.log(
      cells(`${target.name} ${target.path}`, [
        `${f.perf}${mark(judge(f.perf >= 95))}`,
        `${f.a11y}${mark(judge(f.a11y === 100))}`,
        `${f.bp}${mark(judge(f.bp >= 95))}`,
        `${f.seo}${mark(target.public ? judge(f.seo === 100) : null)}`,
        `${(f.lcp / 1000).toFixed(2)} s${mark(judge(f.lcp <= 2000))}`,
        `${(f.fcp / 1000).toFixed(2)} s `,
        `${Math.round(f.tbt)} ms `,
        `${f.cls.toFixed(3)}${mark(judge(f.cls <= 0.02))}`,
      ]),
    );
  }
  console.log('\n* SEO is a target on the public pages only (the signed-in screens are not for search engines).');
  console.log('\nAudits that cost points (failing in most runs):');
  for (const { target, failing } of rows) console.log(`  ${target.name}: ${failing.length ? failing.join('; ') : 'none'}`);
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
}

async function firstGymPath(): Promise<string> {
  const response = await fetch(`${BASE}/api${endpointPath(apiRoutes.searchGyms)}&pageSize=1`);
  const body = (await response.json()) as { data: { items: { id: string }[] } };
  return `/gym-profile/${encodeURIComponent(body.data.items[0]!.id)}`;
}

/** The decided stack drawing one heading (bench/stack-reference.ts), with its .br as the build's own scripts have. */
async function writeStackReference(spaDir: string): Promise<void> {
  const script = await buildStackReference();
  writeFileSync(join(spaDir, STACK_REFERENCE_SCRIPT), script);
  writeFileSync(join(spaDir, `${STACK_REFERENCE_SCRIPT}.br`), brotliCompressSync(script));
  writeFileSync(join(spaDir, STACK_REFERENCE_FILE), STACK_REFERENCE_HTML);
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(`${join(DIST, 'index.html')} is missing: run \`npm run build\` first (this benchmark builds nothing).`);
    process.exit(1);
  }
  // Inside the project: the build's server renderer imports react and the rest from node_modules.
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(ROOT, '.tmp', 'lighthouse-'));
  // A private copy of the build with the reference page beside it; a rebuild during the run changes nothing.
  const spaDir = join(dataDir, 'spa');
  cpSync(DIST, spaDir, { recursive: true });
  writeFileSync(join(spaDir, REFERENCE_FILE), REFERENCE_HTML);
  await writeStackReference(spaDir);
  if (args.save) mkdirSync(resolve(ROOT, args.save), { recursive: true });
  const server = startProductionServer({ port: PORT, dataDir, spaDir });
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    await waitForHealth(BASE, server);
    const targets: Target[] = [
      { name: 'reference', path: `/${REFERENCE_FILE}`, public: true, reference: true },
      { name: 'stack', path: `/${STACK_REFERENCE_FILE}`, public: true, reference: true },
      { name: 'home', path: '/', public: true },
      { name: 'gyms', path: '/view-all-gyms', public: true },
      { name: 'gym', path: await firstGymPath(), public: true },
      { name: 'login', path: '/user-login', public: true },
      { name: 'member', path: '/member/view-bookings', signedIn: member, public: false },
      { name: 'owner', path: '/gym_owner', signedIn: owner, public: false },
    ];
    const wanted = args.pages?.split(',');
    const chosen = targets.filter((t) => !wanted || t.reference || wanted.includes(t.name));
    const outbox = smsOutboxOf(dataDir);
    const sessions = new Map<Account, StoredSession>();
    for (const t of chosen) if (t.signedIn && !sessions.has(t.signedIn)) sessions.set(t.signedIn, await storedSession(t.signedIn, outbox));

    // We run as root, hence --no-sandbox; the background-networking flags stop Chromium calling home on a closed network.
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    console.log(`Lighthouse on ${BASE} (build: ${DIST}, fresh DATA_DIR), ${RUNS} run(s) per page`);
    const rows: Measured[] = [];
    for (const target of chosen) {
      const row = await measure(page, chrome.port, target, target.signedIn ? sessions.get(target.signedIn)! : null);
      console.log(`  ${target.name.padEnd(10)} perf ${row.figures.perf}  LCP ${(row.figures.lcp / 1000).toFixed(2)} s  CLS ${row.figures.cls.toFixed(3)}`);
      rows.push(row);
    }
    await browser.disconnect();
    report(rows);
  } finally {
    chrome?.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
