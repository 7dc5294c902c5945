import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { bookingPaymentStatuses, bookingStatuses, type OwnerBooking } from '@contract/bookings/bookings';
import { PAGE_SIZES } from '@contract/common';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { deskMethods, type DeskMethod } from '@contract/bookings/payments';
import { DocumentTitle } from '@/components/layouts/document-title';
import { useAreaPath, useGymAccess } from '@/components/owner/desk-access';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Select, TextField } from '@/components/ui/field';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatPaise, formatPhoneNumber, formatTimeOfDay } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useGymBookings, useOwnerBookingActions } from '../api/owner';
import { formatDay, todayAt } from '../dates';
import { endableFreeze, StatusBadge } from './booking-card';
import { DeskNotes } from './desk-notes';
import { FreezeDialog, UnfreezeDialog } from './freeze-dialogs';
import { ReceiptView } from './payments/receipt-view';
import '../strings';

type Filters = { from: string; to: string; status: string; payment: string; q: string };
const NO_FILTERS: Filters = { from: '', to: '', status: '', payment: '', q: '' };
const FROZEN = 'frozen';
type ActionKind = 'paid' | 'complete' | 'cancel' | 'freeze' | 'unfreeze';
type Acting = { kind: ActionKind; booking: OwnerBooking } | null;

/** /gym_owner/booking-management: the current gym's bookings, filtered and searched; desk payment, completion, cancellation. */
export function OwnerBookingsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const receipt = params.get('receipt');
  const areaPath = useAreaPath();
  if (receipt) return <ReceiptView paymentId={receipt} backTo={areaPath(paths.owner.bookings)} />;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('bookings.owner.title')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('bookings.owner.title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('bookings.owner.subtitle')}</p>
      </header>
      <OwnerGymScope>{(gym) => <GymBookings key={gym.id} gym={gym} />}</OwnerGymScope>
    </section>
  );
}

/** The desk's day (the staff area's home): the gym's bookings from today on, with the same search and desk actions. */
export function TodaysBookings({ gym }: { gym: OwnerGym }) {
  return <GymBookings gym={gym} start={{ ...NO_FILTERS, from: todayAt(gym) }} />;
}

function GymBookings({ gym, start = NO_FILTERS }: { gym: OwnerGym; start?: Filters }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(start);
  const [filters, setFilters] = useState<Filters>(start);
  const access = useGymAccess(gym.id);
  const paging = usePaging(PAGE_SIZES);
  const { page, pageSize, onPageChange: setPage } = paging;
  const [acting, setActing] = useState<Acting>(null);
  // "Frozen" sits among the statuses on screen; the API takes it as its own filter.
  const { status, ...others } = filters;
  const list = useGymBookings({ gymId: gym.id, ...others, ...(status === FROZEN ? { frozen: '1' } : { status }), page, pageSize });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const field = (key: keyof Filters) => ({ value: draft[key], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }) });
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={apply} className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <TextField type="date" label={t('bookings.owner.from')} {...field('from')} />
        <TextField type="date" label={t('bookings.owner.to')} {...field('to')} />
        <Select label={t('bookings.owner.status')} {...field('status')}>
          <option value="">{t('bookings.owner.any')}</option>
          {bookingStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`bookings.status.${s}`)}
            </option>
          ))}
          <option value={FROZEN}>{t('bookings.freeze.filter')}</option>
        </Select>
        <Select label={t('bookings.owner.payment')} {...field('payment')}>
          <option value="">{t('bookings.owner.any')}</option>
          {bookingPaymentStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`bookings.paymentStatus.${s}`)}
            </option>
          ))}
        </Select>
        <TextField type="search" label={t('bookings.owner.search')} {...field('q')} />
        <div className="flex gap-2">
          <Button type="submit">{t('bookings.owner.apply')}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(start);
              setFilters(start);
              setPage(1);
            }}
          >
            {t('bookings.owner.clear')}
          </Button>
        </div>
      </form>
      {list.isPending ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : list.isError ? (
        <Alert tone="error">{t('bookings.owner.loadFailed')}</Alert>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('bookings.owner.empty')} />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('bookings.owner.results', { count: list.data.total })}
          </p>
          <ul className="flex flex-col gap-3">
            {list.data.items.map((b) => (
              <li key={b.id}>
                <OwnerBookingRow booking={b} access={access} onAct={(kind) => setActing({ kind, booking: b })} />
              </li>
            ))}
          </ul>
          {list.data.totalPages > 1 && (
            <Pagination {...paging} totalPages={list.data.totalPages} />
          )}
        </>
      )}
      <OwnerActionDialogs acting={acting} onClose={() => setActing(null)} />
      <FreezeDialog booking={acting?.kind === 'freeze' ? acting.booking : null} onClose={() => setActing(null)} />
      <UnfreezeDialog booking={acting?.kind === 'unfreeze' ? acting.booking : null} onClose={() => setActing(null)} />
    </div>
  );
}

