import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerPlan, PlanChange } from '@contract/gyms/owner-gyms';
import { apiRoutes, endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';
import { ownedGymQueryKey } from './get-owned-gym';
import { plansQueryKey } from './list-plans';
import { refreshGyms } from './refresh-gyms';

export async function updatePlans(body: { gymId: string; plans: PlanChange[]; freezeNoticeDays?: number }): Promise<OwnerPlan[]> {
  return dataOf(await callApi<OwnerPlan[]>('POST', endpointPath(apiRoutes.updatePlans), body));
}

export function useUpdatePlans(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // freezeNoticeDays is the gym's: its owned-gym answer is read again.
    mutationFn: ({ plans, freezeNoticeDays }: { plans: PlanChange[]; freezeNoticeDays?: number | undefined }) =>
      updatePlans({ gymId, plans, ...(freezeNoticeDays === undefined ? {} : { freezeNoticeDays }) }),
    onSuccess: (plans) => {
      queryClient.setQueryData(plansQueryKey(gymId), plans);
      void queryClient.invalidateQueries({ queryKey: ownedGymQueryKey(gymId) });
      return refreshGyms(queryClient);
    },
  });
}
