import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { classCategoryLabels, type Roster } from '@contract/classes/classes';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineLoader } from '@/components/ui/spinner';
import { trainerPaths } from '@/config/trainer-paths';
import { errorMessage } from '@/lib/api';
import { useMarkAttendance, useRoster } from '../api/roster';
import { formatSessionTime } from './days';
import '../strings';

type Entry = Roster['entries'][number];
type Answer = { tone: 'success' | 'error'; text: string } | null;

const markable = (e: Entry) => e.status === 'booked' || e.status === 'attended' || e.status === 'missed';

/** /trainer/classes/:sessionId: who booked, who is waiting, who checked in at the gym; Present/Absent for each place. */
export function RosterPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const roster = useRoster(sessionId);
  const mark = useMarkAttendance(sessionId);
  const [answer, setAnswer] = useState<Answer>(null);
  const title = roster.data?.session.title ?? t('trainerArea.session.roster');

  const onMark = (entry: Entry, attended: boolean) => {
    setAnswer(null);
    mark.mutate(
      { classBookingId: entry.id, attended },
      {
        // The server decides the window (from the start until 24 h after the end): its own words are shown either way.
        onSuccess: (message) => setAnswer({ tone: 'success', text: message }),
        onError: (error) => setAnswer({ tone: 'error', text: errorMessage(error) }),
      },
    );
  };

  return (
    <section aria-labelledby="roster-title" className="flex flex-col gap-5">
      <DocumentTitle title={t('trainerArea.session.rosterOf', { title })} />
      <Link to={trainerPaths.root} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('trainerArea.roster.back')}
      </Link>
      <header>
        <h1 id="roster-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('trainerArea.session.rosterOf', { title })}
        </h1>
        {roster.data && <SessionLine session={roster.data.session} />}
      </header>
      {answer && <Alert tone={answer.tone}>{answer.text}</Alert>}
      {roster.isPending ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : roster.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">
            {t('trainerArea.roster.loadFailed')} {errorMessage(roster.error)}
          </Alert>
          <Button variant="secondary" onClick={() => void roster.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : roster.data.entries.length === 0 ? (
        <EmptyState title={t('trainerArea.roster.empty')} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('trainerArea.roster.markHint')}</p>
          <ul className="grid gap-3" aria-label={t('trainerArea.session.roster')}>
            {roster.data.entries.map((entry) => (
              <li key={entry.id}>
                <EntryRow entry={entry} busy={mark.isPending && mark.variables?.classBookingId === entry.id} onMark={onMark} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function SessionLine({ session }: { session: Roster['session'] }) {
  const { t } = useTranslation();
  return (
    <p className="mt-1 text-sm text-slate-600">
      {classCategoryLabels[session.category]} · {formatSessionTime(session)} · {t('trainerArea.session.minutes', { count: session.durationMinutes })} ·{' '}
      {t('trainerArea.session.places', { booked: session.booked, capacity: session.capacity })}
      {session.cancelled && ` · ${t('trainerArea.session.cancelled')}`}
    </p>
  );
}

const statusTones: Record<Entry['status'], string> = {
  booked: 'bg-slate-100 text-slate-800',
  waitlisted: 'bg-amber-100 text-amber-900',
  attended: 'bg-green-100 text-green-800',
  missed: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-200 text-slate-700',
};

function EntryRow({ entry, busy, onMark }: { entry: Entry; busy: boolean; onMark: (entry: Entry, attended: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{entry.memberName}</p>
        <p className="mt-1 flex flex-wrap gap-1 text-xs font-semibold">
          <span className={cn('rounded-full px-2 py-1', statusTones[entry.status])}>{t(`trainerArea.roster.status.${entry.status}`)}</span>
          {entry.position !== undefined && <span className="rounded-full bg-amber-50 px-2 py-1 text-amber-900">{t('trainerArea.roster.position', { position: entry.position })}</span>}
          {entry.lateCancel && <span className="rounded-full bg-red-50 px-2 py-1 text-red-800">{t('trainerArea.roster.lateCancel')}</span>}
          <span className={cn('rounded-full px-2 py-1', entry.checkedIn ? 'bg-green-50 text-green-800' : 'bg-slate-50 text-slate-700')}>
            {entry.checkedIn ? t('trainerArea.roster.checkedIn') : t('trainerArea.roster.notCheckedIn')}
          </span>
        </p>
      </div>
      {markable(entry) && (
        <div className="flex shrink-0 gap-2" role="group" aria-label={t('trainerArea.roster.attendance')}>
          <Button
            size="sm"
            variant={entry.status === 'attended' ? 'primary' : 'secondary'}
            aria-pressed={entry.status === 'attended'}
            aria-label={t('trainerArea.roster.markPresent', { name: entry.memberName })}
            disabled={busy}
            onClick={() => onMark(entry, true)}
          >
            {t('trainerArea.roster.present')}
          </Button>
          <Button
            size="sm"
            variant={entry.status === 'missed' ? 'danger' : 'secondary'}
            aria-pressed={entry.status === 'missed'}
            aria-label={t('trainerArea.roster.markAbsent', { name: entry.memberName })}
            disabled={busy}
            onClick={() => onMark(entry, false)}
          >
            {t('trainerArea.roster.absent')}
          </Button>
        </div>
      )}
    </Card>
  );
}
