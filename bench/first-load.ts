// First-load benchmark: the JavaScript Chromium downloads when it opens `/` and waits for network idle,
// served by the real server (precompressed build), beside React's own size measured in the same run.
// Run after `npm run build`: `npm run bench:first-load` (or BASE_URL=http://host:port to measure a running server).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { rolldown } from 'rolldown';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/env';
import { startProductionServer, stopServer, waitForHealth } from './production-server';

const BUDGET_BYTES = 125 * 1024;
const ROOT = resolve(import.meta.dirname, '..');
const PORT = 3200;
// React's production builds, as the app's bundle includes them.
const REACT_FILES: [pkg: string, file: string][] = [
  ['react', 'cjs/react.production.js'],
  ['react', 'cjs/react-jsx-runtime.production.js'],
  ['react-dom', 'cjs/react-dom.production.js'],
  ['react-dom', 'cjs/react-dom-client.production.js'],
  ['scheduler', 'cjs/scheduler.production.js'],
];

type Row = { url: string; encoding: string; transferred: number; decoded: number; gzip: number };

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (rows: Row[], key: 'transferred' | 'decoded' | 'gzip') => rows.reduce((total, row) => total + row[key], 0);

async function rowOf(response: Response): Promise<Row> {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    url: new URL(response.url()).pathname,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
    transferred: sizes.responseBodySize,
    decoded: body.length,
    gzip: gzipSize(body),
  };
}

/** Opens `/` in a fresh Chromium profile, no interaction, until the network is idle. */
async function measure(baseUrl: string): Promise<{ scripts: Row[]; others: string[]; acceptEncoding: string }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pending: Promise<Row>[] = [];
    const others: string[] = [];
    let acceptEncoding = '';
    page.on('response', (response) => {
      const request = response.request();
      const path = new URL(response.url()).pathname;
      if (path === '/') void request.allHeaders().then((headers) => (acceptEncoding = headers['accept-encoding'] ?? ''));
      if (request.resourceType() === 'script') pending.push(rowOf(response));
      else others.push(`${request.method()} ${path}${new URL(response.url()).search} (${request.resourceType()}, ${response.status()})`);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(pending);
    return { scripts, others, acceptEncoding };
  } finally {
    await browser.close();
  }
}

/**
 * React + react-dom + scheduler from node_modules, gzip -9: the production files as shipped (React 19 ships
 * them unminified), and bundled + minified by rolldown, the bundler `vite build` uses, which is what the app carries.
 */
async function reactReference(): Promise<{ shipped: number; bundled: number }> {
  const require = createRequire(join(ROOT, 'package.json'));
  // Package exports hide cjs/: find each package's folder through its package.json.
  const sources = REACT_FILES.map(([pkg, file]) => readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file), 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'gymkhana-react-ref-'));
  try {
    const input = join(dir, 'react-entry.js');
    const entries = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].map((name) => require.resolve(name));
    writeFileSync(input, entries.map((path, i) => `export * as m${i} from ${JSON.stringify(path)};`).join('\n'));
    const bundle = await rolldown({ input, transform: { define: { 'process.env.NODE_ENV': '"production"' } }, logLevel: 'silent' });
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    await bundle.close();
    const code = output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
    return { shipped: gzipSize(sources.join('\n')), bundled: gzipSize(code) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(scripts: Row[], others: string[], acceptEncoding: string, reference: { shipped: number; bundled: number }): void {
  const width = Math.max(40, ...scripts.map((row) => row.url.length));
  const line = (name: string, enc: string, transferred: string, decoded: string, gzip: string) =>
    `${name.padEnd(width)}  ${enc.padEnd(8)}  ${transferred.padStart(11)}  ${decoded.padStart(10)}  ${gzip.padStart(10)}`;
  console.log(`Chromium asked with Accept-Encoding: ${acceptEncoding || '(none seen)'}\n`);
  console.log(line('script', 'encoding', 'transferred', 'decoded', 'gzip -9'));
  for (const row of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(line(row.url, row.encoding, kb(row.transferred), kb(row.decoded), kb(row.gzip)));
  }
  const total = { transferred: sum(scripts, 'transferred'), decoded: sum(scripts, 'decoded'), gzip: sum(scripts, 'gzip') };
  console.log(line(`TOTAL (${scripts.length} scripts)`, '', kb(total.transferred), kb(total.decoded), kb(total.gzip)));
  console.log(`\nOther requests on load: ${others.length ? `\n  ${others.join('\n  ')}` : 'none'}`);
  console.log('\nReference, same run: react + react-dom + scheduler production files (gzip -9)');
  console.log(`  as shipped in node_modules: ${kb(reference.shipped)}`);
  console.log(`  bundled + minified by rolldown (what the app carries): ${kb(reference.bundled)}`);
  console.log(`  ours beyond React (gzip total − bundled reference): ${kb(total.gzip - reference.bundled)}`);
  const within = total.gzip <= BUDGET_BYTES;
  console.log(`\nBudget: ${kb(BUDGET_BYTES)} gzip for the first visit's JavaScript → ${within ? 'WITHIN' : 'OVER'} (${kb(total.gzip)} gzip; ${kb(total.transferred)} actually transferred)`);
}

async function main(): Promise<void> {
  const external = process.env.BASE_URL?.replace(/\/+$/, '');
  if (!external && !existsSync(join(ROOT, 'dist', 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first (this benchmark builds nothing).');
    process.exit(1);
  }
  const baseUrl = external ?? `http://127.0.0.1:${PORT}`;
  const dataDir = external ? null : mkdtempSync(join(tmpdir(), 'gymkhana-first-load-'));
  const server = dataDir ? startProductionServer({ port: PORT, dataDir }) : null;
  try {
    await waitForHealth(baseUrl, server);
    console.log(`First load of ${baseUrl}/ (${external ? 'running server' : 'fresh server, temp DATA_DIR'})`);
    const { scripts, others, acceptEncoding } = await measure(baseUrl);
    report(scripts, others, acceptEncoding, await reactReference());
  } finally {
    if (server) await stopServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
