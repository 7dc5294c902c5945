// The axios-free half of the API client: what a failed call throws, and the session's hooks.
// Screens and the session store import this (or api.ts), so axios loads only with the first call.
import type { FieldErrors } from '@contract/common';

/** What every failed call rejects with: the message a person reads, plus the server's data. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get fields(): FieldErrors {
    const data = this.data as { data?: { fields?: FieldErrors } } | undefined;
    return data?.data?.fields ?? {};
  }
}

export function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message || null;
  }
  return null;
}

/** The message to show for anything a call threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messageOf(error) ?? 'Unexpected error';
}

export type ApiHooks = { getToken: () => string | null; onUnauthorized: () => void };
let hooks: ApiHooks = { getToken: () => null, onUnauthorized: () => undefined };

/** The session store plugs in here, so neither it nor this module imports the axios client. */
export function configureApiClient(next: ApiHooks): void {
  hooks = next;
}

export const apiHooks = (): ApiHooks => hooks;
