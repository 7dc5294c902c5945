/**
 * PGlite on its own thread. PGlite runs every query synchronously inside WebAssembly, so on the
 * server's thread one slow query stops every other request (health included); here it stops only
 * this thread. The server talks to it through pglite-proxy.ts with the messages below.
 */
import { promisify } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { gzip } from 'node:zlib';
import { PGlite, types, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ToWorker, FromWorker, WireError } from './pglite-wire';

const port = parentPort!;
// loadDataDir: a data directory as a tar to start from (the tests' database migrated once per run, tests/utils/test-db.ts).
const { dataDir, loadDataDir } = workerData as { dataDir: string; loadDataDir?: Uint8Array<ArrayBuffer> };

// The same "keep as text" parsers drizzle's PGlite driver passes (functions cannot cross threads).
const asText = (value: string) => value;
const drizzleParsers = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]));

const post = (message: FromWorker) => port.postMessage(message);

function wireError(error: unknown): WireError {
  const e = error as Record<string, unknown>;
  const fields = ['code', 'detail', 'constraint', 'table', 'column', 'schema', 'severity', 'hint', 'position'] as const;
  return {
    message: error instanceof Error ? error.message : String(error),
    ...Object.fromEntries(fields.filter((f) => typeof e[f] === 'string').map((f) => [f, e[f]])),
  };
}

// Open transactions by id: their queries run on the transaction, the others wait for PGlite's lock.
type OpenTx = { tx: Transaction; finish: (commit: boolean) => void; done: Promise<unknown> };
const open = new Map<number, OpenTx>();
// Ended by the server before PGlite opened them (their begin ran out of time): rolled back on opening.
const abandoned = new Set<number>();

async function run(message: Extract<ToWorker, { op: 'query' }>, db: PGlite): Promise<Results> {
  const target = message.txId === undefined ? db : open.get(message.txId)?.tx;
  if (!target) throw new Error(`transaction ${message.txId} is not open`);
  return target.query(message.sql, message.params, { rowMode: message.rowMode, ...(message.keepText ? { parsers: drizzleParsers } : {}) });
}

/** Holds PGlite's transaction open until the server says commit or roll back. */
function begin(id: number, txId: number, db: PGlite): void {
  let finish: (commit: boolean) => void = () => undefined;
  const done = db.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        finish = (commit) => (commit ? resolve() : reject(new Error('rolled back')));
        if (abandoned.delete(txId)) return reject(new Error('abandoned'));
        open.set(txId, { tx, finish, done });
        post({ id, ok: true });
      }),
  );
  done.catch((error: unknown) => {
    // A transaction that never opened answers its begin with the reason.
    if (!open.has(txId)) post({ id, ok: false, error: wireError(error) });
  });
}

/** Answers once PGlite has committed or rolled back, so the server's next query sees the outcome. */
function end(id: number, txId: number, commit: boolean): void {
  const entry = open.get(txId);
  if (!entry) {
    abandoned.add(txId);
    return post({ id, ok: true });
  }
  entry.finish(commit);
  entry.done.then(
    () => post({ id, ok: true }),
    (error: unknown) => post(commit ? { id, ok: false, error: wireError(error) } : { id, ok: true }),
  ).finally(() => open.delete(txId));
}

/**
 * A copy of the data directory at one instant: a checkpoint, then the files read inside a transaction
 * of our own, so no other transaction is open (they wait, for the milliseconds the read takes); gzip after.
 */
async function dump(db: PGlite): Promise<Uint8Array> {
  await db.exec('CHECKPOINT');
  const tar = await db.transaction(async () => new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()));
  return promisify(gzip)(tar);
}

async function main(): Promise<void> {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}) });
  port.on('message', (message: ToWorker) => {
    if (message.op === 'query') {
      run(message, db).then(
        (result) => post({ id: message.id, ok: true, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } }),
        (error: unknown) => post({ id: message.id, ok: false, error: wireError(error) }),
      );
    } else if (message.op === 'begin') {
      begin(message.id, message.txId, db);
    } else if (message.op === 'end') {
      end(message.id, message.txId, message.commit);
    } else if (message.op === 'dump') {
      dump(db).then(
        (bytes) => post({ id: message.id, ok: true, bytes }),
        (error: unknown) => post({ id: message.id, ok: false, error: wireError(error) }),
      );
    } else if (message.op === 'listen') {
      // PGlite calls back once the notifying transaction commits, never for one rolled back.
      db.listen(message.channel, () => post({ notify: message.channel })).then(
        () => post({ id: message.id, ok: true }),
        (error: unknown) => post({ id: message.id, ok: false, error: wireError(error) }),
      );
    } else if (message.op === 'close') {
      void db.close().then(() => post({ id: message.id, ok: true }));
    }
  });
  post({ id: 0, ok: true });
}

main().catch((error: unknown) => post({ id: 0, ok: false, error: wireError(error) }));
