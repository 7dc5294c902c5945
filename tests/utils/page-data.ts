import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';

/** A query already answered, as a server-drawn page brings it. */
export type SeededQuery = { queryKey: QueryKey; data: unknown };

/** What a server-drawn page carries in its HTML: `queries` dehydrated as server/plugins/external/pages.ts does. */
export function dehydrated(queries: SeededQuery[]): DehydratedState {
  const client = new QueryClient();
  for (const { queryKey, data } of queries) client.setQueryData(queryKey, data);
  return dehydrate(client);
}
