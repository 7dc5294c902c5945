import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@contract/admin/admin';
import { adminRoutes } from '@contract/admin/admin-routes';
import type { Paged } from '@contract/common';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

/** The filters the audit call accepts (empty ones are left out of the URL). */
export type AuditFilters = { entityType?: string; auditAction?: string; actorId?: string; entityId?: string; from?: string; to?: string };

export async function getAuditLog(filters: AuditFilters, page: number, pageSize: number): Promise<Paged<AuditEntry>> {
  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return dataOf(await callApi<Paged<AuditEntry>>('GET', endpointPath(adminRoutes.auditLog), { ...set, page, pageSize }));
}

export const useAuditLog = (filters: AuditFilters, page: number, pageSize: number) =>
  useQuery({ queryKey: ['admin', 'audit', filters, page, pageSize], queryFn: () => getAuditLog(filters, page, pageSize), placeholderData: keepPreviousData });
