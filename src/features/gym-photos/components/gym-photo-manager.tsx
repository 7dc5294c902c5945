import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_GYM_PHOTOS, type GymPhoto } from '@contract/gyms/gym-photos';
import { PHOTO_MIME_TYPES, photoFileProblem } from '@contract/gyms/uploads';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { deleteGymPhoto, setGymCover, uploadGymPhoto, useChangeGymPhotos } from '../api/change-gym-photos';
import { gymPhotosQueryKey, useGymPhotos } from '../api/list-gym-photos';
import '../strings';

type Upload = { name: string; fraction: number };

/** Uploads the files one after another (a phone connection carries one at a time well), keeping what fits. */
function useUploads(gymId: string, room: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<Upload | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  async function upload(files: File[]) {
    const found: string[] = [];
    if (files.length > room) found.push(t('gymPhotos.manager.tooMany', { count: room }));
    let added = 0;
    for (const file of files.slice(0, room)) {
      const refused = photoFileProblem(file);
      if (refused) {
        found.push(t('gymPhotos.manager.failedFile', { name: file.name, reason: refused }));
        continue;
      }
      try {
        setCurrent({ name: file.name, fraction: 0 });
        const photo = await uploadGymPhoto(gymId, file, (fraction) => setCurrent({ name: file.name, fraction }));
        queryClient.setQueryData<GymPhoto[]>(gymPhotosQueryKey(gymId), (old = []) => [...old, photo]);
        added += 1;
      } catch (error) {
        found.push(t('gymPhotos.manager.failedFile', { name: file.name, reason: errorMessage(error) }));
      }
    }
    setCurrent(null);
    setProblems(found);
    if (added > 0) {
      notify.success(t('gymPhotos.manager.added', { count: added }));
      void queryClient.invalidateQueries({ queryKey: gymPhotosQueryKey(gymId) });
      void queryClient.invalidateQueries({ queryKey: ['gyms'] });
    }
  }
  return { upload, current, problems };
}

/** The owner's photos of one gym: add up to ten, pick the cover, delete. Composed into the gym editor. */
export function GymPhotoManager({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const photos = useGymPhotos(gymId);
  const count = photos.data?.length ?? 0;
  const uploads = useUploads(gymId, MAX_GYM_PHOTOS - count);
  const makeCover = useChangeGymPhotos(gymId, setGymCover);
  const remove = useChangeGymPhotos(gymId, deleteGymPhoto);
  const [deleting, setDeleting] = useState<GymPhoto | null>(null);
  const busy = uploads.current !== null;
  const full = count >= MAX_GYM_PHOTOS;

  const chooseCover = async (photo: GymPhoto) => {
    try {
      await makeCover.mutateAsync(photo.id);
      notify.success(t('gymPhotos.manager.coverSet'));
    } catch (error) {
      notify.error(t('gymPhotos.manager.coverFailed'), { description: errorMessage(error) });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('gymPhotos.manager.deleted'));
      setDeleting(null);
    } catch (error) {
      notify.error(t('gymPhotos.manager.deleteFailed'), { description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 md:flex-1">
          <h2 id={`${inputId}-heading`} className="text-xl font-semibold text-slate-900">
            {t('gymPhotos.manager.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('gymPhotos.manager.intro', { max: MAX_GYM_PHOTOS })}</p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 md:items-end">
          <label
            htmlFor={inputId}
            aria-disabled={full || busy || undefined}
            className={cn(buttonClasses('primary', 'md'), 'cursor-pointer focus-within:outline focus-within:outline-3 focus-within:outline-brand-500', (full || busy) && 'pointer-events-none opacity-60')}
          >
            {t('gymPhotos.manager.add')}
            <input
              id={inputId}
              type="file"
              multiple
              accept={PHOTO_MIME_TYPES.join(',')}
              className="sr-only"
              disabled={full || busy}
              aria-describedby={`${inputId}-hint`}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                void uploads.upload(files);
              }}
            />
          </label>
          <p id={`${inputId}-hint`} className="text-xs text-slate-500">
            {t('gymPhotos.manager.count', { count, max: MAX_GYM_PHOTOS })} · {t('gymPhotos.manager.hint')}
          </p>
        </div>
      </div>
      {uploads.current && (
        <div role="status" className="flex flex-col gap-1 text-sm text-slate-700">
          <span className="truncate">{t('gymPhotos.manager.uploading', { name: uploads.current.name, percent: Math.round(uploads.current.fraction * 100) })}</span>
          <progress max={1} value={uploads.current.fraction} className="h-2 w-full accent-brand-600" />
        </div>
      )}
      {uploads.problems.length > 0 && (
        <Alert tone="error">
          <ul className="list-disc pl-4">
            {uploads.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {full && <p className="text-sm text-slate-600">{t('gymPhotos.manager.full', { max: MAX_GYM_PHOTOS })}</p>}
      {photos.isPending ? (
        <InlineLoader>{t('gymPhotos.manager.loading')}</InlineLoader>
      ) : photos.isError ? (
        <Alert tone="error">{t('gymPhotos.manager.loadFailed')}</Alert>
      ) : count === 0 ? (
        <EmptyState title={t('gymPhotos.manager.empty')}>{t('gymPhotos.manager.emptyText')}</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
          {photos.data.map((photo, index) => (
            <li key={photo.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200">
              <div className="relative">
                <img
                  src={photo.small}
                  alt={photo.isCover ? t('gymPhotos.manager.coverPhoto', { n: index + 1 }) : t('gymPhotos.manager.photo', { n: index + 1 })}
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-slate-100 object-cover"
                />
                {photo.isCover && (
                  <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">{t('gymPhotos.manager.cover')}</span>
                )}
              </div>
              <div className="flex flex-wrap gap-2 p-3">
                {!photo.isCover && (
                  <Button variant="secondary" size="sm" aria-label={t('gymPhotos.manager.makeCoverLabel', { n: index + 1 })} loading={makeCover.isPending && makeCover.variables === photo.id} onClick={() => void chooseCover(photo)}>
                    {t('gymPhotos.manager.makeCover')}
                  </Button>
                )}
                <Button variant="ghost" size="sm" aria-label={t('gymPhotos.manager.deleteLabel', { n: index + 1 })} onClick={() => setDeleting(photo)}>
                  {t('gymPhotos.manager.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('gymPhotos.manager.deleteTitle')}
        message={t('gymPhotos.manager.deleteMessage')}
        confirmLabel={t('gymPhotos.manager.deleteConfirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
