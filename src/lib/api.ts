import type { Envelope } from '@contract/common';

// What screens and stores call: the axios client (api-client.ts) loads on the first request, not with the page.
export { ApiError, errorMessage } from './api-error';

/** GET/POST an action and return the envelope; see api-client.ts for the rules it applies. */
export async function callApi<T>(
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  headers?: Record<string, string>,
): Promise<Envelope<T>> {
  const client = await import('./api-client');
  return client.callApi<T>(method, path, payload, headers);
}
