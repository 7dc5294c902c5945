import type { ComponentType } from 'react';
import type { Booking } from '@contract/bookings/bookings';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';

type BookingDialogProps = {
  /** the booking acted on; null: closed */
  booking: Booking | null;
  title: string;
  onClose: () => void;
  /** what the dialog asks; drawn afresh for each booking, so no choice carries over to the next */
  Choices: ComponentType<{ booking: Booking; onClose: () => void }>;
};

/** A dialog about one booking, under its gym's name (Reschedule, Freeze pass). */
export function BookingDialog({ booking, title, onClose, Choices }: BookingDialogProps) {
  return (
    <Dialog open={booking !== null} onClose={onClose} title={title} description={booking ? booking.gymName : undefined}>
      {booking && <Choices key={booking.id} booking={booking} onClose={onClose} />}
    </Dialog>
  );
}

/** A change to a booking sent from a dialog: the server's words in a toast and the dialog done, or its refusal kept in the dialog. */
export async function sendChange(request: Promise<{ message: string }>, done: () => void, refused: (error: unknown) => void) {
  try {
    notify.success((await request).message);
    done();
  } catch (error) {
    refused(error);
  }
}
