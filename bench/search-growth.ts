// How a search's cost grows with the data, without the machine's load in the figure: the server's search
// (createGymSearch over the app's database client: PGlite's worker thread, or a PostgreSQL pool) on two
// databases opened side by side, one search at a time, in alternating blocks, so both sizes share the
// same moments of load. Prints the median time per search at each size and their ratio.
// `npx tsx bench/search-growth.ts .bench-data/gl10k/pgdata .bench-data/gl100k/pgdata` (a postgres:// URL
// opens PostgreSQL instead). Both databases seeded beforehand (`npm run db:seed -- --gyms N`).
import { parseArgs } from 'node:util';
import { gymSearchQuerySchema } from '../contract/gyms/gyms';
import { openDatabase } from '../server/db/client';
import { createGymSearch } from '../server/domains/gyms/gym-search-service';

const { values, positionals } = parseArgs({ options: { rounds: { type: 'string', default: '6' }, block: { type: 'string', default: '20' } }, allowPositionals: true });
if (positionals.length !== 2) throw new Error('two databases: the smaller, then the larger (PGlite directories or postgres:// URLs)');
const rounds = Number(values.rounds);
const block = Number(values.block);

/** The searches (bench/api.ts). */
const searches = ['q=mumbai', 'q=andheri', 'q=strive fitness', 'q=400058', 'q=mumbia', 'q=koramangla', 'q=mumbai&amenities=parking&minRating=3.5&sort=price', 'q=mumbai&page=20'];

const sides = await Promise.all(
  positionals.map(async (target) => {
    const handle = await openDatabase(target.startsWith('postgres') ? { databaseUrl: target, dataDir: '' } : { dataDir: target });
    return { target, handle, search: createGymSearch(handle.db) };
  }),
);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(`${sides[0]!.handle.kind}, ${rounds} rounds of ${block} searches per size, alternating; median ms per search`);
console.log('search'.padEnd(56), 'smaller'.padStart(8), 'larger'.padStart(8), 'growth'.padStart(7));
for (const params of searches) {
  const query = gymSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(params)));
  for (const side of sides) await side.search(query); // places and the count, as a running server holds them
  const times = sides.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, side] of sides.entries()) {
      for (let k = 0; k < block; k++) {
        const started = performance.now();
        await side.search(query);
        times[i]!.push(performance.now() - started);
      }
    }
  }
  const [small, large] = times.map(median) as [number, number];
  console.log(params.padEnd(56), small.toFixed(2).padStart(8), large.toFixed(2).padStart(8), `${(large / small).toFixed(2)}×`.padStart(7));
}
for (const side of sides) await side.handle.close();
