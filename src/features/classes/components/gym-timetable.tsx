import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ClassSession, NeedPassData } from '@contract/classes/classes';
import { timetableWeek } from '@contract/gyms/gym-profile-keys';
import { paths } from '@/config/paths';
import { loginPathFor } from '@/components/guards/require-role';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InlineLoader } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api';
import { useSessionStore } from '@/stores/session-store';
import { useBookClass, useClassRules, useTimetable } from '../api/public';
import { formatDay, sessionDay, sessionTime } from '../week';
import '../strings';

type Week = 'this' | 'next';
type Outcome = { kind: 'booked' } | { kind: 'waitlisted'; position: number } | { kind: 'refused'; message: string; passLink: string | null };

/** The gym profile's classes: this week's and next week's sessions, each bookable by a member. Zod-free: the profile starts without it. */
export function GymTimetable({ gymId, timeZone }: { gymId: string; timeZone: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [week, setWeek] = useState<Week>('this');
  const { from, to } = timetableWeek(new Date(), timeZone, week === 'next' ? 1 : 0);
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('classes.public.title')}
        </h2>
        <ClassRulesNote gymId={gymId} />
        <Tabs<Week>
          label={t('classes.public.tabsLabel')}
          value={week}
          onChange={setWeek}
          tabs={[
            { id: 'this', label: t('classes.public.thisWeek') },
            { id: 'next', label: t('classes.public.nextWeek') },
          ]}
        />
        <div role="tabpanel" aria-labelledby={`tab-${week}`}>
          <WeekSessions gymId={gymId} from={from} to={to} />
        </div>
        <p className="text-xs text-slate-500">{t('classes.public.zoneNote')}</p>
      </section>
    </Card>
  );
}

/** The no-show rule, shown before anyone books. */
function ClassRulesNote({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const rules = useClassRules(gymId);
  if (!rules.data) return null;
  const r = rules.data;
  return (
    <p className="text-sm text-slate-600">
      {t('classes.public.rules', { hours: r.cancelHours })}{' '}
      {r.noShowLimit > 0 ? t('classes.public.rulesNoShow', { limit: r.noShowLimit, days: r.noShowWindowDays, block: r.blockDays }) : t('classes.public.rulesOff')}
    </p>
  );
}

function WeekSessions({ gymId, from, to }: { gymId: string; from: string; to: string }) {
  const { t } = useTranslation();
  const timetable = useTimetable(gymId, from, to);
  if (timetable.isPending) return <InlineLoader>{t('classes.public.loading')}</InlineLoader>;
  if (timetable.isError)
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('classes.public.loadFailed')}</span>
        <Button variant="secondary" size="sm" onClick={() => void timetable.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );
  if (timetable.data.length === 0) return <p className="text-slate-600">{t('classes.public.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {timetable.data.map((session) => (
        <li key={session.id} className="py-3 first:pt-0 last:pb-0">
          <SessionRow session={session} />
        </li>
      ))}
    </ul>
  );
}

function SessionRow({ session }: { session: ClassSession }) {
  const { t } = useTranslation();
  const day = formatDay(sessionDay(session));
  const time = sessionTime(session);
  const started = Date.parse(session.startsAt) <= Date.now();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500">
          {day} · {time} · {t('classes.public.minutes', { count: session.durationMinutes })}
        </p>
        <p className="font-semibold text-slate-900">
          {session.title} <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{t(`classes.categories.${session.category}`)}</span>
        </p>
        <p className="text-sm text-slate-600">
          {session.trainerName && <span>{t('classes.public.with', { name: session.trainerName })} · </span>}
          {session.cancelled ? (
            <span className="font-semibold text-red-700">{t('classes.public.cancelledSession')}</span>
          ) : session.available > 0 ? (
            <span>{t('classes.public.placesLeft', { count: session.available })}</span>
          ) : (
            <span className="font-semibold text-amber-800">{t('classes.public.full')}</span>
          )}
        </p>
      </div>
      {!session.cancelled && !started && <BookButton session={session} day={day} time={time} />}
    </div>
  );
}

function BookButton({ session, day, time }: { session: ClassSession; day: string; time: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSessionStore((s) => s.isLoggedIn);
  const userType = useSessionStore((s) => s.userType);
  const book = useBookClass();
  // One key per session for this page: a second tap or a lost answer never takes a second place.
  const key = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (signedIn && userType !== 'member') return null;
  const full = session.available <= 0;
  const onBook = async () => {
    if (!signedIn) return void navigate(loginPathFor(`${location.pathname}${location.search}`));
    key.current ??= crypto.randomUUID();
    try {
      const { classBooking } = await book.mutateAsync({ sessionId: session.id, key: key.current });
      setOutcome(classBooking.status === 'waitlisted' ? { kind: 'waitlisted', position: classBooking.position ?? 0 } : { kind: 'booked' });
    } catch (error) {
      key.current = null;
      setOutcome({ kind: 'refused', message: errorMessage(error), passLink: passLinkOf(error) });
    }
  };
  if (outcome?.kind === 'booked' || outcome?.kind === 'waitlisted')
    return (
      <p role="status" className="font-semibold text-emerald-700 sm:text-right">
        {outcome.kind === 'booked' ? t('classes.public.booked') : t('classes.public.waitlisted', { position: outcome.position })}
      </p>
    );
  return (
    <div className="flex flex-col gap-2 sm:max-w-xs sm:items-end">
      <Button
        size="sm"
        variant={full ? 'secondary' : 'primary'}
        loading={book.isPending}
        onClick={() => void onBook()}
        aria-label={t(full ? 'classes.public.waitLabel' : 'classes.public.bookLabel', { title: session.title, day, time })}
      >
        {full ? t('classes.public.joinWaitlist') : t('classes.public.book')}
      </Button>
      {outcome?.kind === 'refused' && (
        <Alert tone="error" className="text-sm">
          <span>{outcome.message}</span>
          {outcome.passLink && (
            <>
              {' '}
              <Link to={outcome.passLink} className="font-semibold underline">
                {t('classes.public.buyPass')}
              </Link>
            </>
          )}
        </Alert>
      )}
    </div>
  );
}

/** A "you need a pass" refusal names the pass: link to buying it at this gym. */
function passLinkOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const data = (error.data as { data?: Partial<NeedPassData> } | undefined)?.data;
  if (!data?.gymId || data.passType === undefined) return null;
  const query = new URLSearchParams({ gymId: data.gymId, ...(data.passType ? { pass: data.passType } : {}), ...(data.date ? { date: data.date } : {}) });
  return `${paths.member.gymBookings}?${query}`;
}
