import { useMemo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { adminMessages, type VerificationDocument, type VerificationQueueItem } from '@contract/admin/admin';
import { MAX_PAGE_SIZE } from '@contract/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { InlineLoader } from '@/components/ui/spinner';
import { adminPaths } from '@/config/admin-paths';
import { errorMessage } from '@/lib/api';
import { formatMobile } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDecideVerification, useDocument, useQueue } from '../api/verification';
import { AdminPageHeader, formatDateTime, Loaded, ReasonDialog } from './admin-ui';
import { causeText, statusFrom } from './verification-queue-page';

/** /admin/verification/:id: one submission with its documents, approved or rejected with a reason. */
export function SubmissionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const status = statusFrom(params.get('status'));
  // The queue call is the one read of submissions: a full page of the submission's state finds it.
  const queue = useQueue({ status, page: 1, pageSize: MAX_PAGE_SIZE });
  const back = status === 'pending' ? adminPaths.verification : `${adminPaths.verification}?status=${status}`;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <Link to={back} className="self-start text-sm font-semibold text-brand-700 underline">
        {t('admin.verification.back')}
      </Link>
      <Loaded query={queue}>
        {(data) => {
          const item = data.items.find((entry) => entry.id === id);
          return item ? (
            <Submission item={item} back={back} />
          ) : (
            <>
              <AdminPageHeader title={adminMessages.submissionNotFound} subtitle={t('admin.verification.subtitle')} />
              <Alert>{t('admin.verification.notFound')}</Alert>
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

function Submission({ item, back }: { item: VerificationQueueItem; back: string }) {
  const { t } = useTranslation();
  const { gym } = item;
  const owner = [gym.ownerName, gym.ownerMobile ? formatMobile(gym.ownerMobile) : null].filter(Boolean).join(' · ') || t('admin.verification.noOwner');
  const rows: [string, string][] = [
    [t('admin.verification.address'), `${gym.address}, ${gym.area}, ${gym.city}, ${gym.state} ${gym.pincode}`],
    [t('admin.verification.owner'), owner],
    [t('admin.verification.gstinSent'), item.gstin ?? t('admin.verification.none')],
    [t('admin.verification.gstinOnFile'), gym.gstin ?? t('admin.verification.none')],
  ];
  return (
    <>
      <AdminPageHeader title={gym.name} subtitle={t('admin.verification.cause', { cause: causeText(item.cause, t('admin.verification.causeSubmitted')) })} />
      <Card className="flex flex-col gap-3">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-500">
          {t('admin.verification.submitted', { date: formatDateTime(item.submittedAt) })}
          {item.decidedAt && ` · ${t('admin.verification.decided', { date: formatDateTime(item.decidedAt) })}`}
        </p>
        {gym.verified && <p className="text-sm text-slate-700">{t('admin.verification.alreadyVerified')}</p>}
        {item.status === 'rejected' && item.reason && <Alert tone="error">{t('admin.verification.rejectedBecause', { reason: item.reason })}</Alert>}
      </Card>
      <section aria-labelledby="documents-title" className="flex flex-col gap-3">
        <h2 id="documents-title" className="text-lg font-semibold text-slate-900">
          {t('admin.verification.documentsTitle')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {item.documents.map((doc) => (
            <li key={doc.id}>
              <DocumentCard verificationId={item.id} doc={doc} />
            </li>
          ))}
        </ul>
      </section>
      {item.status === 'pending' && <Decision item={item} back={back} />}
    </>
  );
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function DocumentCard({ verificationId, doc }: { verificationId: string; doc: VerificationDocument }) {
  const { t } = useTranslation();
  const query = useDocument(verificationId, doc.id);
  const label = t(`admin.verification.kind.${doc.kind}`);
  return (
    <Card className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{label}</h3>
      {query.isPending ? (
        <InlineLoader>{t('admin.verification.documentLoading')}</InlineLoader>
      ) : query.isError || !query.data ? (
        <Alert tone="error">
          {t('admin.verification.documentFailed')} {query.error ? errorMessage(query.error) : null}
        </Alert>
      ) : doc.contentType === 'application/pdf' ? (
        <PdfLink base64={query.data.base64} label={t('admin.verification.openPdf', { size: sizeText(doc.bytes) })} />
      ) : (
        <img src={`data:${doc.contentType};base64,${query.data.base64}`} alt={label} className="max-h-96 w-full rounded-lg border border-slate-200 object-contain" />
      )}
    </Card>
  );
}

/** A PDF opens in the browser's own viewer from a blob URL (the CSP admits blob:, and no file name reaches a URL). */
function PdfLink({ base64, label }: { base64: string; label: string }) {
  const url = useMemo(() => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  }, [base64]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <a href={url} target="_blank" rel="noreferrer" className="self-start font-semibold text-brand-700 underline">
      {label}
    </a>
  );
}

function Decision({ item, back }: { item: VerificationQueueItem; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const decide = useDecideVerification();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const done = (message: string) => {
    notify.success(message);
    void navigate(back);
  };
  const approve = async () => {
    try {
      await decide.mutateAsync({ verificationId: item.id });
      setOpen(null);
      done(adminMessages.approved);
    } catch (error) {
      setOpen(null);
      notify.error(errorMessage(error));
    }
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => setOpen('approve')}>{t('admin.verification.approve')}</Button>
      <Button variant="danger" onClick={() => setOpen('reject')}>
        {t('admin.verification.reject')}
      </Button>
      <ConfirmDialog
        open={open === 'approve'}
        title={t('admin.verification.approveTitle', { name: item.gym.name })}
        message={t('admin.verification.approveText')}
        confirmLabel={t('admin.verification.approve')}
        busy={decide.isPending}
        onConfirm={() => void approve()}
        onCancel={() => setOpen(null)}
      />
      <ReasonDialog
        open={open === 'reject'}
        title={t('admin.verification.rejectTitle')}
        text={t('admin.verification.rejectText')}
        confirmLabel={t('admin.verification.reject')}
        danger
        onConfirm={async (reason) => {
          await decide.mutateAsync({ verificationId: item.id, reason });
          done(adminMessages.rejected);
        }}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
