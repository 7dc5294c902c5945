import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@contract/common';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { useAreaPath } from '@/components/owner/desk-access';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useMembers } from '../api/list-members';
import { gymToday } from '../utils/dates';
import { csvHeaders, fetchAllMembers, memberRows, toCsv } from '../utils/members-csv';
import { downloadCsv } from '@/lib/download-csv';
import { MembersTable } from './members-table';
import { RenewalsPanel } from './renewals-panel';
import '../strings';

/** /gym_owner/members-management: the current gym's members, searchable, paged, exportable. */
export function MembersPage() {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('members.list.title')} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('members.list.title')}
          </h1>
          <p className="mt-1 max-w-2xl text-base text-slate-600">{t('members.list.subtitle')}</p>
        </div>
        <ButtonLink to={areaPath(paths.owner.addMember)} className="self-start sm:self-auto">
          {t('members.list.add')}
        </ButtonLink>
      </header>
      <OwnerGymScope>
        {(gym) => (
          <>
            <RenewalsPanel key={`renewals-${gym.id}`} gymId={gym.id} />
            <GymMembers key={gym.id} gym={gym} />
          </>
        )}
      </OwnerGymScope>
    </section>
  );
}

/** The search as typed, sent once typing pauses. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function GymMembers({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const [search, setSearch] = useState('');
  const q = useDebounced(search).trim();
  const paging = usePaging(PAGE_SIZES);
  const { page, pageSize, onPageChange: setPage } = paging;
  const members = useMembers({ gymId: gym.id, q, page, pageSize });
  const [exporting, setExporting] = useState(false);

  // A new search starts from its first page.
  useEffect(() => setPage(1), [q, setPage]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllMembers(gym.id, q);
      const csv = await toCsv(memberRows(all, gym.timeZone, t), csvHeaders(t));
      const slug = gym.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'gym';
      downloadCsv(csv, t('members.export.fileName', { gym: slug, date: gymToday(gym.timeZone) }));
      notify.success(t('members.export.done', { count: all.length }));
    } catch (error) {
      notify.error(t('members.export.failed'), { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const data = members.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TextField
          type="search"
          label={t('members.list.search')}
          hint={t('members.list.searchHint')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          containerClassName="w-full sm:w-96"
          autoComplete="off"
        />
        <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} disabled={!data || data.total === 0}>
          {exporting ? t('members.export.busy') : t('members.export.button')}
        </Button>
      </div>
      {members.isError ? (
        <Alert tone="error">
          <p>
            {t('members.list.loadFailed')}: {errorMessage(members.error)}
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void members.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <InlineLoader>{t('members.list.loading')}</InlineLoader>
      ) : data.total === 0 ? (
        q ? (
          <EmptyState title={t('members.list.noMatch', { q })} />
        ) : (
          <EmptyState title={t('members.list.empty')}>
            <p>{t('members.list.emptyText')}</p>
            <ButtonLink to={areaPath(paths.owner.addMember)} variant="secondary" size="sm" className="mt-3">
              {t('members.list.add')}
            </ButtonLink>
          </EmptyState>
        )
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {t('members.list.count', { count: data.total })}
          </p>
          <MembersTable members={data.items} timeZone={gym.timeZone} caption={t('members.list.caption', { gym: gym.name })} />
          <Pagination {...paging} totalPages={data.totalPages} />
        </>
      )}
    </div>
  );
}
