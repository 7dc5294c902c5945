import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_AUDIT_DAYS_DEFAULT, type StaffAuditRow } from '@contract/gyms/staff';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/field';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { InlineLoader } from '@/components/ui/spinner';
import { formatCalendarDay } from '@/lib/format';
import { useStaffAudit } from '../api/staff-audit';

const RANGES = [7, STAFF_AUDIT_DAYS_DEFAULT, 30, 90] as const;
const COUNTS = ['checkIns', 'paymentsMarked', 'walkIns', 'statusChanges', 'classMarks'] as const;

/** The owner's audit: each person's desk actions per day, newest day first, in a table that scrolls sideways on a phone. */
export function DeskActivity({ gymId, gymName }: { gymId: string; gymName: string }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(STAFF_AUDIT_DAYS_DEFAULT);
  const audit = useStaffAudit(gymId, days);
  const caption = t('ownerStaff.activity.caption', { gym: gymName, days });

  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="activity-heading" className="text-xl font-semibold text-slate-900">
            {t('ownerStaff.activity.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('ownerStaff.activity.subtitle')}</p>
        </div>
        <Select label={t('ownerStaff.activity.range')} value={days} onChange={(e) => setDays(Number(e.target.value))} containerClassName="w-full sm:w-48">
          {RANGES.map((n) => (
            <option key={n} value={n}>
              {t('ownerStaff.activity.rangeOption', { days: n })}
            </option>
          ))}
        </Select>
      </div>
      {audit.isPending ? (
        <InlineLoader>{t('ownerStaff.activity.loading')}</InlineLoader>
      ) : audit.isError ? (
        <Alert tone="error">
          <p>{t('ownerStaff.activity.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void audit.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      ) : audit.data.length === 0 ? (
        <EmptyState title={t('ownerStaff.activity.empty')}>{t('ownerStaff.activity.emptyText')}</EmptyState>
      ) : (
        <ScrollRegion label={caption} className="max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
          <ActivityTable caption={caption} rows={audit.data} />
        </ScrollRegion>
      )}
    </section>
  );
}

function ActivityTable({ caption, rows }: { caption: string; rows: StaffAuditRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="min-w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">{t('ownerStaff.activity.day')}</th>
          <th scope="col" className="px-3 py-2 font-semibold">{t('ownerStaff.activity.person')}</th>
          <th scope="col" className="px-3 py-2 font-semibold">{t('ownerStaff.activity.role')}</th>
          {COUNTS.map((key) => (
            <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
              {t(`ownerStaff.activity.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={`${row.day}-${row.name}-${row.role}`}>
            <td className="whitespace-nowrap px-3 py-2">{formatCalendarDay(row.day)}</td>
            <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">{row.name}</th>
            <td className="whitespace-nowrap px-3 py-2">{t(`ownerStaff.roles.${row.role}`)}</td>
            {COUNTS.map((key) => (
              <td key={key} className="px-3 py-2 text-right tabular-nums">
                {row[key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
