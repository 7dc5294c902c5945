/**
 * Backups of the embedded database (PGlite). PGlite is one process on its data directory: a second
 * process opening it while the server runs would corrupt it. So the running server makes the copy
 * (pglite-worker.ts: a checkpoint, then the files read while no transaction is open) and hands it
 * over a Unix socket in DATA_DIR: reachable only by whoever may read DATA_DIR, never over the
 * network. With the server stopped, the command opens the directory itself.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openPglite } from './client';

export const backupSocketOf = (dataDir: string) => join(dataDir, 'backup.sock');
export const pgdataOf = (dataDir: string) => join(dataDir, 'pgdata');

const REQUEST = 'backup\n';

/** The server's side: a connection that asks receives one fresh copy, then the socket closes (an error closes it empty). */
export async function serveBackups(dataDir: string, dump: () => Promise<Uint8Array>): Promise<Server> {
  const path = backupSocketOf(dataDir);
  await refuseIfServerRunning(dataDir, 'a second server on the same PGlite directory would corrupt it');
  // Left by a server that did not stop cleanly: nobody answers on it.
  await unlink(path).catch(() => undefined);
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (chunk: Buffer) => {
      if (chunk.toString() !== REQUEST) return socket.destroy();
      dump().then(
        (bytes) => socket.end(bytes),
        () => socket.destroy(),
      );
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve));
  return server;
}

/** Refuses, saying why, when a server already runs on DATA_DIR's embedded database. */
export async function refuseIfServerRunning(dataDir: string, why: string): Promise<void> {
  if (await isAnswering(backupSocketOf(dataDir))) throw new Error(`A server is running on ${dataDir} (it answers on ${backupSocketOf(dataDir)}): ${why}`);
}

/** Whether a server listens on DATA_DIR's socket (connects and leaves without asking: no copy is made). */
function isAnswering(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

/** The command's side: the running server's copy. */
function askServer(path: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(path, () => socket.write(REQUEST));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => (chunks.length > 0 ? resolve(Buffer.concat(chunks)) : reject(new Error('The server could not copy its database (see its log)'))));
  });
}

/** Writes beside the target, then renames: a crash never leaves a half-written file under the final name. */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, file);
}

/** A gzipped tar of DATA_DIR's database into `out`: from the running server if one answers, else read directly. */
export async function backup(dataDir: string, out: string): Promise<{ bytes: number; from: 'running server' | 'stopped database' }> {
  if (await isAnswering(backupSocketOf(dataDir))) {
    const bytes = await askServer(backupSocketOf(dataDir));
    await writeWhole(out, bytes);
    return { bytes: bytes.length, from: 'running server' };
  }
  if (!existsSync(join(pgdataOf(dataDir), 'PG_VERSION'))) throw new Error(`No database in ${pgdataOf(dataDir)}`);
  const handle = await openPglite(pgdataOf(dataDir));
  try {
    const bytes = await handle.dumpDataDir!();
    await writeWhole(out, bytes);
    return { bytes: bytes.length, from: 'stopped database' };
  } finally {
    await handle.close();
  }
}

/** The tar inside a backup, checked here: PGlite's own unpacking fails outside any promise on a bad file. */
function tarOf(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const tar = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  if (Buffer.from(tar.subarray(257, 262)).toString() !== 'ustar') throw new Error('not a tar archive');
  return tar;
}

/**
 * Replaces DATA_DIR's database with a backup, only while no server runs there. The backup is
 * unpacked and opened in a new directory first; only then does it take pgdata's place, and the
 * database it replaces is kept beside it (returned), so a failure anywhere leaves the old one whole.
 */
export async function restore(dataDir: string, file: string): Promise<{ previous: string | null }> {
  await refuseIfServerRunning(dataDir, 'stop it first, then restore');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const fresh = `${pgdataOf(dataDir)}.restoring-${stamp}`;
  try {
    const db = await PGlite.create(fresh, { loadDataDir: new Blob([tarOf(await readFile(file))], { type: 'application/x-tar' }), extensions: { pg_trgm } });
    // Fails here, not at the next start, if the copy is not a database.
    await db.query('select count(*) from pg_class');
    await db.close();
  } catch (error) {
    await rm(fresh, { recursive: true, force: true });
    throw new Error(`${file} is not a backup that opens: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const previous = existsSync(pgdataOf(dataDir)) ? `${pgdataOf(dataDir)}.before-restore-${stamp}` : null;
  if (previous) await rename(pgdataOf(dataDir), previous);
  await rename(fresh, pgdataOf(dataDir));
  return { previous };
}
