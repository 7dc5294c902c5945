import { useTranslation } from 'react-i18next';
import type { ClassSession } from '@contract/classes/classes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDay, sessionDay, sessionTime } from '../week';

export type SessionAction = { kind: 'roster' | 'move' | 'cancel'; session: ClassSession };

/** One session of the owner's week: its time, counts and what can be done with it (`managing`: moving and cancelling too). */
export function SessionCard({ session, managing = true, onAction }: { session: ClassSession; managing?: boolean; onAction: (action: SessionAction) => void }) {
  const { t } = useTranslation();
  const names = { title: session.title, day: formatDay(sessionDay(session)) };
  const ahead = Date.parse(session.startsAt) > Date.now();
  return (
    <Card className="flex h-full flex-col gap-2 p-4">
      <p className="text-sm font-medium text-slate-500">
        {sessionTime(session)} · {t('classes.public.minutes', { count: session.durationMinutes })} · {t(`classes.categories.${session.category}`)}
      </p>
      <h3 className="font-semibold text-slate-900">{session.title}</h3>
      <p className="text-sm text-slate-600">{session.trainerName ?? t('classes.owner.noTrainer')}</p>
      {session.cancelled ? (
        <p className="text-sm font-semibold text-red-700">{t('classes.owner.cancelled', { reason: session.cancelReason ?? '' })}</p>
      ) : (
        <p className="text-sm text-slate-700">
          {t('classes.owner.booked', { booked: session.booked, capacity: session.capacity })}
          {session.waitlisted > 0 && ` · ${t('classes.owner.waitlisted', { count: session.waitlisted })}`}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button variant="secondary" size="sm" aria-label={t('classes.owner.rosterLabel', names)} onClick={() => onAction({ kind: 'roster', session })}>
          {t('classes.owner.roster')}
        </Button>
        {managing && ahead && !session.cancelled && (
          <>
            <Button variant="ghost" size="sm" aria-label={t('classes.owner.changeLabel', names)} onClick={() => onAction({ kind: 'move', session })}>
              {t('classes.owner.change')}
            </Button>
            <Button variant="ghost" size="sm" className="text-red-700" aria-label={t('classes.owner.cancelLabel', names)} onClick={() => onAction({ kind: 'cancel', session })}>
              {t('classes.owner.cancel')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
