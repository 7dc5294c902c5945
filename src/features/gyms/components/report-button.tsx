import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/stores/session-store';
import type { ReportTarget } from '../api/report-content';

// The form (and the contract's zod it brings) loads on the first click: the profile's start stays zod-free.
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/** "Report" under a review or a reply, for a signed-in person only (the server checks again). */
export function ReportButton({ reviewId, target, about }: { reviewId: string; target: ReportTarget; about: string }) {
  const { t } = useTranslation();
  const signedIn = useSessionStore((s) => s.isLoggedIn);
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t(target === 'review' ? 'gyms.reviews.report.reviewLabel' : 'gyms.reviews.report.replyLabel', { name: about })}
        className="min-h-9 self-start rounded px-1 text-xs font-medium text-slate-600 underline hover:text-slate-900"
      >
        {t('gyms.reviews.report.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog reviewId={reviewId} target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
