import { useTranslation } from 'react-i18next';
import type { MyTrainerPlace } from '@contract/gyms/trainers';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useMyPlaces } from '../api/my-places';
import '../strings';

const appliedOn = (iso: string) => formatDate(new Date(iso));

const statusTones: Record<MyTrainerPlace['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-800',
  declined: 'bg-slate-200 text-slate-700',
};

/** /trainer/gyms: each application the trainer sent and the owner's answer (waiting, accepted, declined). */
export function MyGymsPage() {
  const { t } = useTranslation();
  const places = useMyPlaces();
  return (
    <section aria-labelledby="gyms-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('trainers.mine.gyms.title')} />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="gyms-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('trainers.mine.gyms.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('trainers.mine.gyms.subtitle')}</p>
        </div>
        <ButtonLink to={paths.trainerRegistration} variant="secondary">
          {t('trainers.mine.gyms.apply')}
        </ButtonLink>
      </header>
      {places.isPending ? (
        <InlineLoader>{t('common.loading')}</InlineLoader>
      ) : places.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">
            {t('trainers.mine.gyms.loadFailed')} {errorMessage(places.error)}
          </Alert>
          <Button variant="secondary" onClick={() => void places.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : places.data.length === 0 ? (
        <EmptyState title={t('trainers.mine.gyms.empty')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {places.data.map((place) => (
            <li key={place.id}>
              <Card className="flex h-full flex-col gap-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="font-semibold text-slate-900">{place.gymName}</h2>
                  <span className={cn('rounded-full px-2 py-1 text-xs font-semibold', statusTones[place.status])}>{t(`trainers.mine.gyms.status.${place.status}`)}</span>
                </div>
                <p className="text-sm text-slate-700">
                  {place.name} · {t('trainers.mine.gyms.experience', { count: place.experienceYears })}
                </p>
                <p className="text-xs text-slate-500">{t('trainers.mine.gyms.appliedOn', { date: appliedOn(place.createdAt) })}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
