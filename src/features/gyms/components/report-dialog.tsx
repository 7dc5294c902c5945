import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportReasonLabels, reportReasons } from '@contract/admin/admin';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select, TextArea } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { useReportContent, type ReportTarget } from '../api/report-content';

type Reason = (typeof reportReasons)[number];

/** The report form: a reason from the contract's list (required), an optional note; says it was sent. */
export function ReportDialog({ reviewId, target, onClose }: { reviewId: string; target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportContent();
  const [reason, setReason] = useState<Reason | ''>('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const send = async () => {
    if (!reason) return setReasonError(t('gyms.reviews.report.reasonRequired'));
    setReasonError(undefined);
    try {
      const message = await report.mutateAsync({ reviewId, target, reason, ...(note.trim() && { note: note.trim() }) });
      setResult({ tone: 'success', text: message });
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error) });
    }
  };
  const sent = result?.tone === 'success';
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(target === 'review' ? 'gyms.reviews.report.reviewTitle' : 'gyms.reviews.report.replyTitle')}
      description={t('gyms.reviews.report.text')}
      actions={
        sent ? (
          <Button onClick={onClose}>{t('gyms.reviews.report.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
              {t('common.actions.cancel')}
            </Button>
            <Button onClick={() => void send()} loading={report.isPending}>
              {t('gyms.reviews.report.send')}
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-3">
        {!sent && (
          <>
            <Select label={t('gyms.reviews.report.reason')} value={reason} error={reasonError} onChange={(e) => setReason(e.target.value as Reason | '')}>
              <option value="">{t('gyms.reviews.report.choose')}</option>
              {reportReasons.map((id) => (
                <option key={id} value={id}>
                  {reportReasonLabels[id]}
                </option>
              ))}
            </Select>
            <TextArea label={t('gyms.reviews.report.note')} value={note} maxLength={500} rows={3} onChange={(e) => setNote(e.target.value)} />
          </>
        )}
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
      </div>
    </Dialog>
  );
}
