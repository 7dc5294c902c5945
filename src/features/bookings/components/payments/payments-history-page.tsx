import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '@contract/common';
import { DocumentTitle } from '@/components/layouts/document-title';
import { usePaging } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { usePaymentHistory } from '../../api/payments';
import { PaymentsTable } from './payments-table';
import { ReceiptView } from './receipt-view';
import '../../strings';

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
      <PaymentsTable
        list={history}
        paging={paging}
        columnLabel={(c) => t(`bookings.history.${c}`)}
        failed={t('bookings.history.loadFailed')}
        empty={t('bookings.history.empty')}
        receipt={(p) => ({ to: `${paths.member.paymentsHistory}?receipt=${encodeURIComponent(p.id)}`, label: t('bookings.history.viewReceipt', { number: p.receiptNumber }) })}
      />
    </section>
  );
}
