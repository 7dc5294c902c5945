import type { QueryClient } from '@tanstack/react-query';
import { ownerGymsQueryOptions } from '@/components/owner/owner-gyms';

/** After a gym changes: the owner's lists and every public view of gyms (search, profiles) read it afresh. */
export function refreshGyms(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ownerGymsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['gyms'] }),
  ]);
}
