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
