import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '@contract/admin/admin-routes';
import { endpointPath } from '@contract/routes';
import { callApi } from '@/lib/api';

export type ReportTarget = 'review' | 'reply';
export type ContentReport = { reviewId: string; target: ReportTarget; reason: string; note?: string };

/** reviews.php?action=report: the server's message ("Thanks: the platform team will look at it") is what the person reads. */
export async function reportContent(report: ContentReport): Promise<string> {
  return (await callApi<unknown>('POST', endpointPath(adminRoutes.reportContent), report)).message;
}

export const useReportContent = () => useMutation({ mutationFn: reportContent });
