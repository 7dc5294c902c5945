/** Messages between the server's thread (pglite-proxy.ts) and PGlite's (pglite-worker.ts). */
export type ToWorker =
  | { op: 'query'; id: number; sql: string; params: unknown[]; rowMode: 'array' | 'object'; keepText: boolean; txId?: number }
  | { op: 'begin'; id: number; txId: number }
  | { op: 'end'; id: number; txId: number; commit: boolean }
  | { op: 'dump'; id: number }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'close'; id: number };

/** A database error's fields that callers read (code 23505 and the like); the rest stays in the worker. */
export type WireError = { message: string; code?: string; detail?: string; constraint?: string; table?: string; column?: string };

export type WireResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };

/** `bytes`: the answer to dump, a gzipped tar of the data directory; `notify`: a NOTIFY on a channel listened to, after its commit. */
export type FromWorker =
  | { id: number; ok: true; result?: WireResult; bytes?: Uint8Array }
  | { id: number; ok: false; error: WireError }
  | { notify: string };
