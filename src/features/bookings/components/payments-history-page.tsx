import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '@contract/common';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatPaise } from '@/lib/format';
import { usePaymentHistory } from '../api/payments';
import { formatInstantDay } from '../dates';
import { ReceiptView } from './receipt-view';
import '../strings';

/** /member/payments-history: every payment with its receipt; ?receipt=<paymentId> shows the printable receipt. */
export function PaymentsHistoryPage() {
  const [params] = useSearchParams();
  const receipt = params.get('receipt');
  return receipt ? <ReceiptView paymentId={receipt} backTo={paths.member.paymentsHistory} /> : <PaymentsList />;
}

function PaymentsList() {
  const { t } = useTranslation();
  const paging = usePaging(PAGE_SIZES);
  const { page, pageSize } = paging;
  const history = usePaymentHistory(page, pageSize);
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('bookings.history.title')} />
      <h1 id="history-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('bookings.history.title')}
      </h1>
      {history.isPending ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : history.isError ? (
        <Alert tone="error">{t('bookings.history.loadFailed')}</Alert>
      ) : history.data.items.length === 0 ? (
        <EmptyState title={t('bookings.history.empty')} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  {(['date', 'gym', 'pass', 'amount', 'method', 'status', 'receipt'] as const).map((c) => (
                    <th key={c} scope="col" className={c === 'amount' ? 'px-4 py-3 text-right' : 'px-4 py-3'}>
                      {t(`bookings.history.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {history.data.items.map((p) => (
                  <tr key={p.id}>
                    <td className="whitespace-nowrap px-4 py-3">{formatInstantDay(p.paidAt ?? p.createdAt, p.timeZone)}</td>
                    <td className="px-4 py-3 font-medium text-slate-900">{p.gymName}</td>
                    <td className="px-4 py-3">{t(`gyms.passes.${p.passType}`)}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums">{formatPaise(p.amountPaise)}</td>
                    <td className="px-4 py-3">
                      {t(`bookings.method.${p.method}`)}
                      {p.deskMethod && ` · ${t(`bookings.deskMethod.${p.deskMethod}`)}`}
                    </td>
                    <td className="px-4 py-3">{t(`bookings.paymentRecordStatus.${p.status}`)}</td>
                    <td className="px-4 py-3">
                      {p.receiptNumber ? (
                        <Link className="font-medium text-brand-700 underline" to={`${paths.member.paymentsHistory}?receipt=${encodeURIComponent(p.id)}`}>
                          {t('bookings.history.viewReceipt', { number: p.receiptNumber })}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {history.data.totalPages > 1 && (
            <Pagination {...paging} totalPages={history.data.totalPages} />
          )}
        </>
      )}
    </section>
  );
}
