import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classCategoryLabels, type TeachingSession } from '@contract/classes/classes';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineLoader } from '@/components/ui/spinner';
import { trainerPaths } from '@/config/trainer-paths';
import { errorMessage } from '@/lib/api';
import { useTeaching } from '../api/teaching';
import { dayFromToday, formatSessionTime, gymDay } from './days';
import '../strings';

/** /trainer: today's classes, the rest of the week, and yesterday's (still open for marking), each leading to its roster. */
export function TrainerHomePage() {
  const { t } = useTranslation();
  // Read once per visit: the range stays one query key while the page is open.
  const [now] = useState(() => Date.now());
  // The range is asked in the default zone (the server reads it in each gym's); each session is then placed on its own gym's day.
  const teaching = useTeaching({ from: gymDay(now, -1), to: gymDay(now, 6) });
  const sessions = teaching.data ?? [];
  const recent = sessions.filter((s) => dayFromToday(s, now) < 0);
  const todays = sessions.filter((s) => dayFromToday(s, now) === 0);
  const later = sessions.filter((s) => dayFromToday(s, now) > 0);

  return (
    <section aria-labelledby="trainer-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('trainerArea.home.title')} />
      <header>
        <h1 id="trainer-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('trainerArea.home.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('trainerArea.home.subtitle')}</p>
      </header>
      {teaching.isPending ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : teaching.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">
            {t('trainerArea.home.loadFailed')} {errorMessage(teaching.error)}
          </Alert>
          <Button variant="secondary" onClick={() => void teaching.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : sessions.length === 0 ? (
        <EmptyState title={t('trainerArea.home.noToday')}>{t('trainerArea.home.noGyms')}</EmptyState>
      ) : (
        <>
          <SessionGroup id="today" title={t('trainerArea.home.today')} sessions={todays}>
            <p className="text-slate-600">{t('trainerArea.home.noToday')}</p>
          </SessionGroup>
          <SessionGroup id="week" title={t('trainerArea.home.week')} sessions={later}>
            <p className="text-slate-600">{t('trainerArea.home.noWeek')}</p>
          </SessionGroup>
          {recent.length > 0 && <SessionGroup id="recent" title={t('trainerArea.home.recent')} sessions={recent} />}
        </>
      )}
    </section>
  );
}

function SessionGroup({ id, title, sessions, children }: { id: string; title: string; sessions: TeachingSession[]; children?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {sessions.length === 0 ? (
        children
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {sessions.map((s) => (
            <li key={s.id}>
              <SessionCard session={s} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionCard({ session }: { session: TeachingSession }) {
  const { t } = useTranslation();
  return (
    <Card className="flex h-full flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{session.title}</h3>
      <p className="text-sm text-slate-600">
        {classCategoryLabels[session.category]} · {session.gymName}
      </p>
      <p className="text-sm text-slate-700">
        {formatSessionTime(session)} · {t('trainerArea.session.minutes', { count: session.durationMinutes })}
      </p>
      {session.cancelled ? (
        <p className="text-sm font-medium text-red-700">{t('trainerArea.session.cancelled')}</p>
      ) : (
        <p className="text-sm text-slate-700">
          {t('trainerArea.session.places', { booked: session.booked, capacity: session.capacity })}
          {session.waitlisted > 0 && ` · ${t('trainerArea.session.waitlisted', { count: session.waitlisted })}`}
        </p>
      )}
      <div className="mt-auto pt-2">
        <ButtonLink to={trainerPaths.session(session.id)} variant="secondary" size="sm" aria-label={t('trainerArea.session.rosterOf', { title: session.title })}>
          {t('trainerArea.session.roster')}
        </ButtonLink>
      </div>
    </Card>
  );
}
