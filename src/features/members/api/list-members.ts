import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@contract/common';
import { memberRoutes } from '@contract/gyms/member-routes';
import type { GymMember } from '@contract/gyms/members';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export type MembersQuery = { gymId: string; q: string; page: number; pageSize: number };

export async function listMembers({ gymId, q, page, pageSize }: MembersQuery): Promise<Paged<GymMember>> {
  const params = { gymId, page, pageSize, ...(q.trim() ? { q: q.trim() } : {}) };
  return dataOf(await callApi<Paged<GymMember>>('GET', endpointPath(memberRoutes.listMembers), params));
}

/** Adding a member invalidates ['members', gymId]: every page and search of that gym. */
export const membersQueryOptions = (query: MembersQuery) =>
  queryOptions({ queryKey: ['members', query.gymId, query], queryFn: () => listMembers(query), placeholderData: keepPreviousData });

export const useMembers = (query: MembersQuery) => useQuery(membersQueryOptions(query));
