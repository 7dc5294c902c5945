import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { attendanceDatesSchema, type AttendanceDates, type AttendanceRecord } from '@contract/attendance/attendance';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { InlineLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { getWholeReport, useAttendanceReport } from '../api/attendance-report';
import { downloadAttendanceCsv } from './attendance-csv';
import { timeAt, todayIn } from './format';
import '../strings';

const PAGE_SIZES = [10, 20, 48] as const;
type Scope = 'member' | 'owner';

/** /member/attendance-report and /gym_owner/attendance-report: visits in a date range, paged, as CSV too. */
export function AttendanceReportPage({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const title = t(scope === 'owner' ? 'attendance.report.ownerTitle' : 'attendance.report.memberTitle');
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 text-slate-600">{t('attendance.report.subtitle')}</p>
      </header>
      {scope === 'owner' ? <OwnerGymScope>{(gym) => <Report key={gym.id} gym={gym} />}</OwnerGymScope> : <Report />}
    </section>
  );
}

export const MemberAttendanceReportPage = () => <AttendanceReportPage scope="member" />;
export const OwnerAttendanceReportPage = () => <AttendanceReportPage scope="owner" />;

function Report({ gym }: { gym?: OwnerGym }) {
  const { t } = useTranslation();
  const [dates, setDates] = useState<AttendanceDates>({});
  const paging = usePaging(PAGE_SIZES);
  const { page, pageSize, onPageChange: setPage } = paging;
  const [exporting, setExporting] = useState(false);
  const report = useAttendanceReport({ gymId: gym?.id, ...dates, page, pageSize });
  const columns = ['id', 'gym', 'member', 'date', 'checkIn', 'checkOut', 'status'].map((c) => t(`attendance.report.columns.${c}`));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await getWholeReport({ gymId: gym?.id, ...dates });
      const name = `attendance-${dates.from ?? 'start'}-to-${dates.to ?? todayIn(gym?.timeZone)}.csv`;
      await downloadAttendanceCsv(rows, { columns, status: (s) => t(`attendance.report.status.${s}`) }, name);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <DateFilters
        timeZone={gym?.timeZone}
        onApply={(next) => {
          setDates(next);
          setPage(1);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{report.data ? t('attendance.report.total', { count: report.data.total }) : ''}</p>
        <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} disabled={!report.data?.total}>
          {exporting ? t('attendance.report.exporting') : t('attendance.report.export')}
        </Button>
      </div>
      {report.isPending && <InlineLoader>{t('attendance.report.loading')}</InlineLoader>}
      {report.error && <Alert tone="error">{errorMessage(report.error)}</Alert>}
      {report.data && report.data.total === 0 && <EmptyState title={t('attendance.report.empty')}>{t('attendance.report.emptyText')}</EmptyState>}
      {report.data && report.data.total > 0 && (
        <>
          <ReportCards rows={report.data.items} columns={columns} showMember={Boolean(gym)} />
          <ReportTable rows={report.data.items} columns={columns} showMember={Boolean(gym)} />
          <Pagination {...paging} totalPages={report.data.totalPages} />
        </>
      )}
    </div>
  );
}

/** Start and end dates, checked by the contract's rules against today before the server checks them again. */
function DateFilters({ timeZone, onApply }: { timeZone: string | undefined; onApply: (dates: AttendanceDates) => void }) {
  const { t } = useTranslation();
  const today = todayIn(timeZone);
  const schema = useMemo(() => attendanceDatesSchema(today), [today]);
  const form = useForm<{ from?: string; to?: string }>({ resolver: zodResolver(schema), defaultValues: { from: '', to: '' } });
  const blankToUndefined = (v?: string) => (v ? v : undefined);
  const submit = form.handleSubmit((values) => onApply({ from: blankToUndefined(values.from), to: blankToUndefined(values.to) }));
  const clear = () => {
    form.reset({ from: '', to: '' });
    onApply({});
  };
  const { errors } = form.formState;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-start">
      <TextField type="date" label={t('attendance.report.from')} error={errors.from?.message} {...form.register('from', { setValueAs: blankToUndefined })} />
      <TextField type="date" label={t('attendance.report.to')} max={today} error={errors.to?.message} {...form.register('to', { setValueAs: blankToUndefined })} />
      <Button type="submit" className="sm:mt-7">
        {t('attendance.report.apply')}
      </Button>
      <Button variant="secondary" className="sm:mt-7" onClick={clear}>
        {t('attendance.report.clear')}
      </Button>
    </form>
  );
}

type RowsProps = { rows: AttendanceRecord[]; columns: string[]; showMember: boolean };

function StatusBadge({ status }: { status: AttendanceRecord['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={status === 'checked_in' ? 'rounded-full bg-green-100 px-2 py-0.5 text-green-800' : 'rounded-full bg-slate-100 px-2 py-0.5 text-slate-700'}>
      {t(`attendance.report.status.${status}`)}
    </span>
  );
}

/** Phones: one card per visit, every column in view without scrolling sideways. */
function ReportCards({ rows, columns, showMember }: RowsProps) {
  const { t } = useTranslation();
  const [id, , member, date, checkIn, checkOut] = columns;
  return (
    <ul aria-label={t('attendance.report.caption')} className="flex flex-col gap-3 sm:hidden">
      {rows.map((r) => (
        <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-slate-900">{r.gymName}</p>
            <StatusBadge status={r.status} />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-slate-800">
            {showMember && (
              <div className="col-span-2">
                <dt className="text-xs text-slate-600">{member}</dt>
                <dd>{r.memberName}</dd>
              </div>
            )}
            <div>
              <dt className="text-xs text-slate-600">{date}</dt>
              <dd>{r.date}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{id}</dt>
              <dd className="font-mono text-xs leading-5" title={r.id}>
                {r.id.slice(0, 8).toUpperCase()}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{checkIn}</dt>
              <dd>{timeAt(r.checkInAt, r.timezone)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{checkOut}</dt>
              <dd>{timeAt(r.checkOutAt, r.timezone)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Wider screens: the table with the spec's columns. */
function ReportTable({ rows, columns, showMember }: RowsProps) {
  const { t } = useTranslation();
  const [id, gymName, member, date, checkIn, checkOut, status] = columns;
  const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
  const td = 'whitespace-nowrap px-3 py-2 text-sm text-slate-800';
  return (
    <ScrollRegion label={t('attendance.report.caption')} className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">{t('attendance.report.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>{id}</th>
            <th scope="col" className={th}>{gymName}</th>
            {showMember && <th scope="col" className={th}>{member}</th>}
            <th scope="col" className={th}>{date}</th>
            <th scope="col" className={th}>{checkIn}</th>
            <th scope="col" className={th}>{checkOut}</th>
            <th scope="col" className={th}>{status}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={`${td} font-mono text-xs`} title={r.id}>
                {r.id.slice(0, 8).toUpperCase()}
              </td>
              <td className={td}>{r.gymName}</td>
              {showMember && <td className={td}>{r.memberName}</td>}
              <td className={td}>{r.date}</td>
              <td className={td}>{timeAt(r.checkInAt, r.timezone)}</td>
              <td className={td}>{timeAt(r.checkOutAt, r.timezone)}</td>
              <td className={td}>
                <StatusBadge status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
