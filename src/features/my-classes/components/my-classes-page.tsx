import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classCategoryLabels, type MyClass } from '@contract/classes/classes';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { useCancelClass, useClassRules, useMyClasses } from '../api/my-classes';
import { formatClassTime, isUpcoming } from './class-time';
import '../strings';

type Answer = { tone: 'success' | 'error'; text: string } | null;

/** /member/classes: upcoming places (booked or waitlisted, with Cancel) and the past ones with how they ended. */
export function MyClassesPage() {
  const { t } = useTranslation();
  const list = useMyClasses();
  const [cancelling, setCancelling] = useState<MyClass | null>(null);
  const [answer, setAnswer] = useState<Answer>(null);
  const now = Date.now();
  const byStart = [...(list.data ?? [])].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const upcoming = byStart.filter((c) => isUpcoming(c, now));
  // Newest first: the class just gone is the one a member looks for.
  const past = byStart.filter((c) => !isUpcoming(c, now)).reverse();

  return (
    <section aria-labelledby="classes-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('myClasses.title')} />
      <header>
        <h1 id="classes-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('myClasses.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('myClasses.subtitle')}</p>
      </header>
      {answer && <Alert tone={answer.tone}>{answer.text}</Alert>}
      {list.isPending ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : list.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{t('myClasses.loadFailed')} {errorMessage(list.error)}</Alert>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : (
        <>
          <ClassList id="upcoming" title={t('myClasses.upcoming')} items={upcoming} onCancel={setCancelling}>
            <EmptyState title={t('myClasses.noUpcoming')}>
              <p>{t('myClasses.noUpcomingHint')}</p>
              <ButtonLink to={paths.viewAllGyms} className="mt-3">
                {t('myClasses.findGym')}
              </ButtonLink>
            </EmptyState>
          </ClassList>
          <ClassList id="past" title={t('myClasses.past')} items={past}>
            <p className="text-slate-600">{t('myClasses.noPast')}</p>
          </ClassList>
        </>
      )}
      <CancelDialog
        item={cancelling}
        onDone={(next) => {
          setCancelling(null);
          if (next) setAnswer(next);
        }}
      />
    </section>
  );
}

function ClassList({ id, title, items, onCancel, children }: { id: string; title: string; items: MyClass[]; onCancel?: (c: MyClass) => void; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {items.length === 0 ? (
        children
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {items.map((c) => (
            <li key={c.id}>
              <ClassCard item={c} onCancel={onCancel} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const badgeTones: Record<MyClass['status'], string> = {
  booked: 'bg-green-100 text-green-800',
  waitlisted: 'bg-amber-100 text-amber-900',
  attended: 'bg-brand-100 text-brand-800',
  missed: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-200 text-slate-700',
};

function ClassCard({ item, onCancel }: { item: MyClass; onCancel?: ((c: MyClass) => void) | undefined }) {
  const { t } = useTranslation();
  const live = item.status === 'booked' || item.status === 'waitlisted';
  return (
    <Card className="flex h-full flex-col gap-3" aria-label={item.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{item.title}</h3>
          <p className="text-sm text-slate-600">
            {classCategoryLabels[item.category]} · {item.gymName}
          </p>
        </div>
        <StatusBadge item={item} />
      </div>
      <div className="grid gap-1 text-sm text-slate-700">
        <p>
          {formatClassTime(item)} · {t('myClasses.minutes', { count: item.durationMinutes })}
        </p>
        <p>{item.trainerName ? t('myClasses.trainer', { name: item.trainerName }) : t('myClasses.noTrainer')}</p>
      </div>
      {item.sessionCancelled && (
        <p className="text-sm text-red-700">{item.cancelReason ? t('myClasses.sessionCancelledReason', { reason: item.cancelReason }) : t('myClasses.sessionCancelled')}</p>
      )}
      {live && onCancel && !item.sessionCancelled && Date.parse(item.startsAt) > Date.now() && (
        <div className="mt-auto">
          <Button variant="secondary" size="sm" onClick={() => onCancel(item)}>
            {item.status === 'waitlisted' ? t('myClasses.leaveWaitlist') : t('myClasses.cancel')}
          </Button>
        </div>
      )}
    </Card>
  );
}

function StatusBadge({ item }: { item: MyClass }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap justify-end gap-1 text-xs font-semibold">
      <span className={cn('rounded-full px-2 py-1', badgeTones[item.status])}>{t(`myClasses.status.${item.status}`)}</span>
      {item.status === 'waitlisted' && item.position !== undefined && (
        <span className="rounded-full bg-amber-50 px-2 py-1 text-amber-900">{t('myClasses.position', { position: item.position })}</span>
      )}
      {item.lateCancel && <span className="rounded-full bg-red-50 px-2 py-1 text-red-800">{t('myClasses.lateCancelled')}</span>}
    </p>
  );
}

/** Asks before cancelling and says, from the gym's rule, whether it will count as a late cancel; then shows the server's answer. */
function CancelDialog({ item, onDone }: { item: MyClass | null; onDone: (answer: Answer) => void }) {
  const { t } = useTranslation();
  const cancel = useCancelClass();
  const rules = useClassRules(item?.gymId);
  if (!item) return <ConfirmDialog open={false} title="" message="" confirmLabel="" onConfirm={() => undefined} onCancel={() => undefined} />;
  const hours = rules.data?.cancelHours;
  const late = item.status === 'booked' && hours !== undefined && Date.parse(item.startsAt) - Date.now() < hours * 3_600_000;
  const confirm = () =>
    cancel.mutate(item.id, {
      onSuccess: ({ message }) => onDone({ tone: 'success', text: message }),
      onError: (error) => onDone({ tone: 'error', text: errorMessage(error) }),
    });
  return (
    <ConfirmDialog
      open
      danger
      busy={cancel.isPending}
      title={item.status === 'waitlisted' ? t('myClasses.confirmWaitlistTitle', { title: item.title }) : t('myClasses.confirmTitle', { title: item.title })}
      message={t('myClasses.confirmMessage', { when: formatClassTime(item), gym: item.gymName })}
      confirmLabel={t('myClasses.confirm')}
      onConfirm={confirm}
      onCancel={() => onDone(null)}
    >
      {item.status === 'booked' &&
        (hours === undefined ? (
          <p className="text-sm text-slate-600">{t('myClasses.rulesLoading')}</p>
        ) : late ? (
          <Alert tone="error">{t('myClasses.lateWarning', { hours })}</Alert>
        ) : (
          <p className="text-sm text-slate-600">{t('myClasses.freeCancel', { hours })}</p>
        ))}
    </ConfirmDialog>
  );
}
