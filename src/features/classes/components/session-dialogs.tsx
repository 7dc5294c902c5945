import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classCancelSessionBodySchema, type ClassSession, type Roster } from '@contract/classes/classes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextArea, TextField } from '@/components/ui/field';
import { InlineLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { cancelSession, moveSession, useClassMutation, useRoster, waiveStrike } from '../api/owner';
import { formatDay, sessionDay, sessionTime, timeOf } from '../week';
import { TrainerSelect } from './trainer-select';

type Entry = Roster['entries'][number];
const sessionWords = (s: ClassSession) => ({ title: s.title, day: formatDay(sessionDay(s)), time: sessionTime(s) });

/** Who is booked, who waits (in order) and who came; a strike can be waived here. */
export function RosterDialog({ session, onClose }: { session: ClassSession; onClose: () => void }) {
  const { t } = useTranslation();
  const roster = useRoster(session.id);
  const words = sessionWords(session);
  const entries = roster.data?.entries ?? [];
  const booked = entries.filter((e) => e.status === 'booked' || e.status === 'attended');
  const waiting = entries.filter((e) => e.status === 'waitlisted').sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const others = entries.filter((e) => e.status === 'missed' || e.status === 'cancelled');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('classes.owner.rosterLabel', words)}
      description={`${words.time} · ${session.trainerName ?? t('classes.owner.noTrainer')} · ${t('classes.owner.booked', { booked: session.booked, capacity: session.capacity })}`}
      actions={
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('classes.session.close')}
        </Button>
      }
    >
      {roster.isPending ? (
        <InlineLoader>{t('classes.session.rosterLoading')}</InlineLoader>
      ) : roster.isError ? (
        <Alert tone="error">{errorMessage(roster.error)}</Alert>
      ) : (
        <div className="flex flex-col gap-4">
          <RosterList title={t('classes.session.bookedList', { count: booked.length })} entries={booked} />
          <RosterList title={t('classes.session.waitlist', { count: waiting.length })} entries={waiting} />
          {others.length > 0 && <RosterList title={t('classes.session.others', { count: others.length })} entries={others} />}
        </div>
      )}
    </Dialog>
  );
}

function RosterList({ title, entries }: { title: string; entries: Entry[] }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t('classes.session.nobody')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
          {entries.map((entry) => (
            <RosterRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RosterRow({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const waive = useClassMutation(waiveStrike);
  const strike = (entry.status === 'missed' || entry.lateCancel) && !entry.waived;
  const onWaive = async () => {
    try {
      notify.success((await waive.mutateAsync(entry.id)).message);
    } catch (error) {
      notify.error(t('classes.owner.failed'), { description: errorMessage(error) });
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
      {entry.position !== undefined && <span className="font-semibold text-slate-500">{t('classes.session.position', { position: entry.position })}</span>}
      <span className="mr-auto font-medium text-slate-900">{entry.memberName}</span>
      <span className="text-slate-600">{t(`classes.session.status.${entry.status}`)}</span>
      {(entry.status === 'booked' || entry.status === 'attended') && (
        <span className={entry.checkedIn ? 'font-semibold text-emerald-700' : 'text-slate-500'}>{t(entry.checkedIn ? 'classes.session.checkedIn' : 'classes.session.notCheckedIn')}</span>
      )}
      {entry.lateCancel && <span className="text-amber-800">{t('classes.session.lateCancel')}</span>}
      {entry.waived && <span className="text-slate-500">{t('classes.session.waived')}</span>}
      {strike && (
        <Button variant="ghost" size="sm" loading={waive.isPending} aria-label={t('classes.session.waiveLabel', { name: entry.memberName })} onClick={() => void onWaive()}>
          {t('classes.session.waive')}
        </Button>
      )}
    </li>
  );
}

/** Cancel one session with a reason its members read. */
export function CancelSessionDialog({ session, onClose }: { session: ClassSession; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useClassMutation(cancelSession);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = classCancelSessionBodySchema.safeParse({ sessionId: session.id, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      notify.success((await cancel.mutateAsync(parsed.data)).message);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Dialog open onClose={onClose} title={t('classes.session.cancelTitle')} description={t('classes.session.cancelMessage', sessionWords(session))}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <TextArea label={t('classes.session.reason')} value={reason} onChange={(e) => setReason(e.target.value)} error={error} rows={3} />
        <DialogActions>
          <Button variant="secondary" onClick={onClose} autoFocus>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={cancel.isPending}>
            {t('classes.session.confirmCancel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A new start for one session and/or another trainer; the server tells its members. */
export function MoveSessionDialog({ gymId, session, onClose }: { gymId: string; session: ClassSession; onClose: () => void }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(sessionDay(session));
  const [time, setTime] = useState(timeOf(session.startsAt, session.timeZone));
  const [trainerId, setTrainerId] = useState(session.trainerId ?? '');
  const [error, setError] = useState<string | null>(null);
  const move = useClassMutation(moveSession);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const moved = date !== sessionDay(session) || time !== timeOf(session.startsAt, session.timeZone);
    const trainerChanged = trainerId !== (session.trainerId ?? '');
    try {
      const body = { sessionId: session.id, ...(moved ? { date, startTime: time } : {}), ...(trainerChanged || !moved ? { trainerId: trainerId || null } : {}) };
      notify.success((await move.mutateAsync(body)).message);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Dialog open onClose={onClose} title={t('classes.session.moveTitle')} description={t('classes.session.moveHint')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField label={t('classes.session.date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          <TextField label={t('classes.session.time')} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
        <TrainerSelect gymId={gymId} label={t('classes.session.trainer')} value={trainerId} onChange={setTrainerId} />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={move.isPending}>
            {t('classes.session.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