type Access = ReturnType<typeof useGymAccess>;

/** Only what the person's role may do shows: the front desk marks desk payments; a manager also completes and cancels; freezes are the owner's. */
function OwnerBookingRow({ booking: b, access, onAct }: { booking: OwnerBooking; access: Access; onAct: (kind: ActionKind) => void }) {
  const { t } = useTranslation();
  const managing = access.can('bookings.set-status');
  const freezing = access.role === 'owner';
  const live = managing && (b.status === 'pending' || b.status === 'confirmed');
  const payable = b.paymentMethod === 'at_gym' && b.paymentStatus === 'unpaid' && (b.status === 'confirmed' || b.status === 'completed');
  // The desk freezes a pass for its member, within the same allowance and notice.
  const today = todayAt(b);
  const endable = freezing && b.status === 'confirmed' && endableFreeze(b, today) !== null;
  const freezable = freezing && b.status === 'confirmed' && b.freezeDaysLeft > 0 && b.endDate > today;
  return (
    <article aria-label={`${b.memberName} ${b.code}`} className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1.2fr_1.5fr_auto] md:items-center">
      <div>
        <p className="font-semibold text-slate-900">{b.memberName}</p>
        <p className="text-sm text-slate-600">{formatPhoneNumber(b.memberMobile)}</p>
        <p className="font-mono text-xs text-slate-500">{b.code}</p>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <p className="text-slate-900">
          {t(`gyms.passes.${b.passType}`)} · {formatDay(b.startDate)} · {formatTimeOfDay(b.slotTime)}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <StatusBadge status={b.status} />
          <span>
            {formatPaise(b.amountPaise)} · {t(`bookings.method.${b.paymentMethod}`)} · {t(`bookings.paymentStatus.${b.paymentStatus}`)}
          </span>
        </p>
        <DeskNotes paidBy={b.paidBy} lastBy={b.recordedBy} />
        {b.promoCode && <p className="text-xs text-slate-600">{t('bookings.owner.promo', { code: b.promoCode, discount: formatPaise(b.discountPaise) })}</p>}
        {b.cancelReason && <p className="text-xs text-slate-500">{b.cancelReason}</p>}
        {b.freezes.map((f) => (
          <p key={f.startDate} className="text-xs text-sky-800">
            {t('bookings.freeze.frozen', { from: formatDay(f.startDate), to: formatDay(f.endDate) })}
          </p>
        ))}
        {payable && b.upiLink && <p className="text-xs text-slate-600">{t('bookings.owner.upiNote', { code: b.code })}</p>}
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        {payable && (
          <Button size="sm" onClick={() => onAct('paid')}>
            {t('bookings.owner.markPaid')}
          </Button>
        )}
        {managing && b.status === 'confirmed' && (
          <Button size="sm" variant="secondary" onClick={() => onAct('complete')}>
            {t('bookings.owner.markCompleted')}
          </Button>
        )}
        {freezable && (
          <Button size="sm" variant="secondary" onClick={() => onAct('freeze')} aria-label={t('bookings.freeze.deskLabel', { name: b.memberName, code: b.code })}>
            {t('bookings.freeze.open')}
          </Button>
        )}
        {endable && (
          <Button size="sm" variant="secondary" onClick={() => onAct('unfreeze')}>
            {t('bookings.freeze.end')}
          </Button>
        )}
        {live && (
          <Button size="sm" variant="secondary" onClick={() => onAct('cancel')}>
            {t('bookings.owner.cancel')}
          </Button>
        )}
      </div>
    </article>
  );
}

