import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { promoRoutes } from '@contract/bookings/promo-routes';
import type { Promo, PromoCreateBody, PromoUpdateBody } from '@contract/bookings/promos';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';
import { promosQueryKey } from './list-promos';

/** promos.php?action=create; the key makes a resend (a lost answer, a second tap) create the code once. */
export async function createPromo(body: PromoCreateBody, idempotencyKey: string): Promise<Promo> {
  return dataOf(await callApi<Promo>('POST', endpointPath(promoRoutes.createPromo), body, { 'Idempotency-Key': idempotencyKey }));
}

/** promos.php?action=update: the code named and only what changes. */
export async function updatePromo(body: PromoUpdateBody, idempotencyKey: string): Promise<Promo> {
  return dataOf(await callApi<Promo>('POST', endpointPath(promoRoutes.updatePromo), body, { 'Idempotency-Key': idempotencyKey }));
}

type Save = { kind: 'create'; body: PromoCreateBody } | { kind: 'update'; body: PromoUpdateBody };

/**
 * Creates or changes one of a gym's codes. One Idempotency-Key per body: sending the same again (after a
 * lost answer) reuses it, so the server answers the first call's result instead of acting twice.
 */
export function useSavePromo(gymId: string) {
  const queryClient = useQueryClient();
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  };
  return useMutation({
    mutationFn: (save: Save) => (save.kind === 'create' ? createPromo(save.body, keyFor(save)) : updatePromo(save.body, keyFor(save))),
    onSuccess: (promo) => {
      last.current = null;
      // Shown at once (newest first, as the list comes), then the list is read again for its figures.
      queryClient.setQueryData<Promo[]>(promosQueryKey(gymId), (list = []) => [promo, ...list.filter((p) => p.id !== promo.id)].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)));
      return queryClient.invalidateQueries({ queryKey: promosQueryKey(gymId) });
    },
  });
}
