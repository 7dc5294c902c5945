import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@contract/common';
import { paymentRecordStatuses, type Earnings } from '@contract/bookings/payments';
import { DocumentTitle } from '@/components/layouts/document-title';
import { useAreaPath } from '@/components/owner/desk-access';
import { useCurrentGym, useOwnerGyms } from '@/components/owner/owner-gyms';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/field';
import { usePaging } from '@/components/ui/pagination';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatPaise } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/stores/session-store';
import { useEarnings, useGymPayments } from '../../api/owner';
import { todayIn } from '../../dates';
import { fetchAllPayments, paymentsCsv } from '../../payments-csv';
import { downloadCsv } from '@/lib/download-csv';
import '../../strings';
import { PaymentsTable } from './payments-table';

// recharts is large: it loads with this screen's chart, never with the first page.
const EarningsChart = lazy(() => import('./earnings-chart'));

/** /gym_owner/payments: earnings today, this month and in a range (per gym, per pass, per day), the payments list and its CSV. */
export function OwnerPaymentsPage() {
  const { t } = useTranslation();
  const gyms = useOwnerGyms();
  const current = useCurrentGym().gym;
  const staff = useSessionStore((st) => st.userType === 'staff');
  const [chosen, setGymId] = useState('');
  // Staff see one gym's payments at a time (every gym of the owner is the owner's view): the current one until they pick.
  const gymId = chosen || (staff ? (current?.id ?? '') : '');
  const areaPath = useAreaPath();
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  // Until the owner picks dates: this month to today, on the chosen gym's calendar (or the latest of their gyms').
  const to = picked.to ?? latestToday((gyms.data ?? []).filter((g) => !gymId || g.id === gymId).map((g) => g.timeZone));
  const from = picked.from ?? `${to.slice(0, 7)}-01`;
  const range = { ...(gymId ? { gymId } : {}), from, to };
  const earnings = useEarnings(range);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('bookings.earnings.title')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('bookings.earnings.title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('bookings.earnings.subtitle')}</p>
      </header>
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Select label={t('bookings.earnings.gym')} value={gymId} onChange={(e) => setGymId(e.target.value)}>
          {!staff && <option value="">{t('bookings.earnings.allGyms')}</option>}
          {gyms.data?.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </Select>
        <TextField type="date" label={t('bookings.earnings.from')} value={from} max={to} onChange={(e) => e.target.value && setPicked({ from: e.target.value, to })} />
        <TextField type="date" label={t('bookings.earnings.to')} value={to} min={from} onChange={(e) => e.target.value && setPicked({ from, to: e.target.value })} />
      </div>
      {earnings.isPending ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : earnings.isError ? (
        <Alert tone="error">{errorMessage(earnings.error) || t('bookings.earnings.loadFailed')}</Alert>
      ) : (
        <EarningsFigures earnings={earnings.data} />
      )}
      <PaymentsList range={range} receiptsAt={areaPath(paths.owner.bookings)} />
    </section>
  );
}

/** The latest calendar day among these zones (India's when there are none): no gym's today falls after it. */
const latestToday = (zones: string[]) => (zones.length ? zones.map((zone) => todayIn(zone)).sort().at(-1)! : todayIn());

function EarningsFigures({ earnings: e }: { earnings: Earnings }) {
  const { t } = useTranslation();
  const cards = [
    ['today', e.today],
    ['month', e.month],
    ['range', e.range],
    ['refunds', e.refunds],
  ] as const;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(([key, figure]) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-sm font-medium text-slate-600">{t(`bookings.earnings.${key}`)}</dt>
            <dd className={key === 'refunds' ? 'text-2xl font-bold text-red-700' : 'text-2xl font-bold text-slate-900'}>{formatPaise(figure.paise)}</dd>
            <dd className="text-xs text-slate-500">{t('bookings.earnings.payments', { count: figure.count })}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="daily-title" className="rounded-2xl border border-slate-200 bg-white p-4">
        <h2 id="daily-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('bookings.earnings.daily')}
        </h2>
        <Suspense fallback={<div className="h-64" />}>
          <EarningsChart days={e.daily} />
        </Suspense>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Breakdown title={t('bookings.earnings.perGym')} rows={e.perGym.map((g) => ({ key: g.gymId, label: g.gymName, ...g }))} />
        <Breakdown title={t('bookings.earnings.perPass')} rows={e.perPass.map((p) => ({ key: p.passType, label: t(`gyms.passes.${p.passType}`), ...p }))} />
      </div>
    </>
  );
}

function Breakdown({ title, rows }: { title: string; rows: { key: string; label: string; paise: number; count: number }[] }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('bookings.earnings.none')}</p>
      ) : (
        <table className="w-full text-sm">
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className="py-2 text-left font-medium text-slate-900">
                  {r.label}
                </th>
                <td className="py-2 text-right text-slate-600">{t('bookings.earnings.payments', { count: r.count })}</td>
                <td className="py-2 text-right font-semibold tabular-nums">{formatPaise(r.paise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PaymentsList({ range, receiptsAt }: { range: { gymId?: string; from: string; to: string }; receiptsAt: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [method, setMethod] = useState('');
  const paging = usePaging(PAGE_SIZES);
  const { page, pageSize, onPageChange: setPage } = paging;
  const [exporting, setExporting] = useState(false);
  const filters = { ...range, status, method };
  const list = useGymPayments({ ...filters, page, pageSize });
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllPayments(filters);
      downloadCsv(await paymentsCsv(all, t), `payments-${range.from}-to-${range.to}.csv`);
    } catch (error) {
      notify.error(t('bookings.earnings.exportFailed'), { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <section aria-labelledby="payments-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="payments-title" className="text-lg font-semibold text-slate-900">
          {t('bookings.earnings.list')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <Select label={t('bookings.earnings.status')} value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))}>
            <option value="">{t('bookings.earnings.any')}</option>
            {paymentRecordStatuses
              .filter((s) => s !== 'created')
              .map((s) => (
                <option key={s} value={s}>
                  {t(`bookings.paymentRecordStatus.${s}`)}
                </option>
              ))}
          </Select>
          <Select label={t('bookings.earnings.method')} value={method} onChange={(e) => (setMethod(e.target.value), setPage(1))}>
            <option value="">{t('bookings.earnings.any')}</option>
            <option value="online">{t('bookings.method.online')}</option>
            <option value="at_gym">{t('bookings.method.at_gym')}</option>
          </Select>
          <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} disabled={!list.data?.total}>
            {exporting ? t('bookings.earnings.exporting') : t('bookings.earnings.export')}
          </Button>
        </div>
      </div>
      <PaymentsTable
        list={list}
        paging={paging}
        columnLabel={(c) => t(`bookings.earnings.columns.${c}`)}
        failed={t('bookings.earnings.listFailed')}
        empty={t('bookings.earnings.empty')}
        member={(p) => ({ name: p.memberName, mobile: p.memberMobile, recordedBy: p.recordedBy })}
        receipt={(p) => ({ to: `${receiptsAt}?receipt=${encodeURIComponent(p.id)}`, label: p.receiptNumber ?? '' })}
      />
    </section>
  );
}
