import { useTranslation } from 'react-i18next';
import { numberFormat } from '@contract/calendar';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { InlineLoader } from '@/components/ui/spinner';
import { appLocale, formatPhoneNumber, formatTimeOfDay } from '@/lib/format';
import { useReceipt } from '../../api/payments';
import { formatInstantDay, formatShortDay } from '../../dates';

// Receipts show paise exactly: tax halves rarely come to whole rupees.
const money = (paise: number) => numberFormat(appLocale(), { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);
const percent = (bp: number) => numberFormat(appLocale(), { maximumFractionDigits: 2 }).format(bp / 200);

/** A printable receipt: the gym (with GSTIN and tax lines when it has one), number, member, pass, dates and amount. */
export function ReceiptView({ paymentId, backTo }: { paymentId: string; backTo: string }) {
  const { t } = useTranslation();
  const receipt = useReceipt(paymentId);
  if (receipt.isPending) return <InlineLoader>{t('common.loading')}</InlineLoader>;
  if (receipt.isError) return <Alert tone="error">{t('bookings.receipt.loadFailed')}</Alert>;
  const r = receipt.data;
  return (
    <section aria-labelledby="receipt-title" className="receipt mx-auto flex w-full max-w-2xl flex-col gap-4">
      <DocumentTitle title={`${t('bookings.receipt.title')} ${r.receiptNumber}`} />
      <div className="flex flex-wrap justify-between gap-2 print:hidden">
        <ButtonLink to={backTo} variant="ghost" size="sm">
          {t('bookings.receipt.back')}
        </ButtonLink>
        <Button size="sm" onClick={() => window.print()}>
          {t('bookings.receipt.print')}
        </Button>
      </div>
      <article className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-col justify-between gap-4 border-b border-slate-200 pb-4 sm:flex-row">
          <div>
            <p className="text-xl font-bold text-slate-900">{r.gym.name}</p>
            <p className="text-sm text-slate-700">{r.gym.address}</p>
            <p className="text-sm text-slate-700">
              {r.gym.area}, {r.gym.city}, {r.gym.state} {r.gym.pincode}
            </p>
            <p className="text-sm text-slate-700">{formatPhoneNumber(r.gym.contactNumber)}</p>
            {r.tax && (
              <p className="text-sm font-medium text-slate-900">
                {t('bookings.receipt.gstin')}: {r.tax.gstin}
              </p>
            )}
          </div>
          <div className="sm:text-right">
            <h1 id="receipt-title" className="text-lg font-bold uppercase tracking-wide text-slate-900">
              {t('bookings.receipt.title')}
            </h1>
            <p className="text-sm">
              {t('bookings.receipt.number')} <span className="font-mono font-semibold">{r.receiptNumber}</span>
            </p>
            <p className="text-sm">
              {t('bookings.receipt.date')}: {formatInstantDay(r.issuedAt, r.timeZone)}
            </p>
          </div>
        </header>
        <div className="text-sm">
          <p className="text-xs font-semibold uppercase text-slate-500">{t('bookings.receipt.billedTo')}</p>
          <p className="font-medium text-slate-900">{r.member.name}</p>
          <p className="text-slate-700">{formatPhoneNumber(r.member.mobile)}</p>
        </div>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs uppercase text-slate-500">
              <th scope="col" className="py-2">
                {t('bookings.receipt.description')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('bookings.history.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="align-top">
              <td className="py-2">
                <p className="font-medium text-slate-900">{t(`gyms.passes.${r.booking.passType}`)}</p>
                <p className="text-slate-600">{t('bookings.receipt.validity', { start: formatShortDay(r.booking.startDate), end: formatShortDay(r.booking.endDate) })}</p>
                <p className="text-slate-600">{t('bookings.receipt.slot', { time: formatTimeOfDay(r.booking.slotTime) })}</p>
                <p className="text-slate-600">
                  {t('bookings.receipt.bookingCode')}: <span className="font-mono">{r.booking.code}</span>
                </p>
                {r.tax && <p className="text-slate-600">{t('bookings.receipt.sac', { sac: r.tax.sac })}</p>}
              </td>
              {/* With a promo code or an upgrade's credit the pass shows its price (GST included) and the line taken off below it; tax lines follow on what is left. */}
              <td className="py-2 text-right tabular-nums">{money(r.upgrade ? r.upgrade.listPricePaise : r.discount ? r.discount.listPricePaise : r.tax ? r.tax.taxablePaise : r.amountPaise)}</td>
            </tr>
            {r.discount && (
              <tr>
                <td className="py-1 text-slate-700">{t('bookings.receipt.discount', { code: r.discount.code })}</td>
                <td className="py-1 text-right tabular-nums">−{money(r.discount.discountPaise)}</td>
              </tr>
            )}
            {r.upgrade && (
              <tr>
                <td className="py-1 text-slate-700">{t('bookings.receipt.upgradeCredit', { pass: t(`gyms.passes.${r.upgrade.fromPassType}`), code: r.upgrade.fromCode })}</td>
                <td className="py-1 text-right tabular-nums">−{money(r.upgrade.creditPaise)}</td>
              </tr>
            )}
          </tbody>
          <tfoot className="border-t border-slate-200 tabular-nums">
            {r.tax && (
              <>
                <tr>
                  <td className="pt-2 text-slate-700">{t('bookings.receipt.taxable')}</td>
                  <td className="pt-2 text-right">{money(r.tax.taxablePaise)}</td>
                </tr>
                <tr>
                  <td className="text-slate-700">{t('bookings.receipt.cgst', { rate: percent(r.tax.rateBp) })}</td>
                  <td className="text-right">{money(r.tax.cgstPaise)}</td>
                </tr>
                <tr>
                  <td className="text-slate-700">{t('bookings.receipt.sgst', { rate: percent(r.tax.rateBp) })}</td>
                  <td className="text-right">{money(r.tax.sgstPaise)}</td>
                </tr>
              </>
            )}
            <tr className="text-base font-bold text-slate-900">
              <td className="pt-2">{t(r.tax ? 'bookings.receipt.total' : 'bookings.receipt.totalNoTax')}</td>
              <td className="pt-2 text-right">{money(r.amountPaise)}</td>
            </tr>
          </tfoot>
        </table>
        <footer className="border-t border-slate-200 pt-3 text-sm text-slate-700">
          <p>
            {t('bookings.receipt.paidBy')}: {t(`bookings.method.${r.method}`)}
            {r.deskMethod && ` · ${t(`bookings.deskMethod.${r.deskMethod}`)}`}
          </p>
          {r.refundedAt && <p className="font-semibold text-red-700">{t('bookings.receipt.refunded', { date: formatInstantDay(r.refundedAt, r.timeZone) })}</p>}
        </footer>
      </article>
    </section>
  );
}
