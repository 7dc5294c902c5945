import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminMessages, type AccountSummary } from '@contract/admin/admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select, TextField } from '@/components/ui/field';
import { usePaging } from '@/components/ui/pagination';
import { formatMobile } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useAccounts, useSetSuspended, type AccountQuery } from '../api/accounts';
import { AdminPageHeader, formatDateTime, PagedList, ReasonDialog } from './admin-ui';

const PAGE_SIZES = [12, 24, 48] as const;
const findableTypes = ['member', 'gym_owner', 'trainer'] as const;
type Findable = (typeof findableTypes)[number];

/** /admin/accounts: find a member, owner or trainer by name or number; suspend or restore with a reason. */
export function AccountsPage() {
  const { t } = useTranslation();
  const paging = usePaging(PAGE_SIZES);
  const [search, setSearch] = useState<{ q: string; userType: Findable | '' }>({ q: '', userType: '' });
  const [draft, setDraft] = useState(search);
  const query: AccountQuery = { page: paging.page, pageSize: paging.pageSize, ...(search.q.trim() && { q: search.q.trim() }), ...(search.userType && { userType: search.userType }) };
  const accounts = useAccounts(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
    paging.onPageChange(1);
  };
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <AdminPageHeader title={t('admin.accounts.title')} subtitle={t('admin.accounts.subtitle')} />
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField label={t('admin.accounts.search')} value={draft.q} maxLength={60} onChange={(e) => setDraft({ ...draft, q: e.target.value })} containerClassName="min-w-56 flex-1" />
        <Select label={t('admin.accounts.type')} value={draft.userType} onChange={(e) => setDraft({ ...draft, userType: e.target.value as Findable | '' })} containerClassName="w-44">
          <option value="">{t('admin.accounts.anyType')}</option>
          {findableTypes.map((type) => (
            <option key={type} value={type}>
              {t(`admin.accounts.types.${type}`)}
            </option>
          ))}
        </Select>
        <Button type="submit">{t('admin.accounts.find')}</Button>
      </form>
      <PagedList query={accounts} paging={paging} label={t('admin.accounts.list')} className="grid gap-3 md:grid-cols-2" empty={t('admin.accounts.empty')} itemKey={(account) => account.id}>
        {(account) => <AccountCard account={account} />}
      </PagedList>
    </section>
  );
}

function AccountCard({ account }: { account: AccountSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const change = useSetSuspended();
  const name = account.name ?? t('admin.accounts.unnamed');
  const suspend = !account.suspended;
  return (
    <Card className="flex h-full flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{name}</h2>
        <span className={account.suspended ? 'rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-800' : 'rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-800'}>
          {account.suspended ? t('admin.accounts.suspended') : t('admin.accounts.active')}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {formatMobile(account.mobile)} · {t(`admin.accounts.types.${account.userType}`, { defaultValue: account.userType })}
      </p>
      <p className="text-xs text-slate-500">{t('admin.accounts.joined', { date: formatDateTime(account.createdAt) })}</p>
      {account.suspended && account.suspensionReason && <p className="break-words text-sm text-red-700">{t('admin.accounts.suspendedBecause', { reason: account.suspensionReason })}</p>}
      {account.userType !== 'admin' && (
        <Button
          variant={suspend ? 'danger' : 'secondary'}
          size="sm"
          className="mt-auto self-start"
          aria-label={t(suspend ? 'admin.accounts.suspendLabel' : 'admin.accounts.restoreLabel', { name })}
          onClick={() => setOpen(true)}
        >
          {t(suspend ? 'admin.accounts.suspend' : 'admin.accounts.restore')}
        </Button>
      )}
      <ReasonDialog
        open={open}
        title={t(suspend ? 'admin.accounts.suspendTitle' : 'admin.accounts.restoreTitle', { name })}
        text={t(suspend ? 'admin.accounts.suspendText' : 'admin.accounts.restoreText')}
        confirmLabel={t(suspend ? 'admin.accounts.suspend' : 'admin.accounts.restore')}
        danger={suspend}
        onConfirm={async (reason) => {
          await change.mutateAsync({ userId: account.id, reason, suspend });
          notify.success(suspend ? adminMessages.suspendedDone : adminMessages.restoredDone);
        }}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
