import { useTranslation } from 'react-i18next';
import type { Busy } from '@contract/attendance';
import { cn } from '@/components/ui/cn';
import { formatter } from '@/lib/format';
import { useGymBusy } from '../api/gym-busy';
import '../strings';

const dot = { quiet: 'bg-green-400', moderate: 'bg-amber-400', busy: 'bg-red-500' } as const;
const clock = formatter(() => new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: true }));

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
          <span className={timeClassName}>{t('gyms.busy.measured', { time: clock(new Date(busy.at)) })}</span>
        </>
      )}
    </p>
  );
}

/** "How busy now" on the gym profile, measured again every minute. */
export function BusyNow({ gymId }: { gymId: string }) {
  return (
    <div aria-live="polite">
      <BusyLine busy={useGymBusy(gymId).data} timeClassName="text-brand-100" />
    </div>
  );
}
