import type { DehydratedState } from '@tanstack/react-query';

/** The id of the <script type="application/json"> where a server-drawn page carries its query cache (data, not script: the CSP stays strict). */
export const INITIAL_DATA_ID = 'initial-data';

/** The query cache the server dehydrated into the page (TanStack Query's `dehydrate`), for `<HydrationBoundary>`; none if absent or malformed. */
export function readInitialData(doc: Document = document): DehydratedState | undefined {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<DehydratedState> | null;
    return Array.isArray(parsed?.queries) && Array.isArray(parsed.mutations) ? (parsed as DehydratedState) : undefined;
  } catch {
    return undefined;
  }
}
