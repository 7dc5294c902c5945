import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Booking, PaymentMethod } from '@contract/bookings/bookings';
import type { PassType } from '@contract/gyms/gyms';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatPaise } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useUpgradePass, useUpgradeQuote } from '../api/upgrade';
import { formatDay } from '../dates';

/** A running pass moved to a longer one: each pass the gym offers with its price, the credit of the days left, and what is left to pay. */
export function UpgradeDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={booking !== null} onClose={onClose} title={t('bookings.upgrade.title')} description={booking ? t('bookings.upgrade.from', { pass: t(`gyms.passes.${booking.passType}`), gym: booking.gymName }) : undefined}>
      {booking && <UpgradeChoices key={booking.id} booking={booking} onClose={onClose} />}
    </Dialog>
  );
}

function UpgradeChoices({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quote = useUpgradeQuote(booking.id);
  const upgrade = useUpgradePass();
  const [pass, setPass] = useState<PassType | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('at_gym');
  const [error, setError] = useState<string | null>(null);
  // One key per choice: a second click or a lost answer is the same upgrade, not another.
  const keys = useRef(new Map<string, string>());
  const options = quote.data?.options ?? [];
  const chosen = options.find((o) => o.passType === pass) ?? null;

  const submit = async () => {
    if (!chosen) return;
    const body = { bookingId: booking.id, passType: chosen.passType, paymentMethod: method };
    const choice = JSON.stringify(body);
    if (!keys.current.has(choice)) keys.current.set(choice, crypto.randomUUID());
    try {
      const { message, data } = await upgrade.mutateAsync({ body, key: keys.current.get(choice)! });
      notify.success(message);
      onClose();
      // Paid online: the new pass waits for its payment on the booking screen, as a new booking does.
      if (data.payment) void navigate(`${paths.member.gymBookings}?booking=${encodeURIComponent(data.booking.id)}`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  if (quote.isPending) return <InlineLoader>{t('common.loading')}</InlineLoader>;
  if (quote.isError) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="error">{errorMessage(quote.error)}</Alert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('bookings.upgrade.close')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto">
      <p className="text-sm text-slate-600">{t('bookings.upgrade.creditRule', { count: quote.data.unusedDays })}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('bookings.upgrade.choose')}</legend>
        {options.map((o) => (
          <label
            key={o.passType}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
              o.passType === pass ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white hover:border-brand-400',
            )}
          >
            <input type="radio" name="upgrade-pass" value={o.passType} checked={o.passType === pass} onChange={() => setPass(o.passType)} className="mt-1 size-4 accent-brand-600" />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-medium text-slate-900">{t(`gyms.passes.${o.passType}`)}</span>
              <span className="text-xs text-slate-600">{t('bookings.upgrade.runs', { start: formatDay(o.startDate), end: formatDay(o.endDate) })}</span>
              <span className="grid grid-cols-[1fr_auto] gap-x-3 text-sm">
                <span className="text-slate-600">{t('bookings.upgrade.price')}</span>
                <span className="text-right tabular-nums text-slate-900">{formatPaise(o.pricePaise)}</span>
                <span className="text-green-800">{t('bookings.upgrade.credit')}</span>
                <span className="text-right tabular-nums text-green-800">−{formatPaise(o.creditPaise)}</span>
                <span className="font-semibold text-slate-900">{t('bookings.upgrade.youPay')}</span>
                <span className="text-right font-semibold tabular-nums text-brand-700">{formatPaise(o.amountPaise)}</span>
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {chosen && chosen.amountPaise > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('bookings.form.payment')}</legend>
          {(['at_gym', 'online'] as const).map((m) => (
            <label key={m} className="flex cursor-pointer items-start gap-3 text-sm">
              <input type="radio" name="upgrade-method" value={m} checked={m === method} onChange={() => setMethod(m)} className="mt-0.5 size-4 accent-brand-600" />
              <span>
                <span className="block font-medium text-slate-900">{t(m === 'online' ? 'bookings.form.online' : 'bookings.form.atGym')}</span>
                <span className="block text-slate-600">{t(m === 'online' ? 'bookings.upgrade.onlineHint' : 'bookings.upgrade.atGymHint')}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="text-xs text-slate-500">{t('bookings.upgrade.final')}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('bookings.upgrade.keep')}
        </Button>
        <Button onClick={() => void submit()} disabled={!chosen} loading={upgrade.isPending}>
          {chosen ? t('bookings.upgrade.confirmPay', { amount: formatPaise(chosen.amountPaise) }) : t('bookings.upgrade.confirm')}
        </Button>
      </DialogActions>
    </div>
  );
}
