import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contract/bookings/bookings';
import type { AutoRenewPassType, Mandate } from '@contract/memberships/auto-renew';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatPaise } from '@/lib/format';
import { useChangeAutoRenew, useStartAutoRenew, useTestMandate } from '../api/auto-renew';
import { useCancelBooking } from '../api/change-booking';
import { formatDay, todayAt } from '../dates';
import { openRazorpayMandate } from '../razorpay';

// The contract's autoRenewPassTypes, written out: importing it would cost the first visit a chunk name (check:bundle).
const RENEWING: readonly AutoRenewPassType[] = ['monthly', 'quarterly', 'yearly'];

/** A paid monthly, quarterly or yearly pass that has not ended: the passes the server lets renew themselves. */
export const canAutoRenew = (b: Booking) =>
  b.status === 'confirmed' && b.paymentStatus === 'paid' && (RENEWING as readonly string[]).includes(b.passType) && b.endDate >= todayAt(b);

/**
 * "Renew automatically" on a pass: on → the mandate to authorise (the test gateway's Authorise / Decline, as its
 * checkout has Pay / Fail) → renewing, with the next debit's day and amount, Skip this one and Stop.
 */
export function AutoRenewPanel({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation();
  const start = useStartAutoRenew();
  const authorise = useTestMandate();
  const change = useChangeAutoRenew();
  const [mandate, setMandate] = useState<Mandate | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const r = b.autoRenew;
  const failure = [start.error, authorise.error, change.error].find(Boolean);
  const busy = start.isPending || authorise.isPending || change.isPending;
  const turnOn = () => start.mutate(b.id, { onSuccess: ({ data }) => setMandate(data) });
  const decide = (outcome: 'authorise' | 'decline', mandateId: string) =>
    authorise.mutate({ mandateId, outcome }, { onSuccess: ({ message }) => (setMandate(null), setSaid(message)) });
  // Razorpay: its Checkout authorises (recurring); the webhook turns the renewal on, so the member is told to wait for it.
  const [bankError, setBankError] = useState<unknown>(null);
  const authoriseAtBank = async (checkout: NonNullable<Mandate['checkout']>) => {
    setBankError(null);
    try {
      await openRazorpayMandate({ checkout, description: t(`gyms.passes.${b.passType}`) });
      setSaid(t('bookings.autoRenew.bankConfirms'));
    } catch (error) {
      setBankError(error);
    }
  };
  const pendingId = mandate?.mandateId ?? (r?.status === 'pending' ? r.mandateId : null);
  const next = r && r.nextDebitOn ? t('bookings.autoRenew.next', { date: formatDay(r.nextDebitOn), amount: formatPaise(r.amount) }) : null;
  return (
    <section aria-label={t('bookings.autoRenew.title')} className="flex flex-col gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-slate-700">
      {r?.status === 'active' && next && <p>{t('bookings.autoRenew.active', { next })}</p>}
      {r?.status === 'skipped' && <p>{t('bookings.autoRenew.skipped')}</p>}
      {r?.status === 'failed' && <p>{t('bookings.autoRenew.failed')}</p>}
      {pendingId ? (
        <div className="flex flex-col gap-2">
          <p>{next ? t('bookings.autoRenew.authoriseNext', { next }) : t('bookings.autoRenew.authorise')}</p>
          {mandate && <p className="text-xs text-slate-600">{t('bookings.autoRenew.mandate', { max: formatPaise(mandate.maxAmount), until: formatDay(mandate.validUntil) })}</p>}
          <div className="flex flex-wrap gap-2">
            {mandate?.checkout ? (
              <Button size="sm" disabled={busy} onClick={() => void authoriseAtBank(mandate.checkout!)}>
                {t('bookings.autoRenew.authoriseButton')}
              </Button>
            ) : (
              <>
                <Button size="sm" disabled={busy} onClick={() => decide('authorise', pendingId)}>
                  {t('bookings.autoRenew.authoriseButton')}
                </Button>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => decide('decline', pendingId)}>
                  {t('bookings.autoRenew.declineButton')}
                </Button>
              </>
            )}
          </div>
        </div>
      ) : r?.status === 'active' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => change.mutate({ bookingId: b.id, change: 'skip' }, { onSuccess: ({ message }) => setSaid(message) })}>
            {t('bookings.autoRenew.skip')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => change.mutate({ bookingId: b.id, change: 'stop' }, { onSuccess: ({ message }) => setSaid(message) })}>
            {t('bookings.autoRenew.stop')}
          </Button>
        </div>
      ) : (
        canAutoRenew(b) && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p>{t('bookings.autoRenew.offer', { date: formatDay(b.endDate) })}</p>
            <Button size="sm" disabled={busy} onClick={turnOn} aria-label={t('bookings.autoRenew.turnOnLabel', { pass: t(`gyms.passes.${b.passType}`), gym: b.gymName })}>
              {t('bookings.autoRenew.turnOn')}
            </Button>
          </div>
        )
      )}
      {said && !failure && <p role="status">{said}</p>}
      {(failure ?? bankError) ? <Alert tone="error">{errorMessage(failure ?? bankError)}</Alert> : null}
    </section>
  );
}

/** An upgrade held for its online payment (issue 39's leftover): pay it now, or abandon it and keep the pass it would replace. */
export function HeldUpgrade({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation();
  const abandon = useCancelBooking();
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-slate-700">
      <p>{t('bookings.autoRenew.heldUpgrade')}</p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`${paths.member.gymBookings}?booking=${encodeURIComponent(b.id)}`} size="sm">
          {t('bookings.autoRenew.resumeUpgrade')}
        </ButtonLink>
        <Button size="sm" variant="secondary" disabled={abandon.isPending} onClick={() => abandon.mutate({ bookingId: b.id })}>
          {t('bookings.autoRenew.abandonUpgrade')}
        </Button>
      </div>
      {abandon.error && <Alert tone="error">{errorMessage(abandon.error)}</Alert>}
    </div>
  );
}
