// After `vite build`: writes .gz and .br beside every text asset in dist/, so the server sends them as they are
// (@fastify/static preCompressed) instead of compressing on each request or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);
// Below this, the headers cost more than compression saves.
const MIN_BYTES = 256;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

function compress(path: string): { raw: number; gz: number; br: number } {
  const raw = readFileSync(path);
  const gz = gzipSync(raw, { level: 9 });
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_MODE]: extname(path) === '.svg' || extname(path) === '.html' ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
    },
  });
  writeFileSync(`${path}.gz`, gz);
  writeFileSync(`${path}.br`, br);
  return { raw: raw.length, gz: gz.length, br: br.length };
}

const dist = resolve(process.argv[2] ?? 'dist');
if (!statSync(dist, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`compress-dist: ${dist} is not a directory; run \`vite build\` first.`);
  process.exit(1);
}
const totals = { files: 0, raw: 0, gz: 0, br: 0 };
for (const path of files(dist)) {
  if (statSync(path).size < MIN_BYTES || /^\.(vite|ssr)/.test(relative(dist, path))) continue;
  const sizes = compress(path);
  totals.files += 1;
  totals.raw += sizes.raw;
  totals.gz += sizes.gz;
  totals.br += sizes.br;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`compress-dist: ${totals.files} files, ${kb(totals.raw)} → gzip ${kb(totals.gz)}, brotli ${kb(totals.br)}`);
