import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Paged } from '@contract/common';
import type { Payment } from '@contract/bookings/payments';
import type { RecordedBy } from '@contract/gyms/staff';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, type usePaging } from '@/components/ui/pagination';
import { InlineLoader } from '@/components/ui/spinner';
import { formatPaise, formatPhoneNumber } from '@/lib/format';
import { formatInstantDay } from '../../dates';
import { DeskNotes } from '../desk-notes';

const columns = ['date', 'member', 'gym', 'pass', 'amount', 'method', 'status', 'receipt'] as const;
type Column = (typeof columns)[number];

type PaymentsTableProps<P extends Payment> = {
  list: UseQueryResult<Paged<P>>;
  paging: ReturnType<typeof usePaging>;
  columnLabel: (column: Column) => string;
  failed: string;
  empty: string;
  /** the owner's table: who paid, in a column of its own, and refunds in red */
  /** recordedBy: who took the payment at the desk (the owner's rows only) */
  member?: (payment: P) => { name: string; mobile: string; recordedBy?: RecordedBy | null | undefined };
  receipt: (payment: P) => { to: string; label: string };
};

/** A page of payments, the owner's or the member's: each with its day, gym, pass, amount, method, state and receipt link. */
export function PaymentsTable<P extends Payment>({ list, paging, columnLabel, failed, empty, member, receipt }: PaymentsTableProps<P>) {
  const { t } = useTranslation();
  if (list.isPending) return <InlineLoader>{t('common.loading')}</InlineLoader>;
  if (list.isError) return <Alert tone="error">{failed}</Alert>;
  if (list.data.items.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className={member ? 'w-full min-w-[44rem] text-left text-sm' : 'w-full min-w-[40rem] text-left text-sm'}>
          <thead className="bg-slate-50 text-xs uppercase text-slate-600">
            <tr>
              {columns
                .filter((c) => member || c !== 'member')
                .map((c) => (
                  <th key={c} scope="col" className={c === 'amount' ? 'px-4 py-3 text-right' : 'px-4 py-3'}>
                    {columnLabel(c)}
                  </th>
                ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.data.items.map((p) => {
              const who = member?.(p);
              const link = receipt(p);
              return (
                <tr key={p.id}>
                  <td className="whitespace-nowrap px-4 py-3">{formatInstantDay(p.paidAt ?? p.createdAt, p.timeZone)}</td>
                  {who && (
                    <td className="px-4 py-3">
                      <span className="block font-medium text-slate-900">{who.name}</span>
                      <span className="text-xs text-slate-500">{formatPhoneNumber(who.mobile)}</span>
                    </td>
                  )}
                  <td className={who ? 'px-4 py-3' : 'px-4 py-3 font-medium text-slate-900'}>{p.gymName}</td>
                  <td className="px-4 py-3">{t(`gyms.passes.${p.passType}`)}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums">{formatPaise(p.amountPaise)}</td>
                  <td className="px-4 py-3">
                    {t(`bookings.method.${p.method}`)}
                    {p.deskMethod && ` · ${t(`bookings.deskMethod.${p.deskMethod}`)}`}
                    <DeskNotes paidBy={who?.recordedBy} />
                  </td>
                  <td className={who && p.status === 'refunded' ? 'px-4 py-3 font-semibold text-red-700' : 'px-4 py-3'}>{t(`bookings.paymentRecordStatus.${p.status}`)}</td>
                  <td className="px-4 py-3">
                    {p.receiptNumber ? (
                      <Link className="font-medium text-brand-700 underline" to={link.to}>
                        {link.label}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {list.data.totalPages > 1 && <Pagination {...paging} totalPages={list.data.totalPages} />}
    </>
  );
}
