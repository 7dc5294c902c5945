import type { Envelope } from '@contract/common';

// Its own module, so the first load (which carries api.ts) does not carry uploads.
/** POSTs a multipart form (photo uploads) with progress; see api-client.ts. */
export async function uploadForm<T>(path: string, form: FormData, onProgress?: (fraction: number) => void, headers?: Record<string, string>): Promise<Envelope<T>> {
  const client = await import('./api-client');
  return client.uploadForm<T>(path, form, onProgress, headers);
}
