import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import type { Trainer } from '@contract/gyms/trainers';
import { DocumentTitle } from '@/components/layouts/document-title';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineLoader } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useDeleteTrainer } from '../api/delete-trainer';
import { useTrainers } from '../api/list-trainers';
import { useSaveTrainer } from '../api/save-trainer';
import { uploadTrainerPhoto } from '../api/upload-trainer-photo';
import { TrainerApplications } from './trainer-applications';
import { TrainerCard } from './trainer-card';
import { TrainerForm, type TrainerFormResult } from './trainer-form';
import '../strings';

/** /gym_owner/trainers: the current gym's team, its applications, and add / edit / delete. */
export function TrainersPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('trainers.page.title')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('trainers.page.title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('trainers.page.subtitle')}</p>
      </header>
      <OwnerGymScope>{(gym) => <GymTrainers key={gym.id} gym={gym} />}</OwnerGymScope>
    </section>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; trainer: Trainer } | null;

/** Only the fields that changed go to the server (writes name their target and nothing more). */
function changesOf(trainer: Trainer, values: TrainerFormResult['values']) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => !same(trainer[key as keyof Trainer], value)));
}

function GymTrainers({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  const trainers = useTrainers(gym.id);
  const save = useSaveTrainer(gym.id);
  const remove = useDeleteTrainer(gym.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Trainer | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);

  const close = () => {
    setEditing(null);
    setServerErrors({});
  };

  const submit = async ({ values, photo }: TrainerFormResult) => {
    if (!editing) return;
    const adding = editing.mode === 'add';
    setServerErrors({});
    let saved: Trainer;
    try {
      saved = await save.mutateAsync(adding ? { gymId: gym.id, ...values } : { trainerId: editing.trainer.id, ...changesOf(editing.trainer, values) });
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.fields);
      notify.error(t(adding ? 'trainers.toasts.addFailed' : 'trainers.toasts.updateFailed'), { description: errorMessage(error) });
      return;
    }
    if (photo) {
      try {
        setProgress(0);
        await uploadTrainerPhoto(saved.id, photo, { onProgress: setProgress });
      } catch (error) {
        notify.error(t('trainers.photo.notSaved', { reason: errorMessage(error) }));
      } finally {
        setProgress(null);
        void trainers.refetch();
      }
    }
    notify.success(t(adding ? 'trainers.toasts.added' : 'trainers.toasts.updated'));
    close();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('trainers.toasts.deleted'));
      setDeleting(null);
    } catch (error) {
      notify.error(t('trainers.toasts.deleteFailed'), { description: errorMessage(error) });
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <TrainerApplications gymId={gym.id} />
      <section aria-labelledby="team-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="team-heading" className="text-xl font-semibold text-slate-900">
            {t('trainers.list.heading')}
          </h2>
          <Button onClick={() => setEditing({ mode: 'add' })}>{t('trainers.page.add')}</Button>
        </div>
        {trainers.isPending ? (
          <InlineLoader>{t('trainers.list.loading')}</InlineLoader>
        ) : trainers.isError ? (
          <Alert tone="error">
            <p>{t('trainers.list.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void trainers.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Alert>
        ) : trainers.data.length === 0 ? (
          <EmptyState title={t('trainers.list.empty')}>{t('trainers.list.emptyText')}</EmptyState>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {trainers.data.map((trainer) => (
              <li key={trainer.id}>
                <TrainerCard trainer={trainer}>
                  <Button variant="secondary" size="sm" aria-label={t('trainers.list.editLabel', { name: trainer.name })} onClick={() => setEditing({ mode: 'edit', trainer })}>
                    {t('trainers.list.edit')}
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t('trainers.list.deleteLabel', { name: trainer.name })} onClick={() => setDeleting(trainer)}>
                    {t('trainers.list.delete')}
                  </Button>
                </TrainerCard>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Dialog open={editing !== null} onClose={close} title={editing?.mode === 'edit' ? t('trainers.form.editTitle', { name: editing.trainer.name }) : t('trainers.form.addTitle')}>
        {editing && (
          <TrainerForm
            key={editing.mode === 'edit' ? editing.trainer.id : 'new'}
            trainer={editing.mode === 'edit' ? editing.trainer : undefined}
            submitLabel={editing.mode === 'edit' ? t('trainers.form.save') : t('trainers.form.add')}
            busy={save.isPending || progress !== null}
            serverErrors={serverErrors}
            onSubmit={(result) => void submit(result)}
            onCancel={close}
          >
            {progress !== null && (
              <p role="status" className="text-sm text-slate-600">
                {t('trainers.photo.uploading', { percent: Math.round(progress * 100) })}
              </p>
            )}
          </TrainerForm>
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={t('trainers.delete.title', { name: deleting?.name ?? '' })}
        message={t('trainers.delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('trainers.delete.confirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
