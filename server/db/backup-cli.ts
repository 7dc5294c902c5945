import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backup, restore } from './backup';
import { backupPostgres, restorePostgres } from './pg-backup';

/** 6.0 MB, or 84 kB for a small database (the demo's dump), never "0.0 MB". */
const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.ceil(bytes / 1e3)} kB`);
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** PostgreSQL (DATABASE_URL): pg_dump's custom format, restored by pg_restore in one transaction. */
async function postgres(databaseUrl: string, dataDir: string, command: string | undefined, file: string | undefined, values: { out?: string; force?: boolean }) {
  if (command === 'backup') {
    const out = values.out ?? join(dataDir, 'backups', `gymkhana-${stamp()}.dump`);
    const { bytes } = await backupPostgres(databaseUrl, out);
    console.log(`Backed up PostgreSQL (pg_dump -Fc) to ${out}: ${size(bytes)}`);
  } else if (command === 'restore' && file) {
    await restorePostgres(databaseUrl, file, { force: values.force });
    console.log(`Restored ${file} into PostgreSQL in one transaction. Start the replicas again.`);
  } else {
    throw new Error('Usage: npm run db:backup [-- --out FILE] | npm run db:restore -- FILE [--force]');
  }
}

/** `npm run db:backup [-- --out FILE]` and `npm run db:restore -- FILE`: PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, force: { type: 'boolean' } } });
  const [command, file] = positionals;
  const config = loadConfig();
  if (config.DATABASE_URL) return postgres(config.DATABASE_URL, config.DATA_DIR, command, file, values);
  if (command === 'backup') {
    const out = values.out ?? join(config.DATA_DIR, 'backups', `gymkhana-${stamp()}.tar.gz`);
    const { bytes, from } = await backup(config.DATA_DIR, out);
    console.log(`Backed up ${join(config.DATA_DIR, 'pgdata')} (${from}) to ${out}: ${size(bytes)}`);
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
