import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementFormSchema,
  announcementPriorities,
  type Announcement,
  type AnnouncementForm,
} from '@contract/community/announcements';
import { paths } from '@/config/paths';
import { useAreaPath } from '@/components/owner/desk-access';
import { DocumentTitle } from '@/components/layouts/document-title';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select, TextArea, TextField } from '@/components/ui/field';
import { InlineLoader } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useAnnouncement, useSaveAnnouncement } from '../api/owner-announcements';
import { fromLocalInput, toLocalInput } from '../schedule';
import '../strings';

/** /gym_owner/create-announcements: a new announcement for the current gym. */
export function CreateAnnouncementPage() {
  const { t } = useTranslation();
  return (
    <EditorFrame title={t('announcements.editor.createTitle')}>
      <OwnerGymScope>{(gym) => <AnnouncementEditor key={gym.id} gymId={gym.id} />}</OwnerGymScope>
    </EditorFrame>
  );
}

/** /gym_owner/create-announcements/{id}: one of the owner's announcements, rewritten. */
export function EditAnnouncementPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const announcement = useAnnouncement(id);
  return (
    <EditorFrame title={t('announcements.editor.editTitle')}>
      {announcement.isPending ? (
        <InlineLoader>{t('announcements.editor.loading')}</InlineLoader>
      ) : announcement.isError ? (
        <Alert tone="error">
          <p>{announcement.error instanceof ApiError && announcement.error.status === 404 ? t('announcements.editor.notFound') : t('announcements.editor.loadFailed')}</p>
          <ButtonLink to={areaPath(paths.owner.announcements)} variant="secondary" size="sm" className="mt-2">
            {t('announcements.editor.back')}
          </ButtonLink>
        </Alert>
      ) : (
        <AnnouncementEditor gymId={announcement.data.gymId} announcement={announcement.data} />
      )}
    </EditorFrame>
  );
}

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-6">
      <DocumentTitle title={title} />
      <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {children}
    </section>
  );
}

const toForm = (a?: Announcement): AnnouncementForm => ({
  title: a?.title ?? '',
  message: a?.message ?? '',
  priority: a?.priority ?? 'medium',
  scheduleAt: a?.status === 'scheduled' || a?.status === 'draft' ? toLocalInput(a.scheduleAt) : '',
});

function AnnouncementEditor({ gymId, announcement }: { gymId: string; announcement?: Announcement }) {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const navigate = useNavigate();
  const save = useSaveAnnouncement();
  const [pressed, setPressed] = useState<'publish' | 'draft' | null>(null);
  const form = useForm<AnnouncementForm>({ resolver: zodResolver(announcementFormSchema), defaultValues: toForm(announcement) });
  const { errors } = form.formState;

  const submit = (publish: boolean) =>
    form.handleSubmit(async (values) => {
      setPressed(publish ? 'publish' : 'draft');
      try {
        const { message } = await save.mutateAsync({
          id: announcement?.id ?? null,
          body: { gymId, title: values.title, message: values.message, priority: values.priority, scheduleAt: fromLocalInput(values.scheduleAt), publish },
        });
        notify.success(message);
        void navigate(areaPath(paths.owner.announcements));
      } catch (error) {
        applyServerFieldErrors(error, form.setError, (field) => (field in toForm() ? (field as keyof AnnouncementForm) : null));
        notify.error(t('announcements.editor.saveFailed'), { description: errorMessage(error) });
      } finally {
        setPressed(null);
      }
    });

  return (
    <Card>
      <form noValidate onSubmit={(e) => void submit(true)(e)} className="flex flex-col gap-4">
        <TextField label={t('announcements.editor.title')} maxLength={ANNOUNCEMENT_TITLE_MAX} error={errors.title?.message} {...form.register('title')} />
        <TextArea
          label={t('announcements.editor.message')}
          maxLength={ANNOUNCEMENT_MESSAGE_MAX}
          rows={6}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label={t('announcements.editor.priority')} error={errors.priority?.message} {...form.register('priority')}>
            {announcementPriorities.map((p) => (
              <option key={p} value={p}>
                {t(`announcements.priority.${p}`)}
              </option>
            ))}
          </Select>
          <TextField
            type="datetime-local"
            label={t('announcements.editor.schedule')}
            hint={t('announcements.editor.scheduleHint')}
            error={errors.scheduleAt?.message}
            {...form.register('scheduleAt')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <ButtonLink to={areaPath(paths.owner.announcements)} variant="ghost">
            {t('announcements.editor.cancel')}
          </ButtonLink>
          <Button variant="secondary" loading={pressed === 'draft'} disabled={save.isPending} onClick={(e) => void submit(false)(e)}>
            {t('announcements.editor.saveDraft')}
          </Button>
          <Button type="submit" loading={pressed === 'publish'} disabled={save.isPending}>
            {t('announcements.editor.publishNow')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
