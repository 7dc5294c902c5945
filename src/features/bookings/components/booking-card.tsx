import { useTranslation } from 'react-i18next';
import type { Booking } from '@contract/bookings/bookings';
import { renewBookableFrom, renewLink, renewStartDate } from '@contract/memberships/renewal';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { formatPaise, formatTimeOfDay } from '@/lib/format';
import { formatDay, formatInstant, todayAt } from '../dates';
import { BookingBarcode } from './booking-barcode';
import { UpiPay } from './upi-pay';
import { AutoRenewPanel, canAutoRenew, HeldUpgrade } from './auto-renew';

const statusTone: Record<Booking['status'], string> = {
  confirmed: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-slate-200 text-slate-700',
  completed: 'bg-brand-100 text-brand-800',
};

export function StatusBadge({ status }: { status: Booking['status'] }) {
  const { t } = useTranslation();
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', statusTone[status])}>{t(`bookings.status.${status}`)}</span>;
}

/** renew: the member's current or last pass at this gym, which offers the same pass again from the day after it ends; onUpgrade: given for a running pass that can move to a longer one. */
type CardProps = {
  booking: Booking;
  upcoming: boolean;
  renew?: boolean;
  onCancel?: () => void;
  onReschedule?: () => void;
  onFreeze?: () => void;
  onUnfreeze?: () => void;
  onUpgrade?: (() => void) | undefined;
};

/** One booking: date, time, package, status and payment; upcoming ones add the barcode and the changes still allowed. */
export function BookingCard({ booking: b, upcoming, renew = false, onCancel, onReschedule, onFreeze, onUnfreeze, onUpgrade }: CardProps) {
  const { t } = useTranslation();
  const live = b.status === 'pending' || b.status === 'confirmed';
  return (
    <article aria-labelledby={`booking-${b.id}`} className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex items-start justify-between gap-3">
        <div>
          <h3 id={`booking-${b.id}`} className="font-semibold text-slate-900">
            {b.gymName}
          </h3>
          <p className="text-sm text-slate-600">
            {b.gymArea}, {b.gymCity}
          </p>
        </div>
        <StatusBadge status={b.status} />
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Item term={t('bookings.view.date')}>{formatDay(b.startDate)}</Item>
        {b.endDate !== b.startDate && <Item term={t('bookings.view.validUntil')}>{formatDay(b.endDate)}</Item>}
        <Item term={t('bookings.view.time')}>{formatTimeOfDay(b.slotTime)}</Item>
        <Item term={t('bookings.view.package')}>{t(`gyms.passes.${b.passType}`)}</Item>
        <Item term={t('bookings.view.payment')}>
          {formatPaise(b.amountPaise)} · {t(`bookings.paymentStatus.${b.paymentStatus}`)}
        </Item>
        <Item term={t('bookings.view.code')}>
          <span className="font-mono">{b.code}</span>
        </Item>
      </dl>
      {upcoming && b.status === 'confirmed' && <BookingBarcode code={b.code} />}
      {upcoming && b.upiLink && <UpiPay link={b.upiLink} code={b.code} amountPaise={b.amountPaise} />}
      {/* A pass renewing itself is not offered a second renewal by hand. */}
      {renew && (b.status === 'confirmed' || b.status === 'completed') && b.autoRenew?.status !== 'active' && <RenewLink booking={b} />}
      {upcoming && b.status === 'confirmed' && <Freezes booking={b} onFreeze={onFreeze} onUnfreeze={onUnfreeze} />}
      {upcoming && (b.autoRenew || canAutoRenew(b)) && <AutoRenewPanel booking={b} />}
      {upcoming && b.status === 'pending' && b.upgradedFromId && <HeldUpgrade booking={b} />}
      {onUpgrade && (
        <Button size="sm" variant="secondary" className="self-start" onClick={onUpgrade} aria-label={t('bookings.view.upgradeLabel', { pass: t(`gyms.passes.${b.passType}`), gym: b.gymName })}>
          {t('bookings.view.upgrade')}
        </Button>
      )}
      {upcoming && live && !(b.status === 'pending' && b.upgradedFromId) && (
        <footer className="flex flex-col gap-2 border-t border-slate-100 pt-3">
          {b.canChange ? (
            <>
              <p className="text-xs text-slate-600">{t('bookings.view.changeUntil', { time: formatInstant(b.changeDeadline, b.timeZone) })}</p>
              <div className="flex flex-wrap gap-2">
                {b.status === 'pending' && (
                  <ButtonLink to={`${paths.member.gymBookings}?booking=${encodeURIComponent(b.id)}`} size="sm">
                    {t('bookings.view.payNow')}
                  </ButtonLink>
                )}
                {/* A freeze's dates belong to this pass's days: the server refuses to move a frozen pass, so it is not offered. */}
                {b.freezes.length === 0 && (
                  <Button size="sm" variant="secondary" onClick={onReschedule}>
                    {t('bookings.view.reschedule')}
                  </Button>
                )}
                <Button size="sm" variant="secondary" onClick={onCancel}>
                  {t('bookings.view.cancel')}
                </Button>
              </div>
            </>
          ) : (
            <p className="text-sm text-slate-600">{t('bookings.view.windowClosed', { time: formatInstant(b.changeDeadline, b.timeZone) })}</p>
          )}
        </footer>
      )}
    </article>
  );
}

