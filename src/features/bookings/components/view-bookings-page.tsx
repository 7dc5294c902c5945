import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contract/bookings/bookings';
import { PAGE_SIZES } from '@contract/constants';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { InlineLoader } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useMyBookings } from '../api/my-bookings';
import { saveNextBarcode } from '../barcode-store';
import { todayAt } from '../dates';
import { BookingCard } from './booking-card';
import type { Acting } from './booking-dialogs';
import { isOffline, OfflineBarcode } from './saved-barcode';
import '../strings';

// The dialogs (forms, calendar, slot picker, the booking rules) load on the first Cancel or Reschedule, not with the list.
const BookingDialogs = lazy(() => import('./booking-dialogs').then((module) => ({ default: module.BookingDialogs })));
const UpgradeDialog = lazy(() => import('./upgrade-dialog').then((module) => ({ default: module.UpgradeDialog })));

type Tab = 'all' | 'upcoming';

/** Per gym, the pass that ends last among those held (confirmed or completed): the one "Renew" continues. Gyms in `skip` have one already. */
function lastPassPerGym(bookings: Booking[], skip = new Set<string>()): Set<string> {
  const last = new Map<string, Booking>();
  for (const b of bookings) {
    if ((b.status !== 'confirmed' && b.status !== 'completed') || skip.has(b.gymId)) continue;
    const seen = last.get(b.gymId);
    if (!seen || b.endDate > seen.endDate) last.set(b.gymId, b);
  }
  return new Set([...last.values()].map((b) => b.id));
}

/** A paid pass of several days running today, not frozen today or ahead, with a longer pass above it: the server quotes and checks again. */
function upgradable(b: Booking): boolean {
  const today = todayAt(b);
  return (
    b.status === 'confirmed' &&
    b.paymentStatus === 'paid' &&
    b.passType !== 'day' &&
    b.passType !== 'yearly' &&
    b.startDate <= today &&
    b.endDate >= today &&
    !b.freezes.some((f) => f.endDate >= today)
  );
}

/** /member/view-bookings: tabs All and Upcoming; upcoming bookings with barcode, Cancel and Reschedule; past ones below. */
export function ViewBookingsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const [acting, setActing] = useState<Acting>(null);
  const [upgrading, setUpgrading] = useState<Booking | null>(null);
  const [upgradeWanted, setUpgradeWanted] = useState(false);
  if (upgrading && !upgradeWanted) setUpgradeWanted(true);
  // Mounted from the first action on, so a closing dialog keeps its element (and gives focus back) as before.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (acting && !dialogsWanted) setDialogsWanted(true);
  // A query's answer re-renders at once, in one task: the list (cards, barcodes) follows in a render React can interrupt.
  const upcoming = useDeferredValue(useMyBookings({ scope: 'upcoming', page: 1, pageSize: 48 }));

  // The next upcoming booking's barcode stays on this device, for the desk without a network.
  const next = upcoming.data?.items.find((b) => b.status === 'confirmed');
  const renewable = lastPassPerGym(upcoming.data?.items ?? []);
  // A gym with a pass still to come renews from that one, not from a past one.
  const gymsAhead = new Set((upcoming.data?.items ?? []).filter((b) => b.status !== 'cancelled').map((b) => b.gymId));
  useEffect(() => {
    if (upcoming.isSuccess) saveNextBarcode(next);
  }, [upcoming.isSuccess, next]);

  return (
    <section aria-labelledby="bookings-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('bookings.view.title')} />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="bookings-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('bookings.view.title')}
        </h1>
        <ButtonLink to={paths.member.gymBookings} variant="secondary">
          {t('bookings.view.bookGym')}
        </ButtonLink>
      </header>
      <Tabs<Tab>
        label={t('bookings.view.tabsLabel')}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'all', label: t('bookings.view.all') },
          { id: 'upcoming', label: t('bookings.view.upcoming') },
        ]}
      />
      <div role="tabpanel" aria-labelledby={`tab-${tab}`} className="flex flex-col gap-8">
        <section aria-labelledby="upcoming-title" className="flex flex-col gap-3">
          <h2 id="upcoming-title" className="text-lg font-semibold text-slate-900">
            {t('bookings.view.upcoming')}
          </h2>
          {upcoming.isPending && !upcoming.isPaused ? (
            <InlineLoader>{t('common.loading')}</InlineLoader>
          ) : upcoming.isPending || upcoming.isError ? (
            <LoadFailed onRetry={() => void upcoming.refetch()} />
          ) : upcoming.data.items.length === 0 ? (
            <EmptyState title={t('bookings.view.noUpcoming')}>
              <ButtonLink to={paths.member.gymBookings} className="mt-3">
                {t('bookings.view.bookGym')}
              </ButtonLink>
            </EmptyState>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {upcoming.data.items.map((b) => (
                <li key={b.id}>
                  <BookingCard
                    booking={b}
                    upcoming
                    renew={renewable.has(b.id)}
                    onCancel={() => setActing({ kind: 'cancel', booking: b })}
                    onReschedule={() => setActing({ kind: 'reschedule', booking: b })}
                    onFreeze={() => setActing({ kind: 'freeze', booking: b })}
                    onUnfreeze={() => setActing({ kind: 'unfreeze', booking: b })}
                    onUpgrade={upgradable(b) ? () => setUpgrading(b) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        {/* Past bookings load alongside but show once the upcoming list has its height: nothing below it moves (CLS). */}
        {tab === 'all' && (
          <div hidden={upcoming.isPending}>
            <PastBookings gymsAhead={gymsAhead} />
          </div>
        )}
      </div>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <BookingDialogs acting={acting} onClose={() => setActing(null)} />
        </Suspense>
      )}
      {upgradeWanted && (
        <Suspense fallback={null}>
          <UpgradeDialog booking={upgrading} onClose={() => setUpgrading(null)} />
        </Suspense>
      )}
    </section>
  );
}

function PastBookings({ gymsAhead }: { gymsAhead: Set<string> }) {
  const { t } = useTranslation();
  const paging = usePaging(PAGE_SIZES);
  const { page, pageSize } = paging;
  const past = useDeferredValue(useMyBookings({ scope: 'past', page, pageSize }));
  const renewable = lastPassPerGym(past.data?.items ?? [], gymsAhead);
  return (
    <section aria-labelledby="past-title" className="flex flex-col gap-3">
      <h2 id="past-title" className="text-lg font-semibold text-slate-900">
        {t('bookings.view.past')}
      </h2>
      {past.isPending && !past.isPaused ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : past.isPending || past.isError ? (
        isOffline() ? <p className="text-slate-600">{t('bookings.view.pastOffline')}</p> : <Alert tone="error">{t('bookings.view.loadFailed')}</Alert>
      ) : past.data.items.length === 0 ? (
        <p className="text-slate-600">{t('bookings.view.noPast')}</p>
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2">
            {past.data.items.map((b) => (
              <li key={b.id}>
                <BookingCard booking={b} upcoming={false} renew={renewable.has(b.id)} />
              </li>
            ))}
          </ul>
          {past.data.totalPages > 1 && (
            <Pagination {...paging} totalPages={past.data.totalPages} />
          )}
        </>
      )}
    </section>
  );
}

/** "Failed to load bookings" with Try again; offline, the saved barcode instead of an error. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  if (isOffline()) return <OfflineBarcode />;
  return (
    <Alert tone="error">
      <p>{t('bookings.view.loadFailed')}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        {t('bookings.view.retry')}
      </Button>
    </Alert>
  );
}
