import { useTranslation } from 'react-i18next';
import type { RenewalRow } from '@contract/memberships/auto-renew';
import { Alert } from '@/components/ui/alert';
import { InlineLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatPaise } from '@/lib/format';
import { useOwnerRenewals } from '../api/renewals';
import { formatDay } from '../utils/dates';

/** The owner's automatic renewals at one gym (issue 39): who renews, the next debits and their sum for 30 days, failed ones to follow up. */
export function RenewalsPanel({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const renewals = useOwnerRenewals(gymId);
  return (
    <section aria-labelledby="renewals-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="renewals-title" className="text-lg font-semibold text-slate-900">
          {t('members.renewals.title')}
        </h2>
        {renewals.data && <p className="text-sm font-medium text-slate-700">{t('members.renewals.sum', { amount: formatPaise(renewals.data.next30DaysPaise) })}</p>}
      </header>
      {renewals.isPending ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : renewals.isError ? (
        <Alert tone="error">{errorMessage(renewals.error)}</Alert>
      ) : renewals.data.renewing.length === 0 && renewals.data.failed.length === 0 ? (
        <p className="text-sm text-slate-600">{t('members.renewals.none')}</p>
      ) : (
        <>
          <Rows rows={renewals.data.renewing} label={t('members.renewals.title')} />
          {renewals.data.failed.length > 0 && (
            <>
              <h3 className="text-base font-semibold text-red-800">{t('members.renewals.failed')}</h3>
              <Rows rows={renewals.data.failed} label={t('members.renewals.failed')} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function Rows({ rows, label }: { rows: RenewalRow[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 text-sm">
      {rows.map((r) => (
        <li key={r.bookingId} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="font-medium text-slate-900">
            {r.memberName} <span className="font-normal text-slate-600">· {t(`gyms.passes.${r.passType}`)}</span>
          </span>
          <span className={r.status === 'failed' ? 'text-red-800' : 'text-slate-700'}>
            {r.status === 'failed' && r.failedOn
              ? t('members.renewals.failedOn', { date: formatDay(r.failedOn) })
              : r.nextDebitOn && t('members.renewals.next', { date: formatDay(r.nextDebitOn), amount: formatPaise(r.amount) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
