// EXPLAIN (ANALYZE, BUFFERS) of every query one search runs, as the server runs it (its settings, its
// parameters): `DATABASE_URL=… npx tsx bench/search-explain.ts 'q=mumbai' 'q=400058'`, or `--data-dir DIR` for PGlite.
// The search runs once to learn its queries (and warm its kept counts); each query is then explained.
import { parseArgs } from 'node:util';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { gymSearchQuerySchema } from '../contract/gyms/gyms';
import type { Db } from '../server/db/client';
import { startPgliteWorker } from '../server/db/pglite-proxy';
import * as schema from '../server/db/schema';
import { createGymSearch } from '../server/domains/gyms/gym-search-service';

const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' }, runs: { type: 'string', default: '2' } }, allowPositionals: true });
const seen: { query: string; params: unknown[] }[] = [];
const logger = { logQuery: (query: string, params: unknown[]) => void seen.push({ query, params }) };

type Raw = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
let db: Db;
let raw: Raw;
let close: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  db = drizzlePg(client, { schema, logger }) as unknown as Db;
  raw = (text, params) => client.query(text, params);
  close = () => client.end();
} else {
  const worker = await startPgliteWorker(values['data-dir'] ?? 'memory://');
  const client = worker.client(0);
  db = drizzlePglite(client as unknown as PGlite, { schema, logger });
  raw = async (text, params) => ({ rows: (await client.query(text, params)).rows as Record<string, unknown>[] });
  close = () => worker.close();
}

const search = createGymSearch(db);
for (const params of positionals) {
  const query = gymSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(params)));
  for (let i = 0; i < Number(values.runs); i++) {
    seen.length = 0;
    const started = performance.now();
    const result = await search(query);
    console.log(`\n=== ${params}: ${result.total} found, ${(performance.now() - started).toFixed(1)} ms, ${seen.length} statements (run ${i + 1})`);
  }
  for (const { query: text, params: bound } of seen) {
    if (!/^\s*(select|with)/i.test(text) || /set_config/.test(text)) {
      if (/set_config/.test(text)) await raw(text.replace(/, true\)/g, ', false)'), bound);
      continue;
    }
    const plan = await raw(`explain (analyze, buffers) ${text}`, bound);
    console.log(`--- ${text.slice(0, 160)}${text.length > 160 ? '…' : ''}\n    params ${JSON.stringify(bound)}`);
    for (const row of plan.rows) console.log(`    ${String(Object.values(row)[0])}`);
  }
}
await close();
