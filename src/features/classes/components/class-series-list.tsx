import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassSeries } from '@contract/classes/classes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { InlineLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatTimeOfDay } from '@/lib/format';
import { notify } from '@/lib/notify';
import { endSeries, useClassMutation, useSeries } from '../api/owner';
import { formatDay } from '../week';

/** The gym's class series: what repeats each week, with Edit and End. */
export function ClassSeriesList({ gymId, onEdit }: { gymId: string; onEdit: (series: ClassSeries) => void }) {
  const { t } = useTranslation();
  const series = useSeries(gymId);
  const end = useClassMutation(endSeries);
  const [ending, setEnding] = useState<ClassSeries | null>(null);
  const confirmEnd = async () => {
    if (!ending) return;
    try {
      notify.success((await end.mutateAsync(ending.id)).message);
      setEnding(null);
    } catch (error) {
      notify.error(t('classes.owner.failed'), { description: errorMessage(error) });
    }
  };
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{t('classes.owner.seriesTitle')}</h2>
      {series.isPending ? (
        <InlineLoader>{t('classes.owner.loading')}</InlineLoader>
      ) : !series.data?.length ? (
        <p className="text-slate-600">{t('classes.owner.seriesEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {series.data.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {s.title} <span className="text-sm font-normal text-slate-500">· {t(`classes.categories.${s.category}`)}</span>
                  {s.ended && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t('classes.owner.seriesEnded')}</span>}
                </p>
                <p className="text-sm text-slate-600">{seriesWhen(t, s)}</p>
              </div>
              {!s.ended && (
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" aria-label={t('classes.owner.editLabel', { title: s.title })} onClick={() => onEdit(s)}>
                    {t('classes.owner.edit')}
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700" aria-label={t('classes.owner.endLabel', { title: s.title })} onClick={() => setEnding(s)}>
                    {t('classes.owner.end')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={t('classes.owner.endTitle')}
        message={t('classes.owner.endMessage', { title: ending?.title ?? '' })}
        confirmLabel={t('classes.owner.end')}
        danger
        busy={end.isPending}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setEnding(null)}
      />
    </Card>
  );
}

function seriesWhen(t: (key: string, options?: Record<string, unknown>) => string, s: ClassSeries): string {
  const days = s.days.map((d) => t(`classes.weekdays.${d}`)).join(', ');
  const when = t('classes.owner.seriesWhen', { days, time: formatTimeOfDay(s.startTime), duration: s.durationMinutes, count: s.capacity });
  const span = s.endDate ? t('classes.owner.seriesFromTo', { start: formatDay(s.startDate), end: formatDay(s.endDate) }) : t('classes.owner.seriesFrom', { start: formatDay(s.startDate) });
  return `${when} · ${span}`;
}
