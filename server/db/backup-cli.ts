import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backup, restore } from './backup';

const POSTGRES_HINT = 'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and restore with pg_restore (README, "Backups")';

/** `npm run db:backup [-- --out FILE]` and `npm run db:restore -- FILE`, for the embedded database in DATA_DIR. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
  const [command, file] = positionals;
  const config = loadConfig();
  if (config.DATABASE_URL) throw new Error(POSTGRES_HINT);
  if (command === 'backup') {
    const out = values.out ?? join(config.DATA_DIR, 'backups', `gymkhana-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    const { bytes, from } = await backup(config.DATA_DIR, out);
    console.log(`Backed up ${join(config.DATA_DIR, 'pgdata')} (${from}) to ${out}: ${(bytes / 1e6).toFixed(1)} MB`);
  } else if (command === 'restore' && file) {
    const { previous } = await restore(config.DATA_DIR, file);
    console.log(`Restored ${file} into ${join(config.DATA_DIR, 'pgdata')}.${previous ? ` The database it replaced is kept in ${previous}: delete it once the restored one looks right.` : ''}`);
  } else {
    throw new Error('Usage: npm run db:backup [-- --out FILE] | npm run db:restore -- FILE');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
