import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contract/bookings/bookings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, DialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api';
import { useFreezePass, useUnfreezePass } from '../api/freeze';
import { addDays, formatDay, todayAt } from '../dates';
import { endableFreeze } from './booking-card';
import { BookingDialog, sendChange } from './booking-dialog';

/** "Freeze pass": from a day of the pass, for up to the days left; the new end date shows before confirming. */
export function FreezeDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { t } = useTranslation();
  return <BookingDialog booking={booking} title={t('bookings.freeze.title')} onClose={onClose} Choices={FreezeChoices} />;
}

function FreezeChoices({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation();
  const freeze = useFreezePass();
  const tomorrow = addDays(todayAt(booking), 1);
  const [startDate, setStartDate] = useState(booking.startDate > tomorrow ? booking.startDate : tomorrow);
  const [days, setDays] = useState(String(Math.min(7, booking.freezeDaysLeft)));
  const [error, setError] = useState<{ message: string; fields: Record<string, string | undefined> } | null>(null);
  // One key per dialog: a second tap or a lost answer never freezes twice.
  const key = useRef(crypto.randomUUID());
  const count = Number(days);
  const valid = Number.isInteger(count) && count >= 1 && count <= booking.freezeDaysLeft && startDate !== '';
  const submit = async () => {
    await sendChange(freeze.mutateAsync({ key: key.current, bookingId: booking.id, startDate, days: count }), onClose, (e) =>
      setError({ message: errorMessage(e), fields: e instanceof ApiError ? e.fields : {} }),
    );
  };
  const fields = error?.fields ?? {};
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-slate-700">{t('bookings.freeze.allowance', { count: booking.freezeDaysLeft })}</p>
      <TextField
        label={t('bookings.freeze.from')}
        type="date"
        value={startDate}
        min={tomorrow}
        max={booking.endDate}
        onChange={(e) => setStartDate(e.target.value)}
        error={fields.startDate}
        required
      />
      <TextField
        label={t('bookings.freeze.days')}
        type="number"
        inputMode="numeric"
        min={1}
        max={booking.freezeDaysLeft}
        value={days}
        onChange={(e) => setDays(e.target.value)}
        error={fields.days}
        required
      />
      {valid && <p className="text-sm text-slate-700">{t('bookings.freeze.newEnd', { date: formatDay(addDays(booking.endDate, count)) })}</p>}
      {error && !fields.startDate && !fields.days && <Alert tone="error">{error.message}</Alert>}
      <DialogActions>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('bookings.freeze.keep')}
        </Button>
        <Button type="submit" disabled={!valid} loading={freeze.isPending}>
          {t('bookings.freeze.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** "End this freeze?": today becomes a day of the pass again and the unused days return. */
export function UnfreezeDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { t } = useTranslation();
  const unfreeze = useUnfreezePass();
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const current = booking && endableFreeze(booking);
  const close = () => {
    key.current = null;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!booking) return;
    key.current ??= crypto.randomUUID();
    await sendChange(unfreeze.mutateAsync({ key: key.current, bookingId: booking.id }), close, (e) => setError(errorMessage(e)));
  };
  return (
    <ConfirmDialog
      open={booking !== null}
      title={t('bookings.freeze.endTitle')}
      message={current && t('bookings.freeze.endMessage', { from: formatDay(current.startDate), to: formatDay(current.endDate) })}
      confirmLabel={t('bookings.freeze.endConfirm')}
      busy={unfreeze.isPending}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {error && <Alert tone="error">{error}</Alert>}
    </ConfirmDialog>
  );
}
