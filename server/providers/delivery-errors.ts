/** How a provider says no, so the worker can tell "wait", "try again" and "may have gone out" apart. */

/** 429: the provider asks us to wait; `retryAfter` is its Retry-After header as given (seconds or an HTTP date), if any. */
export class RateLimited extends Error {
  constructor(
    readonly retryAfter: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'RateLimited';
  }
}

/** The request may have reached a provider that keeps no idempotency (a timeout): sending again could deliver twice. */
export class OutcomeUnknown extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutcomeUnknown';
  }
}

/** A provider's call waits at most this long: well below the worker's lease, so a slow call never outlives its claim. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** A person waits on the screen for a sign-in code: a gateway slower than this is answered as failing, and they may try again. */
export const SIGN_IN_SMS_WAIT_MS = 5_000;

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** The error a non-2xx answer becomes: 429 carries its Retry-After; anything else is a plain failure worth retrying. */
export async function answerError(provider: string, response: Response): Promise<Error> {
  const detail = (await response.text().catch(() => '')).slice(0, 200);
  const message = `${provider} answered ${response.status}${detail ? `: ${detail}` : ''}`;
  return response.status === 429 ? new RateLimited(response.headers.get('retry-after'), message) : new Error(message);
}

/** A fetch abandoned at its timeout (the request may have been taken) as opposed to one refused before any byte went. */
export const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
