import type { Envelope } from '@contract/common';

import { ApiError } from './api-error';

// What screens and stores call: the axios client (api-client.ts) loads on the first request, not with the page.
export { ApiError, errorMessage } from './api-error';

/** The axios client's module; a signed-in screen starts it with its own code (main.tsx), as it calls the API at once. */
export const loadApiClient = () => import('./api-client');

/** GET/POST an action and return the envelope; see api-client.ts for the rules it applies. */
export async function callApi<T>(
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  headers?: Record<string, string>,
): Promise<Envelope<T>> {
  const client = await loadApiClient();
  return client.callApi<T>(method, path, payload, headers);
}

/** A successful answer without data is a broken answer, not an empty one. */
export function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.data === undefined || envelope.data === null) throw new ApiError(envelope.message || 'Unexpected error');
  return envelope.data;
}
