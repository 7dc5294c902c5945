import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Server state the HTML brings along (a gym profile's gym), so the page draws without asking again. */
export type InitialQuery = { queryKey: QueryKey; data: unknown };

export const INITIAL_DATA_ID = 'initial-data';

/** The JSON the server put in <script type="application/json" id="initial-data"> (data, not script: the CSP stays strict). */
export function readInitialData(doc: Document = document): InitialQuery[] {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as InitialQuery[]) : [];
  } catch {
    return [];
  }
}

export function seedQueries(client: QueryClient, queries: InitialQuery[]): void {
  for (const { queryKey, data } of queries) client.setQueryData(queryKey, data);
}
