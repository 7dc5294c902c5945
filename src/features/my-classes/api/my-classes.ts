import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { classRoutes } from '@contract/classes/class-routes';
import type { ClassRules, MyClass } from '@contract/classes/classes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export const getMyClasses = async (): Promise<MyClass[]> => dataOf(await callApi<MyClass[]>('GET', endpointPath(classRoutes.myClasses)));

export const myClassesQueryOptions = () => queryOptions({ queryKey: ['classes', 'mine'], queryFn: getMyClasses });

export const useMyClasses = () => useQuery(myClassesQueryOptions());

export const getClassRules = async (gymId: string): Promise<ClassRules> =>
  dataOf(await callApi<ClassRules>('GET', endpointPath(classRoutes.classRules), { gymId }));

/** The gym's cancel window, asked for only when the member opens a cancel (it tells a late cancel in advance). */
export const useClassRules = (gymId: string | undefined) =>
  useQuery({ queryKey: ['classes', 'rules', gymId], queryFn: () => getClassRules(gymId!), enabled: Boolean(gymId), staleTime: 5 * 60_000 });

/** The server's own words come back with the place: "…cancelled" or "…counts as a late cancel…". */
export async function cancelClass(classBookingId: string): Promise<{ message: string; item: MyClass }> {
  const envelope = await callApi<MyClass>('POST', endpointPath(classRoutes.cancelClass), { classBookingId });
  return { message: envelope.message, item: dataOf(envelope) };
}

export function useCancelClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelClass,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