function OwnerActionDialogs({ acting, onClose }: { acting: Acting; onClose: () => void }) {
  const { t } = useTranslation();
  const { setStatus, markPaid } = useOwnerBookingActions();
  const areaPath = useAreaPath();
  const [deskMethod, setDeskMethod] = useState<DeskMethod>('cash');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const b = acting?.booking;
  const close = () => {
    setReason('');
    setError(null);
    key.current = null;
    onClose();
  };
  const names = b && { name: b.memberName, pass: t(`gyms.passes.${b.passType}`), date: formatDay(b.startDate), amount: formatPaise(b.amountPaise) };

  const recordPayment = async () => {
    if (!b) return;
    key.current ??= crypto.randomUUID();
    try {
      const result = await markPaid.mutateAsync({ body: { bookingId: b.id, deskMethod }, key: key.current });
      const paymentId = result.payment?.id;
      notify.success(t('bookings.owner.paid'));
      close();
      if (paymentId) setReceiptLink(paymentId);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const [receiptLink, setReceiptLink] = useState<string | null>(null);

  const change = async (status: 'completed' | 'cancelled') => {
    if (!b) return;
    if (status === 'cancelled' && !reason.trim()) return setError(t('bookings.owner.reasonRequired'));
    try {
      notify.success(await setStatus.mutateAsync({ bookingId: b.id, status, ...(status === 'cancelled' ? { reason: reason.trim() } : {}) }));
      close();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <>
      {receiptLink && (
        // Bottom left on wide screens: the toasts take the bottom right (on phones they take the top).
        <Alert tone="success" className="fixed inset-x-4 bottom-4 z-20 sm:right-auto sm:w-96">
          <p className="font-semibold">{t('bookings.owner.paid')}</p>
          <Link className="inline-flex min-h-6 items-center font-medium underline" to={`${areaPath(paths.owner.bookings)}?receipt=${encodeURIComponent(receiptLink)}`}>
            {t('bookings.owner.viewReceipt')}
          </Link>
        </Alert>
      )}
      <ConfirmDialog
        open={acting?.kind === 'paid'}
        title={t('bookings.owner.markPaidTitle')}
        message={names && t('bookings.owner.markPaidMessage', names)}
        confirmLabel={t('bookings.owner.record')}
        busy={markPaid.isPending}
        onConfirm={() => void recordPayment()}
        onCancel={close}
      >
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t('bookings.owner.payment')}</legend>
          {deskMethods.map((m) => (
            <label key={m} className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input type="radio" name="desk-method" value={m} checked={deskMethod === m} onChange={() => setDeskMethod(m)} className="accent-brand-600" />
              {t(`bookings.deskMethod.${m}`)}
            </label>
          ))}
        </fieldset>
        {b && deskMethod === 'upi' && <p className="text-sm text-slate-700">{t('bookings.owner.upiCheck', { code: b.code, amount: formatPaise(b.amountPaise) })}</p>}
        {error && <Alert tone="error">{error}</Alert>}
      </ConfirmDialog>
      <ConfirmDialog
        open={acting?.kind === 'complete'}
        title={t('bookings.owner.completeTitle')}
        message={names && t('bookings.owner.completeMessage', names)}
        confirmLabel={t('bookings.owner.completeConfirm')}
        busy={setStatus.isPending}
        onConfirm={() => void change('completed')}
        onCancel={close}
      >
        {error && <Alert tone="error">{error}</Alert>}
      </ConfirmDialog>
      <ConfirmDialog
        open={acting?.kind === 'cancel'}
        title={t('bookings.owner.cancelTitle')}
        message={names && t('bookings.owner.cancelMessage', names)}
        confirmLabel={t('bookings.owner.cancelConfirm')}
        danger
        busy={setStatus.isPending}
        onConfirm={() => void change('cancelled')}
        onCancel={close}
      >
        <TextField label={t('bookings.owner.reason')} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        {error && <Alert tone="error">{error}</Alert>}
      </ConfirmDialog>
    </>
  );
}
