import { useTranslation } from 'react-i18next';
import { useGymBusy } from '../api/gym-busy';

const dot = { quiet: 'bg-green-400', moderate: 'bg-amber-400', busy: 'bg-red-500' } as const;

/** "How busy now" from the gym's open check-ins, with when it was measured; its line is kept while loading so nothing shifts. */
export function BusyNow({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const busy = useGymBusy(gymId).data;
  const at = busy ? new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: true }).format(new Date(busy.at)) : '';
  return (
    <p className="flex min-h-5 items-center gap-2 text-sm" aria-live="polite">
      {busy && (
        <>
          <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${dot[busy.level]}`} />
          <span className="font-semibold">{t(`gyms.busy.${busy.level}`)}</span>
          <span className="text-brand-100">{t('gyms.busy.measured', { time: at })}</span>
        </>
      )}
    </p>
  );
}
