import type { TFunction } from 'i18next';
import { fetchEveryPage } from '@/lib/every-page';
import type { OwnerPayment } from '@contract/bookings/payments';
import { gymPayments, type GymPaymentsQuery } from './api/owner';
import { todayIn } from './dates';

/** Every payment matching the filters, page after page (the list's own call, largest pages). */
export async function fetchAllPayments(q: Omit<GymPaymentsQuery, 'page' | 'pageSize'>): Promise<OwnerPayment[]> {
  return fetchEveryPage((page, pageSize) => gymPayments({ ...q, page, pageSize }));
}

const COLUMNS = ['date', 'receipt', 'member', 'mobile', 'gym', 'pass', 'code', 'amount', 'method', 'status'] as const;

/** CSV through papaparse (loaded on the first export); cells that could run as formulas are escaped; rupees with paise. */
export async function paymentsCsv(payments: OwnerPayment[], t: TFunction): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const rows = payments.map((p) => [
    todayIn(p.timeZone, new Date(p.paidAt ?? p.createdAt)),
    p.receiptNumber ?? '',
    p.memberName,
    // National digits: a leading "+" would read as a formula in a spreadsheet.
    p.memberMobile.replace(/^\+91/, ''),
    p.gymName,
    t(`gyms.passes.${p.passType}`),
    p.bookingCode,
    (p.amountPaise / 100).toFixed(2),
    p.deskMethod ? `${t(`bookings.method.${p.method}`)} (${t(`bookings.deskMethod.${p.deskMethod}`)})` : t(`bookings.method.${p.method}`),
    t(`bookings.paymentRecordStatus.${p.status}`),
  ]);
  return Papa.unparse({ fields: COLUMNS.map((c) => t(`bookings.earnings.columns.${c}`)), data: rows }, { escapeFormulae: true });
}

