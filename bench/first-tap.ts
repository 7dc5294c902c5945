// What a person on a mid-range phone feels: Chromium at 4x CPU on Lighthouse's slow 4G, a cold cache, and the first
// tap made the moment the drawn page shows the field and button (visible, enabled), not after the app's code has run. For each page: when the
// tap was made, when it was answered (the search's results, the OTP field, the sign-in page a booking leads to), and
// the Interaction to Next Paint of that tap where the page stayed (a drawn form's own GET leaves the page: "left").
// Beside a bare HTML form on the same server, in the same run. Each build gets its own server on a fresh database.
// Run after `npm run build`: `npm run bench:first-tap` [--runs 3] [--dist dist,/tmp/older-build] [--pages home,login] [--network none]
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { apiRoutes, endpointPath } from '@contract/routes';
import { CHROMIUM_PATH } from '../e2e/env';
import { startProductionServer, stopServer, waitForHealth } from './production-server';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = 3310;
const BASE = `http://127.0.0.1:${PORT}`;
const REFERENCE_FILE = 'first-tap-reference.html';
const REFERENCE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" />
<title>Reference</title></head><body><form action="/api/health"><button>Check</button></form></body></html>`;
// Lighthouse's slow 4G as DevTools applies it (150 ms RTT x 3.75, 1.6 Mbps x 0.9 down, 750 kbps x 0.9 up).
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, dist: { type: 'string', default: 'dist' }, pages: { type: 'string' }, network: { type: 'string', default: 'slow4g' } },
});
// `--network none`: the CPU alone (the issue's 1.5 s target); the default adds slow 4G.
const THROTTLE_NETWORK = args.network !== 'none';
const RUNS = Math.max(1, Number(args.runs));
// A tap not answered by then was lost (a drawn form that reloaded itself, a button that did nothing).
const ANSWER_WAIT_MS = 20_000;

type Scenario = { name: string; path: (base: string) => Promise<string>; tap: (page: Page) => Promise<void>; answered: (page: Page) => Promise<unknown> };
type Sample = { tapAt: number; answeredAt: number | null; inp: number | null };

let mobileSeq = 0;
const freshMobile = () => `98${String(Date.now() % 1e6).padStart(6, '0')}${String(mobileSeq++ % 100).padStart(2, '0')}`;

async function firstGymPath(base: string): Promise<string> {
  const body = (await (await fetch(`${base}/api${endpointPath(apiRoutes.searchGyms)}&pageSize=1`)).json()) as { data: { items: { id: string }[] } };
  return `/gym-profile/${encodeURIComponent(body.data.items[0]!.id)}`;
}

const fixed = (path: string) => async () => path;
const SCENARIOS: Scenario[] = [
  { name: 'reference', path: fixed(`/${REFERENCE_FILE}`), tap: (p) => p.getByRole('button', { name: 'Check' }).click(), answered: (p) => p.waitForURL(/\/api\/health/) },
  {
    name: 'home',
    path: fixed('/'),
    tap: async (p) => {
      await p.getByLabel('City or area').fill('Pune');
      await p.getByRole('button', { name: 'Search Gyms', exact: true }).click();
    },
    answered: (p) => p.getByRole('article').filter({ hasText: 'Pune' }).first().waitFor({ timeout: ANSWER_WAIT_MS }),
  },
  {
    name: 'gyms',
    path: fixed('/view-all-gyms'),
    tap: async (p) => {
      await p.getByRole('searchbox', { name: 'Gym name, city, area or pincode' }).fill('Pune');
      await p.getByRole('button', { name: 'Search', exact: true }).click();
    },
    answered: async (p) => {
      await p.waitForURL(/[?&]q=Pune/, { timeout: ANSWER_WAIT_MS });
      await p.getByRole('article').filter({ hasText: 'Pune' }).first().waitFor({ timeout: ANSWER_WAIT_MS });
    },
  },
  {
    name: 'gym',
    path: firstGymPath,
    tap: (p) => p.getByRole('link', { name: /^Book now/ }).first().click(),
    answered: (p) => p.getByRole('button', { name: 'Send OTP' }).waitFor({ timeout: ANSWER_WAIT_MS }),
  },
  {
    name: 'login',
    path: fixed('/user-login'),
    tap: async (p) => {
      await p.getByRole('textbox', { name: /mobile/i }).fill(freshMobile());
      await p.getByRole('checkbox', { name: /terms/i }).check();
      await p.getByRole('checkbox', { name: /privacy/i }).check();
      await p.getByRole('button', { name: 'Send OTP' }).click();
    },
    answered: (p) => p.getByRole('textbox', { name: /otp/i }).waitFor({ timeout: ANSWER_WAIT_MS }),
  },
];

// The longest interaction on the page so far (Event Timing), kept on window; null if the page was left before one was reported.
const WATCH_INP = () => {
  const w = window as unknown as { inp: number };
  w.inp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { interactionId: number; duration: number }[]) if (e.interactionId) w.inp = Math.max(w.inp, e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

async function measure(browser: Browser, scenario: Scenario, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  if (THROTTLE_NETWORK) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.addInitScript(WATCH_INP);
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const documentOf = () => page.evaluate(() => performance.timeOrigin);
  const tappedDocument = await documentOf();
  // Playwright acts as soon as the field and button are visible and enabled: the moment a person could first tap.
  await scenario.tap(page);
  const tapAt = Date.now() - start;
  const answered = await scenario.answered(page).then(() => true, () => false);
  const answeredAt = answered ? Date.now() - start : null;
  // Event Timing reports after the next paint: give it a moment.
  await page.waitForTimeout(300);
  // A new document (the drawn form's own GET, a link followed before the code ran) starts its own count: not the tap's.
  const inp = (await documentOf()) === tappedDocument ? await page.evaluate(() => (window as unknown as { inp: number }).inp) : null;
  await context.close();
  return { tapAt, answeredAt, inp };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchBuild(dist: string, wanted: string[] | undefined): Promise<string[]> {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(ROOT, '.tmp', 'first-tap-'));
  const spaDir = join(dataDir, 'spa');
  cpSync(dist, spaDir, { recursive: true });
  writeFileSync(join(spaDir, REFERENCE_FILE), REFERENCE_HTML);
  const server = startProductionServer({ port: PORT, dataDir, spaDir });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH });
  const lines: string[] = [];
  try {
    await waitForHealth(BASE, server);
    for (const scenario of SCENARIOS.filter((s) => !wanted || s.name === 'reference' || wanted.includes(s.name))) {
      const url = `${BASE}${await scenario.path(BASE)}`;
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++) samples.push(await measure(browser, scenario, url));
      const inps = samples.map((s) => s.inp).filter((v): v is number => v !== null);
      const answers = samples.map((s) => s.answeredAt).filter((v): v is number => v !== null);
      const lost = samples.length - answers.length;
      const answered = answers.length ? `${median(answers)} ms` : 'lost';
      const inp = inps.length ? (median(inps) < 16 ? '<16 ms' : `${Math.round(median(inps))} ms`) : 'left';
      lines.push(`${scenario.name.padEnd(10)} ${dist.padEnd(24)} ${`${median(samples.map((s) => s.tapAt))} ms`.padStart(9)} ${answered.padStart(12)} ${inp.padStart(8)}${lost ? `  ${lost} of ${samples.length} taps lost` : ''}`);
    }
  } finally {
    await browser.close();
    await stopServer(server);
  }
  return lines;
}

async function main(): Promise<void> {
  const dists = args.dist.split(',').map((d) => resolve(ROOT, d));
  for (const dist of dists) if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: run \`npm run build\` first`);
  const wanted = args.pages?.split(',');
  console.log(`First honoured tap: Chromium at 4x CPU, ${THROTTLE_NETWORK ? 'slow 4G (562 ms RTT, 1.47 Mbps)' : 'an unthrottled local network'}, cold cache; median of ${RUNS} run(s)`);
  console.log(`${'page'.padEnd(10)} ${'build'.padEnd(24)} ${'tapped at'.padStart(9)} ${'answered at'.padStart(12)} ${'INP'.padStart(8)}`);
  for (const dist of dists) for (const line of await benchBuild(dist, wanted)) console.log(line);
  console.log("\n'tapped at': when the field and button were first visible and enabled, and the tap made; 'answered at': its result on screen.");
  console.log("INP 'left': the drawn form's own GET answered the tap with a new page before the app's code ran.");
}

await main();
