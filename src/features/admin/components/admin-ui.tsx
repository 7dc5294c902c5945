import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminReasonSchema } from '@contract/admin/admin';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TextArea } from '@/components/ui/field';
import { Pagination, type usePaging } from '@/components/ui/pagination';
import { InlineLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatFullDateTime } from '@/lib/format';
import '../strings';

/** The team works in India time, whatever the browser's zone. */
export const formatDateTime = (iso: string) => formatFullDateTime(new Date(iso));

export function AdminPageHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <DocumentTitle title={title} />
      <div className="min-w-0">
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-600">{subtitle}</p>
      </div>
      {children}
    </header>
  );
}

type QueryLike<T> = { isPending: boolean; isError: boolean; data: T | undefined; error: unknown; refetch: () => unknown };

/** A query's three states: loading, failed (with the server's words and a retry), loaded. */
export function Loaded<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <InlineLoader>{t('admin.loading')}</InlineLoader>;
  if (query.isError || query.data === undefined)
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>
          {t('admin.loadFailed')} {query.error ? errorMessage(query.error) : null}
        </span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );
  return <>{children(query.data)}</>;
}

type PagedListProps<T> = {
  query: QueryLike<{ items: T[]; totalPages: number }>;
  paging: ReturnType<typeof usePaging>;
  /** the list's accessible name */
  label: string;
  className: string;
  empty: string;
  emptyText?: ReactNode;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
};

/** A paged admin list: its query's states, "nothing here" when empty, else one <li> per item and the pages below. */
export function PagedList<T>({ query, paging, label, className, empty, emptyText, itemKey, children }: PagedListProps<T>) {
  return (
    <Loaded query={query}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState title={empty}>{emptyText}</EmptyState>
        ) : (
          <>
            <ul aria-label={label} className={className}>
              {data.items.map((item) => (
                <li key={itemKey(item)}>{children(item)}</li>
              ))}
            </ul>
            <Pagination {...paging} totalPages={data.totalPages} />
          </>
        )
      }
    </Loaded>
  );
}

type ReasonDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  /** resolves when done; a rejection's message is shown in the dialog */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
};

/** Every admin decision that someone is told about carries a reason: the dialog refuses to send without one. */
export function ReasonDialog({ open, title, text, confirmLabel, danger = false, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(undefined);
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    const parsed = adminReasonSchema.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm(parsed.data);
      close();
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={text}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('admin.reason.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <TextArea label={t('admin.reason.label')} hint={t('admin.reason.hint')} error={error} value={reason} rows={3} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Dialog>
  );
}
