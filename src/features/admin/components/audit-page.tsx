import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@contract/admin/admin';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/field';
import { usePaging } from '@/components/ui/pagination';
import { useAuditLog, type AuditFilters } from '../api/audit';
import { AdminPageHeader, formatDateTime, PagedList } from './admin-ui';

const PAGE_SIZES = [24, 48] as const;
const entityTypes = ['gym', 'user', 'review', 'reply'] as const;
// What the server records (audit-service callers); the filter matches one exactly.
const auditActions = [
  'verification.submit',
  'verification.approve',
  'verification.reject',
  'gym.update',
  'plans.update',
  'account.suspend',
  'account.restore',
  'content.hide',
  'content.dismiss',
] as const;

const emptyFilters = { entityType: '', auditAction: '', entityId: '', from: '', to: '' };

/** /admin/audit: newest first, filtered by record, action, record id and days; read only. */
export function AuditPage() {
  const { t } = useTranslation();
  const paging = usePaging(PAGE_SIZES);
  const [filters, setFilters] = useState<AuditFilters>({});
  const [draft, setDraft] = useState(emptyFilters);
  const log = useAuditLog(filters, paging.page, paging.pageSize);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, entityId: draft.entityId.trim() });
    paging.onPageChange(1);
  };
  const clear = () => {
    setDraft(emptyFilters);
    setFilters({});
    paging.onPageChange(1);
  };
  const field = (name: keyof typeof emptyFilters) => ({ value: draft[name], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }) });
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <AdminPageHeader title={t('admin.audit.title')} subtitle={t('admin.audit.subtitle')} />
      <form aria-label={t('admin.audit.filters')} onSubmit={apply} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Select label={t('admin.audit.entityType')} {...field('entityType')}>
          <option value="">{t('admin.audit.anyEntity')}</option>
          {entityTypes.map((type) => (
            <option key={type} value={type}>
              {t(`admin.audit.entities.${type}`)}
            </option>
          ))}
        </Select>
        <Select label={t('admin.audit.action')} {...field('auditAction')}>
          <option value="">{t('admin.audit.anyAction')}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </Select>
        <TextField label={t('admin.audit.entityId')} maxLength={64} {...field('entityId')} />
        <TextField label={t('admin.audit.from')} type="date" {...field('from')} />
        <TextField label={t('admin.audit.to')} type="date" {...field('to')} />
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit">{t('admin.audit.apply')}</Button>
          <Button variant="secondary" onClick={clear}>
            {t('admin.audit.clear')}
          </Button>
        </div>
      </form>
      <PagedList
        query={log}
        paging={paging}
        label={t('admin.audit.list')}
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
        empty={t('admin.audit.empty')}
        itemKey={(entry) => entry.id}
      >
        {(entry) => <AuditRow entry={entry} />}
      </PagedList>
    </section>
  );
}

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const entity = t(`admin.audit.entities.${entry.entityType}`, { defaultValue: entry.entityType });
  return (
    <div className="flex flex-col gap-1 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-mono text-sm font-semibold text-slate-900">{entry.action}</h2>
        <time dateTime={entry.at} className="text-xs text-slate-500">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className="break-words text-sm text-slate-700">
        {t('admin.audit.record', { type: entity, id: entry.entityId })} · {t('admin.audit.by', { name: entry.actorName ?? t('admin.audit.system'), role: entry.actorRole })}
      </p>
      <details className="text-sm">
        <summary className="min-h-9 cursor-pointer py-1 font-medium text-brand-700">{t('admin.audit.details')}</summary>
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          {(['before', 'after'] as const).map((side) => (
            <div key={side} className="min-w-0">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t(`admin.audit.${side}`)}</h3>
              <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-3 text-xs text-slate-800">{json(entry[side])}</pre>
            </div>
          ))}
        </div>
      </details>
    </div>
  );
}
