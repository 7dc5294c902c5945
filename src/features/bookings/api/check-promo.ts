import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PassType } from '@contract/gyms/gyms';
import { promoRoutes } from '@contract/bookings/promo-routes';
import type { PromoQuote } from '@contract/bookings/promos';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

/** promos.php?action=check: what the code takes off the pass, or (as an error) why it is refused. */
export const checkPromo = async (gymId: string, code: string, passType: PassType): Promise<PromoQuote> =>
  dataOf(await callApi<PromoQuote>('GET', endpointPath(promoRoutes.checkPromo), { gymId, code, passType }));

export const promoCheckQueryOptions = (gymId: string, code: string, passType: PassType) =>
  // A refusal is an answer (the reason), not a fault to retry; it is asked again when the member applies again.
  queryOptions({ queryKey: ['promos', 'check', gymId, code, passType], queryFn: () => checkPromo(gymId, code, passType), retry: false, staleTime: 0 });

export const usePromoCheck = (gymId: string, code: string | null, passType: PassType | null) =>
  useQuery({ ...promoCheckQueryOptions(gymId, code ?? '', passType ?? 'day'), enabled: Boolean(code && passType) });
