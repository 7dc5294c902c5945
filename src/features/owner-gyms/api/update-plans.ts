import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerPlan, PlanChange } from '@contract/gyms/owner-gyms';
import { apiRoutes, endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';
import { plansQueryKey } from './list-plans';
import { refreshGyms } from './refresh-gyms';

export async function updatePlans(body: { gymId: string; plans: PlanChange[] }): Promise<OwnerPlan[]> {
  return dataOf(await callApi<OwnerPlan[]>('POST', endpointPath(apiRoutes.updatePlans), body));
}

export function useUpdatePlans(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plans: PlanChange[]) => updatePlans({ gymId, plans }),
    onSuccess: (plans) => {
      queryClient.setQueryData(plansQueryKey(gymId), plans);
      return refreshGyms(queryClient);
    },
  });
}
