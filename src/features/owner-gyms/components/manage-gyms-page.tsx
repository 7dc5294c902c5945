import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { useCurrentGym } from '@/components/owner/owner-gyms';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { formatRating } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSetGymActive } from '../api/set-gym-active';
import { LoadFailed } from './load-failed';
import { PageHeader } from './page-header';
import '../strings';

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700',
      )}
    >
      <span aria-hidden="true" className={cn('h-2 w-2 rounded-full', active ? 'bg-green-600' : 'bg-slate-500')} />
      {active ? t('owner-gyms.manage.active') : t('owner-gyms.manage.inactive')}
    </span>
  );
}

function Rating({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  if (gym.reviewCount === 0) return <span className="text-slate-500">{t('owner-gyms.manage.noReviews')}</span>;
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" className="text-amber-500">
        ★{' '}
      </span>
      {t('owner-gyms.manage.ratingValue', { rating: formatRating(gym.rating), count: gym.reviewCount })}
    </span>
  );
}

type Actions = { onEdit: (gym: OwnerGym) => void; onToggle: (gym: OwnerGym) => void };

function GymActions({ gym, onEdit, onToggle, className }: { gym: OwnerGym; className?: string } & Actions) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      {gym.active ? (
        <Link to={paths.gymProfile(gym.id)} aria-label={t('owner-gyms.manage.openLabel', { name: gym.name })} className={buttonClasses('secondary', 'sm')}>
          {t('owner-gyms.manage.open')}
        </Link>
      ) : (
        <span className="px-1 text-sm text-slate-600">{t('owner-gyms.manage.hidden')}</span>
      )}
      <Button variant="secondary" size="sm" onClick={() => onEdit(gym)} aria-label={t('owner-gyms.manage.editLabel', { name: gym.name })}>
        {t('owner-gyms.manage.edit')}
      </Button>
      {gym.active ? (
        <Button variant="secondary" size="sm" onClick={() => onToggle(gym)} aria-label={t('owner-gyms.manage.deactivateLabel', { name: gym.name })}>
          {t('owner-gyms.manage.deactivate')}
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => onToggle(gym)} aria-label={t('owner-gyms.manage.reactivateLabel', { name: gym.name })}>
          {t('owner-gyms.manage.reactivate')}
        </Button>
      )}
    </div>
  );
}

/** Laptops: one row per gym, every figure in its column. */
function GymTable({ gyms, ...actions }: { gyms: OwnerGym[] } & Actions) {
  const { t } = useTranslation();
  const th = 'px-4 py-3 text-left text-sm font-semibold text-slate-700';
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full">
        <caption className="sr-only">{t('owner-gyms.manage.tableCaption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>{t('owner-gyms.manage.gym')}</th>
            <th scope="col" className={th}>{t('owner-gyms.manage.status')}</th>
            <th scope="col" className={th}>{t('owner-gyms.manage.rating')}</th>
            <th scope="col" className={cn(th, 'text-right')}>{t('owner-gyms.manage.bookings')}</th>
            <th scope="col" className={cn(th, 'text-right')}>{t('owner-gyms.manage.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {gyms.map((gym) => (
            <tr key={gym.id} className={gym.active ? undefined : 'bg-slate-50'}>
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <span className="block font-semibold text-slate-900">{gym.name}</span>
                <span className="block text-sm text-slate-600">{[gym.area, gym.city].filter(Boolean).join(', ')}</span>
              </th>
              <td className="px-4 py-3">
                <StatusBadge active={gym.active} />
              </td>
              <td className="px-4 py-3 text-sm text-slate-800">
                <Rating gym={gym} />
              </td>
              <td className="px-4 py-3 text-right text-sm text-slate-800 tabular-nums">{gym.bookingsThisMonth}</td>
              <td className="px-4 py-3">
                <GymActions gym={gym} {...actions} className="justify-end" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per gym, the same facts stacked. */
function GymCards({ gyms, ...actions }: { gyms: OwnerGym[] } & Actions) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {gyms.map((gym) => (
        <li key={gym.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-semibold break-words text-slate-900">{gym.name}</h2>
              <p className="text-sm text-slate-600">{[gym.area, gym.city].filter(Boolean).join(', ')}</p>
            </div>
            <StatusBadge active={gym.active} />
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">{t('owner-gyms.manage.rating')}</dt>
              <dd className="text-slate-900">
                <Rating gym={gym} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('owner-gyms.manage.bookings')}</dt>
              <dd className="text-slate-900 tabular-nums">{gym.bookingsThisMonth}</dd>
            </div>
          </dl>
          <GymActions gym={gym} {...actions} className="flex-wrap" />
        </li>
      ))}
    </ul>
  );
}

/** Deactivate or reactivate, after the owner has read what it does to members. */
function ToggleDialog({ gym, onClose }: { gym: OwnerGym | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useSetGymActive();
  const [error, setError] = useState<string | null>(null);
  const deactivating = gym?.active ?? false;
  const confirm = () => {
    if (!gym) return;
    setError(null);
    mutation.mutate(
      { gymId: gym.id, active: !gym.active },
      {
        onSuccess: (message) => {
          notify.success(message);
          onClose();
        },
        onError: (err) => setError(t('owner-gyms.manage.failed', { reason: errorMessage(err) })),
      },
    );
  };
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={gym !== null}
      title={gym ? t(deactivating ? 'owner-gyms.manage.deactivateTitle' : 'owner-gyms.manage.reactivateTitle', { name: gym.name }) : ''}
      message={t(deactivating ? 'owner-gyms.manage.deactivateMessage' : 'owner-gyms.manage.reactivateMessage')}
      confirmLabel={t(deactivating ? 'owner-gyms.manage.deactivate' : 'owner-gyms.manage.reactivate')}
      danger={deactivating}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      {error && <Alert tone="error">{error}</Alert>}
    </ConfirmDialog>
  );
}

/** /gym_owner/manage-gyms: every gym of the owner with its status, rating and bookings; open, edit, deactivate. */
export function ManageGymsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gyms, setGymId, isPending, error, refetch } = useCurrentGym();
  const [toggling, setToggling] = useState<OwnerGym | null>(null);

  const edit = (gym: OwnerGym) => {
    setGymId(gym.id);
    void navigate(paths.owner.gymProfile);
  };

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={t('owner-gyms.manage.title')} />
      <PageHeader
        title={t('owner-gyms.manage.title')}
        subtitle={t('owner-gyms.manage.subtitle')}
        action={
          <ButtonLink to={paths.owner.addGym} className="self-start sm:self-auto">
            {t('owner-gyms.manage.add')}
          </ButtonLink>
        }
      />
      {isPending && <InlineLoader>{t('owner-gyms.manage.loading')}</InlineLoader>}
      {error && <LoadFailed error={error} retry={() => void refetch()} />}
      {!isPending && !error && gyms.length === 0 && <EmptyState title={t('owner-gyms.manage.empty')} />}
      {gyms.length > 0 && (
        <>
          <GymTable gyms={gyms} onEdit={edit} onToggle={setToggling} />
          <GymCards gyms={gyms} onEdit={edit} onToggle={setToggling} />
        </>
      )}
      <ToggleDialog gym={toggling} onClose={() => setToggling(null)} />
    </div>
  );
}
