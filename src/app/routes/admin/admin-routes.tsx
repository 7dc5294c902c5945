import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { adminPaths, adminRoutePatterns } from '@/config/admin-paths';
import { AccountsPage } from '@/features/admin/components/accounts-page';
import { AuditPage } from '@/features/admin/components/audit-page';
import { AdminOverviewPage } from '@/features/admin/components/overview-page';
import { ReportsPage } from '@/features/admin/components/reports-page';
import { SubmissionPage } from '@/features/admin/components/submission-page';
import { VerificationQueuePage } from '@/features/admin/components/verification-queue-page';

/** The admin layout and its pages, the descendant routes of /admin/* (area.tsx loads them). */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminOverviewPage />} />
        <Route path={adminRoutePatterns.verification} element={<VerificationQueuePage />} />
        <Route path={adminRoutePatterns.submission} element={<SubmissionPage />} />
        <Route path={adminRoutePatterns.reports} element={<ReportsPage />} />
        <Route path={adminRoutePatterns.accounts} element={<AccountsPage />} />
        <Route path={adminRoutePatterns.audit} element={<AuditPage />} />
        <Route path="*" element={<NotFoundPage homeTo={adminPaths.root} />} />
      </Route>
    </Routes>
  );
}
