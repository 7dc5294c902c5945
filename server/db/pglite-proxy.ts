import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker, WireError, WireResult } from './pglite-wire';

/** PostgreSQL's own code for a statement cancelled by statement_timeout; PGlite's budget reuses it. */
export const QUERY_CANCELED = '57014';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: unknown };

/** The part of PGlite's client that drizzle's PGlite driver calls: query and transaction. */
export type PgliteLike = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<WireResult>;
  transaction<T>(fn: (tx: PgliteLike) => Promise<T>): Promise<T>;
};

class WorkerDbError extends Error {
  constructor(wire: WireError) {
    super(wire.message);
    Object.assign(this, wire);
  }
}

// From the sources (tsx, vitest) the worker is TypeScript and registers tsx itself; the build (dist/server) has it as JavaScript beside this code.
const fromSources = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSources ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url).href;
const bootstrap = fromSources
  ? `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); })`
  : `import(${JSON.stringify(workerUrl)})`;

/**
 * Starts PGlite in a worker thread and returns a client for drizzle's PGlite driver. Each query
 * waits at most `budgetMs` (0: no limit) for its answer; past that it fails with code 57014 like
 * PostgreSQL's statement_timeout (PGlite ignores that setting). The worker finishes the query anyway,
 * but the server's thread stays free for everything else.
 */
export async function startPgliteWorker(dataDir: string, { loadDataDir }: { loadDataDir?: Uint8Array } = {}) {
  const worker = new Worker(bootstrap, { eval: true, workerData: { dataDir, loadDataDir } });
  let nextId = 1;
  let nextTx = 1;
  type Answer = WireResult | Uint8Array | undefined;
  const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  const listeners = new Map<string, Set<() => void>>();
  worker.on('message', (message: FromWorker) => {
    if ('notify' in message) return listeners.get(message.notify)?.forEach((listener) => listener());
    const entry = waiting.get(message.id);
    if (!entry) return; // answered after its budget ran out
    waiting.delete(message.id);
    if (message.ok) entry.resolve(message.bytes ?? message.result);
    else entry.reject(new WorkerDbError(message.error));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit code ${code})`)));
  await ready;

  function ask(message: ToWorker, budgetMs: number): Promise<Answer> {
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      if (budgetMs > 0) {
        timer = setTimeout(() => {
          waiting.delete(message.id);
          reject(new WorkerDbError({ message: 'canceling statement due to statement timeout', code: QUERY_CANCELED }));
        }, budgetMs);
      }
      const settle = <T>(fn: (value: T) => void) => (value: T) => {
        clearTimeout(timer);
        fn(value);
      };
      waiting.set(message.id, { resolve: settle(resolve), reject: settle(reject) });
      worker.postMessage(message);
    });
  }

  function client(budgetMs: number, txId?: number): PgliteLike {
    return {
      async query(sql, params = [], options = {}) {
        const message: ToWorker = { op: 'query', id: nextId++, sql, params, rowMode: options.rowMode ?? 'object', keepText: options.parsers !== undefined, ...(txId === undefined ? {} : { txId }) };
        return (await ask(message, budgetMs)) as WireResult;
      },
      async transaction(fn) {
        // A transaction inside a transaction is drizzle's savepoint, never this.
        if (txId !== undefined) throw new Error('nested transaction on the PGlite proxy');
        const id = nextTx++;
        try {
          await ask({ op: 'begin', id: nextId++, txId: id }, budgetMs);
        } catch (error) {
          // Rolled back as soon as it opens, so a late begin never holds the database.
          void ask({ op: 'end', id: nextId++, txId: id, commit: false }, 0).catch(() => undefined);
          throw error;
        }
        let result;
        try {
          result = await fn(client(budgetMs, id));
        } catch (error) {
          await ask({ op: 'end', id: nextId++, txId: id, commit: false }, 0);
          throw error;
        }
        await ask({ op: 'end', id: nextId++, txId: id, commit: true }, 0);
        return result;
      },
    };
  }

  return {
    /** a client whose queries wait at most budgetMs (0: no limit) */
    client,
    /** calls onNotify after each commit that ran NOTIFY on the channel; resolves to the unsubscribe */
    async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
      if (!listeners.has(channel)) {
        listeners.set(channel, new Set());
        await ask({ op: 'listen', id: nextId++, channel }, 0);
      }
      listeners.get(channel)!.add(onNotify);
      return async () => void listeners.get(channel)?.delete(onNotify);
    },
    /** the data directory as a gzipped tar, consistent at one instant (pglite-worker.ts) */
    dump: async () => (await ask({ op: 'dump', id: nextId++ }, 0)) as Uint8Array,
    async close(): Promise<void> {
      if (!failure) await ask({ op: 'close', id: nextId++ }, 5000).catch(() => undefined);
      await worker.terminate();
    },
  };
}
