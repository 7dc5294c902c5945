import type { FieldErrors } from '@contract/common';

/** Why a rule says no, in the domain's words; only the error plugin knows which HTTP status each kind is. */
export type RefusalKind =
  | 'invalid'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-many'
  | 'too-large'
  | 'unsupported'
  | 'unavailable'
  | 'upstream-failed';

/** The one way a rule says "no": what kind of no, the message the person reads, and what the screen needs to act on it. */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly data?: unknown,
    /** what went wrong underneath (a gateway's error): logged, never sent */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

export const invalid = (message: string, fields?: FieldErrors) => new Refusal('invalid', message, fields ? { fields } : undefined);
export const forbidden = (message = 'Access forbidden') => new Refusal('forbidden', message);
export const notFound = (message = 'Not found') => new Refusal('not-found', message);
export const conflict = (message: string, data?: unknown) => new Refusal('conflict', message, data);
/** Asked too often: try again after that many seconds. */
export const tooMany = (message: string, retryAfterSeconds: number) => new Refusal('too-many', message, { retryAfter: retryAfterSeconds });
