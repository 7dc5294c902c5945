import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trainer, TrainerDecision } from '@contract/gyms/trainers';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { formatDate, formatPhoneNumber, telHref } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useApplications } from '../api/list-applications';
import { useDecideApplication } from '../api/decide-application';
import { TrainerCard } from './trainer-card';

const appliedOn = (iso: string) => formatDate(new Date(iso));

/** Pending applications of the gym, each to accept or decline; hidden while there are none. */
export function TrainerApplications({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const applications = useApplications(gymId);
  const decide = useDecideApplication(gymId);
  const [declining, setDeclining] = useState<Trainer | null>(null);

  const answer = async (trainer: Trainer, decision: TrainerDecision) => {
    try {
      await decide.mutateAsync({ trainerId: trainer.id, decision });
      notify.success(decision === 'accept' ? t('trainers.toasts.accepted', { name: trainer.name }) : t('trainers.toasts.declined'));
      setDeclining(null);
    } catch (error) {
      notify.error(t('trainers.toasts.decideFailed'), { description: errorMessage(error) });
    }
  };

  if (applications.isError) return <Alert tone="error">{t('trainers.applications.loadFailed')}</Alert>;
  if (!applications.data?.length) return null;
  return (
    <section aria-labelledby="applications-heading" className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <div>
        <h2 id="applications-heading" className="text-xl font-semibold text-slate-900">
          {t('trainers.applications.heading')} <span className="text-brand-800">({applications.data.length})</span>
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('trainers.applications.intro')}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {applications.data.map((trainer) => (
          <li key={trainer.id}>
            <TrainerCard trainer={trainer}>
              <p className="w-full text-xs text-slate-600">
                {t('trainers.applications.applied', { date: appliedOn(trainer.createdAt) })}
                {trainer.mobile && (
                  <>
                    {' · '}
                    <a href={telHref(trainer.mobile)} className="whitespace-nowrap text-brand-700 underline">
                      {formatPhoneNumber(trainer.mobile)}
                    </a>
                  </>
                )}
              </p>
              <Button size="sm" aria-label={t('trainers.applications.acceptLabel', { name: trainer.name })} loading={decide.isPending && decide.variables?.trainerId === trainer.id && decide.variables.decision === 'accept'} onClick={() => void answer(trainer, 'accept')}>
                {t('trainers.applications.accept')}
              </Button>
              <Button variant="secondary" size="sm" aria-label={t('trainers.applications.declineLabel', { name: trainer.name })} onClick={() => setDeclining(trainer)}>
                {t('trainers.applications.decline')}
              </Button>
            </TrainerCard>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={declining !== null}
        title={t('trainers.applications.declineTitle', { name: declining?.name ?? '' })}
        message={t('trainers.applications.declineMessage', { name: declining?.name ?? '' })}
        confirmLabel={t('trainers.applications.declineConfirm')}
        danger
        busy={decide.isPending}
        onConfirm={() => declining && void answer(declining, 'decline')}
        onCancel={() => setDeclining(null)}
      />
    </section>
  );
}
