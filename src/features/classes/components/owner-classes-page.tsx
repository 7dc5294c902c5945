import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassSeries, ClassSession } from '@contract/classes/classes';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { useGymAccess } from '@/components/owner/desk-access';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InlineLoader } from '@/components/ui/spinner';
import { useTimetable } from '../api/public';
import { mondayOf } from '@contract/calendar';
import { addDays, dayOf, formatDay, sessionDay, weekDays } from '../week';
import { ClassFormDialog } from './class-form-dialog';
import { ClassSeriesList } from './class-series-list';
import { ClassSettings } from './class-settings';
import { SessionCard, type SessionAction } from './session-card';
import { CancelSessionDialog, MoveSessionDialog, RosterDialog } from './session-dialogs';
import '../strings';

type Editing = { series: ClassSeries | null } | null;

/** /gym_owner/classes: the chosen gym's week of sessions, its class series and its no-show rule. */
export function OwnerClassesPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('classes.owner.title')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('classes.owner.title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('classes.owner.subtitle')}</p>
      </header>
      <OwnerGymScope>{(gym) => <GymClasses key={gym.id} gym={gym} />}</OwnerGymScope>
    </section>
  );
}

function GymClasses({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  const [monday, setMonday] = useState(() => mondayOf(dayOf(gym.timeZone)));
  const [editing, setEditing] = useState<Editing>(null);
  const [action, setAction] = useState<SessionAction | null>(null);
  // The front desk reads the week and marks rosters; the owner and a manager also plan the classes.
  const managing = useGymAccess(gym.id).can('classes.create');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <WeekPicker monday={monday} timeZone={gym.timeZone} onChange={setMonday} />
        {managing && <Button onClick={() => setEditing({ series: null })}>{t('classes.owner.add')}</Button>}
      </div>
      <WeekView gymId={gym.id} monday={monday} managing={managing} onAction={setAction} />
      {managing && <ClassSeriesList gymId={gym.id} onEdit={(series) => setEditing({ series })} />}
      {managing && <ClassSettings gymId={gym.id} />}
      {editing && <ClassFormDialog gymId={gym.id} timeZone={gym.timeZone} series={editing.series} onClose={() => setEditing(null)} />}
      {action?.kind === 'roster' && <RosterDialog session={action.session} onClose={() => setAction(null)} />}
      {action?.kind === 'move' && <MoveSessionDialog gymId={gym.id} session={action.session} onClose={() => setAction(null)} />}
      {action?.kind === 'cancel' && <CancelSessionDialog session={action.session} onClose={() => setAction(null)} />}
    </div>
  );
}

/** The desk's classes today (the staff area's home), each with its roster to mark. */
export function TodaysClasses({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  const today = dayOf(gym.timeZone);
  const timetable = useTimetable(gym.id, today, today);
  const [roster, setRoster] = useState<ClassSession | null>(null);
  const sessions = (timetable.data ?? []).filter((s) => sessionDay(s) === today);
  return (
    <section aria-labelledby="classes-today" className="flex flex-col gap-3">
      <h2 id="classes-today" className="text-lg font-semibold text-slate-900">
        {t('classes.owner.today')}
      </h2>
      {timetable.isPending ? (
        <InlineLoader>{t('classes.owner.loading')}</InlineLoader>
      ) : timetable.isError ? (
        <Alert tone="error">{t('classes.owner.loadFailed')}</Alert>
      ) : sessions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('classes.owner.noSessions')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} managing={false} onAction={(action) => setRoster(action.session)} />
            </li>
          ))}
        </ul>
      )}
      {roster && <RosterDialog session={roster} onClose={() => setRoster(null)} />}
    </section>
  );
}

function WeekPicker({ monday, timeZone, onChange }: { monday: string; timeZone: string; onChange: (day: string) => void }) {
  const { t } = useTranslation();
  const thisWeek = mondayOf(dayOf(timeZone));
  return (
    <nav aria-label={t('classes.owner.weekLabel', { day: formatDay(monday) })} className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => onChange(addDays(monday, -7))}>
        <span aria-hidden="true">‹ </span>
        {t('classes.owner.prevWeek')}
      </Button>
      <p className="min-w-36 text-center font-semibold text-slate-900" aria-live="polite">
        {t('classes.owner.weekLabel', { day: formatDay(monday) })}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onChange(addDays(monday, 7))}>
        {t('classes.owner.nextWeek')}
        <span aria-hidden="true"> ›</span>
      </Button>
      {monday !== thisWeek && (
        <Button variant="ghost" size="sm" onClick={() => onChange(thisWeek)}>
          {t('classes.owner.thisWeek')}
        </Button>
      )}
    </nav>
  );
}

/** Day by day: each day a heading and its sessions, on phones one column, wider screens cards side by side. */
function WeekView({ gymId, monday, managing, onAction }: { gymId: string; monday: string; managing: boolean; onAction: (action: SessionAction) => void }) {
  const { t } = useTranslation();
  const days = weekDays(monday);
  const timetable = useTimetable(gymId, days[0]!, days[6]!);
  if (timetable.isPending) return <InlineLoader>{t('classes.owner.loading')}</InlineLoader>;
  if (timetable.isError)
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('classes.owner.loadFailed')}</span>
        <Button variant="secondary" size="sm" onClick={() => void timetable.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );
  if (timetable.data.length === 0) return <Card className="text-slate-600">{t('classes.owner.emptyWeek')}</Card>;
  const byDay = (day: string): ClassSession[] => timetable.data.filter((s) => sessionDay(s) === day);
  return (
    <ol className="flex flex-col gap-4">
      {days.map((day) => (
        <li key={day} aria-labelledby={`day-${day}`} className="flex flex-col gap-2">
          {/* An empty day takes one line: the week's classes stay close together. */}
          <div className="flex flex-wrap items-baseline gap-x-3">
            <h2 id={`day-${day}`} className="text-base font-semibold text-slate-900">
              {formatDay(day)}
            </h2>
            {byDay(day).length === 0 && <p className="text-sm text-slate-500">{t('classes.owner.noSessions')}</p>}
          </div>
          {byDay(day).length > 0 && (
            <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
              {byDay(day).map((session) => (
                <li key={session.id}>
                  <SessionCard session={session} managing={managing} onAction={onAction} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
