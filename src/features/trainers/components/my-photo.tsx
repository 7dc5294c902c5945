import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { trainerMessages, type MyTrainerPlace } from '@contract/gyms/trainers';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { useMyPlaces } from '../api/my-places';
import { uploadTrainerPhoto } from '../api/upload-trainer-photo';
import { PhotoField } from './photo-field';
import '../strings';

/** The trainer's photo on their profile: one per gym place (the server keeps it with the application), changed here. */
export function MyTrainerPhoto() {
  const { t } = useTranslation();
  const places = useMyPlaces();
  return (
    <Card className="mx-auto mt-6 flex w-full max-w-2xl flex-col gap-4 p-6 sm:p-8">
      <header>
        <h2 className="text-lg font-semibold text-slate-900">{t('trainers.mine.photo.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('trainers.mine.photo.hint')}</p>
      </header>
      {places.isSuccess && places.data.length === 0 && <p className="text-sm text-slate-600">{t('trainers.mine.photo.none')}</p>}
      {places.isError && <Alert tone="error">{errorMessage(places.error)}</Alert>}
      {places.data?.map((place) => <PlacePhoto key={place.id} place={place} showGym={places.data.length > 1} />)}
    </Card>
  );
}

function PlacePhoto({ place, showGym }: { place: MyTrainerPlace; showGym: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = async () => {
    if (!file) return;
    setBusy(true);
    setAnswer(null);
    try {
      await uploadTrainerPhoto(place.id, file);
      setFile(null);
      setAnswer({ tone: 'success', text: trainerMessages.photoSaved });
      await queryClient.invalidateQueries({ queryKey: ['trainers', 'mine'] });
    } catch (error) {
      setAnswer({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 first-of-type:border-0 first-of-type:pt-0">
      {showGym && <h3 className="text-sm font-semibold text-slate-800">{t('trainers.mine.photo.photoOf', { gym: place.gymName })}</h3>}
      <PhotoField file={file} onChange={setFile} currentUrl={place.photoUrl} />
      {answer && <Alert tone={answer.tone}>{answer.text}</Alert>}
      {file && (
        <div>
          <Button size="sm" loading={busy} onClick={() => void save()}>
            {t('trainers.mine.photo.save')}
          </Button>
        </div>
      )}
    </div>
  );
}
