import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Busy } from '@contract/attendance/attendance';
import { cn } from '@/components/ui/cn';
import { formatClock } from '@/lib/format';
import { useGymBusy } from '../api/gym-busy';
import { useGymsBusy } from '../api/gyms-busy';
import '../strings';

const dot = { quiet: 'bg-green-400', moderate: 'bg-amber-400', busy: 'bg-red-500' } as const;

/**
 * Quiet, Moderate or Busy with when it was measured; the line keeps its height while there is no reading
 * (loading, or the reading failed), so nothing below it moves and nothing is guessed.
 */
export function BusyLine({ busy, className, timeClassName }: { busy: Busy | undefined; className?: string; timeClassName: string }) {
  const { t } = useTranslation();
  return (
    <p className={cn('flex min-h-5 flex-wrap items-center gap-x-2 text-sm leading-5', className)} data-busy={busy?.level ?? 'none'}>
      {busy && (
        <>
          <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 shrink-0 rounded-full ${dot[busy.level]}`} />
          <span className="font-semibold">{t(`gyms.busy.${busy.level}`)}</span>
          <span className={timeClassName}>{t('gyms.busy.measured', { time: formatClock(new Date(busy.at)) })}</span>
        </>
      )}
    </p>
  );
}

/**
 * "How busy now" on the gym profile, measured again every minute. Its first render has no reading, even with one in the
 * cache (the server-drawn profile brings it inline): the server draws the line empty (it cannot know the visitor's time
 * zone), so hydration matches and the line fills after, in a deferred render.
 */
export function BusyNow({ gymId }: { gymId: string }) {
  // null, not undefined: an initial value of undefined would mean none was given.
  const busy = useDeferredValue<Busy | null | undefined>(useGymBusy(gymId).data, null);
  return (
    <div aria-live="polite">
      <BusyLine busy={busy ?? undefined} timeClassName="text-brand-100" />
    </div>
  );
}

const BusyReadings = createContext<Map<string, Busy> | undefined>(undefined);

/**
 * Asks how busy a page of gyms is (once the page is on screen, apart from the search) for the busy lines inside. When the
 * readings arrive only those lines draw again, not the cards around them, and in a deferred render React can interrupt.
 * The first render has none, even with readings already in the cache (the server-drawn list brings them inline): the
 * server draws the lines empty (it cannot know the visitor's time zone), so hydration matches and the lines fill after.
 */
export function GymsBusyReadings({ gymIds, children }: { gymIds: string[]; children: ReactNode }) {
  // null, not undefined: an initial value of undefined would mean none was given.
  const readings = useDeferredValue<Map<string, Busy> | null | undefined>(useGymsBusy(gymIds).data, null);
  return <BusyReadings value={readings ?? undefined}>{children}</BusyReadings>;
}

/** A gym card's busy line, from the readings of the page it is on (none outside GymsBusyReadings). */
export function GymBusyLine({ gymId, className, timeClassName }: { gymId: string; className?: string; timeClassName: string }) {
  return <BusyLine busy={useContext(BusyReadings)?.get(gymId)} className={className} timeClassName={timeClassName} />;
}
