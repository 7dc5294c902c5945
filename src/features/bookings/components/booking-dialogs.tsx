import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_HORIZON_DAYS, type Booking } from '@contract/bookings/bookings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, DialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { formatTimeOfDay } from '@/lib/format';
import { useCancelBooking, useRescheduleBooking } from '../api/change-booking';
import { useGymForBooking } from '../api/get-gym';
import { addDays, formatDay, todayAt } from '../dates';
import { BookingCalendar } from './booking-calendar';
import { BookingDialog, sendChange } from './booking-dialog';
import { FreezeDialog, UnfreezeDialog } from './freeze-dialogs';
import { SlotPicker } from './slot-picker';

/** "Cancel this booking?" with an optional reason; the server says when the window has closed. */
export function CancelBookingDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelBooking();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!booking) return;
    await sendChange(cancel.mutateAsync({ bookingId: booking.id, ...(reason.trim() ? { reason: reason.trim() } : {}) }), close, (e) => setError(errorMessage(e)));
  };
  return (
    <ConfirmDialog
      open={booking !== null}
      title={t('bookings.view.cancelTitle')}
      message={
        booking && (
          <>
            <p>{t('bookings.view.cancelMessage', { pass: t(`gyms.passes.${booking.passType}`), gym: booking.gymName, date: formatDay(booking.startDate), time: formatTimeOfDay(booking.slotTime) })}</p>
            {booking.paymentStatus === 'paid' && <p className="mt-1">{t('bookings.view.cancelRefund')}</p>}
          </>
        )
      }
      confirmLabel={t('bookings.view.cancelConfirm')}
      danger
      busy={cancel.isPending}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <TextField label={t('bookings.view.cancelReason')} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      {error && <Alert tone="error">{error}</Alert>}
    </ConfirmDialog>
  );
}

/** A new start date and arrival slot for a live booking; the place moves only if the new slot has room. */
export function RescheduleDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { t } = useTranslation();
  return <BookingDialog booking={booking} title={t('bookings.view.rescheduleTitle')} onClose={onClose} Choices={RescheduleChoices} />;
}

function RescheduleChoices({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation();
  const gym = useGymForBooking(booking.gymId);
  const move = useRescheduleBooking();
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const today = todayAt(booking);
  const submit = async () => {
    if (!date || !slot) return;
    await sendChange(move.mutateAsync({ bookingId: booking.id, startDate: date, slotTime: slot }), onClose, (e) => setError(errorMessage(e)));
  };
  return (
    <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto">
      <BookingCalendar
        label={t('bookings.form.startDate')}
        value={date}
        min={today}
        max={addDays(today, BOOKING_HORIZON_DAYS)}
        weeklyOff={gym.data?.weeklyOff ?? 'none'}
        onChange={(d) => {
          setDate(d);
          setSlot(null);
        }}
      />
      <SlotPicker gymId={booking.gymId} date={date} value={slot} onChange={setSlot} />
      {error && <Alert tone="error">{error}</Alert>}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('bookings.view.keep')}
        </Button>
        <Button onClick={() => void submit()} disabled={!date || !slot} loading={move.isPending}>
          {t('bookings.view.rescheduleConfirm')}
        </Button>
      </DialogActions>
    </div>
  );
}

export type Acting = { kind: 'cancel' | 'reschedule' | 'freeze' | 'unfreeze'; booking: Booking } | null;

/** The member's Cancel, Reschedule and Freeze dialogs, the one `acting` names open (view-bookings-page.tsx loads this on first use). */
export function BookingDialogs({ acting, onClose }: { acting: Acting; onClose: () => void }) {
  const the = (kind: NonNullable<Acting>['kind']) => (acting?.kind === kind ? acting.booking : null);
  return (
    <>
      <CancelBookingDialog booking={the('cancel')} onClose={onClose} />
      <RescheduleDialog booking={the('reschedule')} onClose={onClose} />
      <FreezeDialog booking={the('freeze')} onClose={onClose} />
      <UnfreezeDialog booking={the('unfreeze')} onClose={onClose} />
    </>
  );
}
