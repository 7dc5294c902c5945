import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerRenewals } from '@contract/memberships/auto-renew';
import { membershipRoutes } from '@contract/memberships/membership-routes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

/** memberships.php?action=renewals: one gym's passes renewing automatically, the next 30 days' debits, failed renewals. */
export const ownerRenewals = async (gymId: string): Promise<OwnerRenewals> =>
  dataOf(await callApi<OwnerRenewals>('GET', endpointPath(membershipRoutes.ownerRenewals), { gymId }));
export const ownerRenewalsQueryOptions = (gymId: string) => queryOptions({ queryKey: ['renewals', 'owner', gymId], queryFn: () => ownerRenewals(gymId) });
export const useOwnerRenewals = (gymId: string) => useQuery(ownerRenewalsQueryOptions(gymId));
