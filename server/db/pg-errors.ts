/** A statement stopped by the database time budget (PostgreSQL's statement_timeout, PGlite's proxy): code 57014 anywhere in the cause chain. */
export function isStatementTimeout(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++)
    if (e.code === '57014') return true;
  return false;
}

/** A unique index refused the write (code 23505), optionally that index by name: a race the service's own check lost. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++)
    if (e.code === '23505') return !constraint || e.constraint === constraint;
  return false;
}

/** Node's socket errors: the server is down, restarting, or the network between is cut. */
const UNREACHABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** 57P01-57P03: an admin or crash shutdown, or a server still starting; 53xxx: out of connections, disk (53100) or memory. */
const UNAVAILABLE_SQLSTATE = /^(08|53)...$|^57P0[123]$/;
/** What pg says without a code: a pool wait or connect that ran out of time, a connection cut mid-query. */
const UNREACHABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|No space left on device/i;

/**
 * The database cannot serve now, through no fault of the request: unreachable, shutting down, out of
 * connections or out of disk (PGlite's ENOSPC too), anywhere in the cause chain. Worth a retry in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_ERRNO.has(code) || code === 'ENOSPC' || UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