/** Opens the booking screen with this gym, pass and the day after it ends chosen; slot and payment are chosen there, at today's price. */
function RenewLink({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation();
  const today = todayAt(b);
  const startDate = renewStartDate(b.endDate, today);
  const opens = renewBookableFrom(startDate, today);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-3 py-2">
      <p className="text-sm text-slate-700">{t('bookings.view.renewFrom', { date: formatDay(startDate) })}</p>
      {opens > today ? (
        <p className="text-sm text-slate-600">{t('bookings.view.renewOpens', { date: formatDay(opens) })}</p>
      ) : (
        <ButtonLink to={renewLink(b.gymId, b.passType, startDate)} size="sm" aria-label={t('bookings.view.renewLabel', { pass: t(`gyms.passes.${b.passType}`), gym: b.gymName })}>
          {t('bookings.view.renew')}
        </ButtonLink>
      )}
    </div>
  );
}

/** The freeze that can still be ended: the current one, or the next to come. */
export const endableFreeze = (b: Booking, today = todayAt(b)) => b.freezes.find((f) => f.endDate >= today) ?? null;

/** The pass's pauses, and Freeze while days are left / End freeze while one is current or to come. */
function Freezes({ booking: b, onFreeze, onUnfreeze }: Pick<CardProps, 'booking' | 'onFreeze' | 'onUnfreeze'>) {
  const { t } = useTranslation();
  const today = todayAt(b);
  const endable = endableFreeze(b, today) !== null;
  if (b.freezes.length === 0 && b.freezeDaysLeft === 0) return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm text-slate-700">
      {b.freezes.length > 0 && (
        <ul>
          {b.freezes.map((f) => (
            <li key={f.startDate}>{t('bookings.freeze.frozen', { from: formatDay(f.startDate), to: formatDay(f.endDate) })}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>{t('bookings.freeze.allowance', { count: b.freezeDaysLeft })}</p>
        <div className="flex gap-2">
          {endable && (
            <Button size="sm" variant="secondary" onClick={onUnfreeze}>
              {t('bookings.freeze.end')}
            </Button>
          )}
          {b.freezeDaysLeft > 0 && b.endDate > today && (
            <Button size="sm" variant="secondary" onClick={onFreeze} aria-label={t('bookings.freeze.label', { pass: t(`gyms.passes.${b.passType}`), gym: b.gymName })}>
              {t('bookings.freeze.open')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
