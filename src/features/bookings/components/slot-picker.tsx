import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { InlineLoader } from '@/components/ui/spinner';
import { formatTimeOfDay } from '@/lib/format';
import { useSlots } from '../api/get-slots';

/** The day's arrival slots, each with the places left; full ones cannot be chosen. */
export function SlotPicker({ gymId, date, value, onChange }: { gymId: string; date: string | null; value: string | null; onChange: (slot: string) => void }) {
  const { t } = useTranslation();
  const slots = useSlots(gymId, date);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('bookings.form.slot')}</legend>
      <p className="text-xs text-slate-500">{t('bookings.form.slotHint')}</p>
      {!date ? (
        <p className="text-sm text-slate-600">{t('bookings.form.chooseDate')}</p>
      ) : slots.isPending ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : slots.isError ? (
        <Alert tone="error">{t('bookings.form.slotsFailed')}</Alert>
      ) : slots.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('bookings.form.noSlots')}</p>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
          {slots.data.map((s) => {
            const full = s.available <= 0;
            return (
              <label
                key={s.slotTime}
                className={cn(
                  'flex min-h-14 flex-col justify-center rounded-xl border px-3 py-2',
                  full ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400' : 'cursor-pointer bg-white hover:border-brand-400',
                  s.slotTime === value ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : !full && 'border-slate-200',
                )}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="slot"
                    value={s.slotTime}
                    disabled={full}
                    checked={s.slotTime === value}
                    onChange={() => onChange(s.slotTime)}
                    className="size-4 accent-brand-600"
                  />
                  <span className="font-semibold">{formatTimeOfDay(s.slotTime)}</span>
                </span>
                <span className={cn('pl-6 text-xs', full ? 'font-semibold' : 'text-slate-600')}>
                  {full ? t('bookings.form.full') : t('bookings.form.placesLeft', { count: s.available })}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
