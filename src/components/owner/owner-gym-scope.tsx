import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { addLazyStrings } from '@/lib/i18n';
import gymScopeStrings from '@/components/owner/locales/en/owner-gym-scope.json';
import { Alert } from '../ui/alert';
import { Button, ButtonLink } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Select } from '../ui/field';
import { InlineLoader } from '../ui/spinner';
import { useCurrentGym } from './owner-gyms';

// common.ownerGyms.*: owner screens only, so not in the first load.
addLazyStrings('common.ownerGyms', gymScopeStrings, import.meta.glob('/src/components/owner/locales/{hi,ta}/owner-gym-scope.json', { import: 'default' }));

/** Picks the current gym when the owner has several; with one gym it only names it. */
export function GymSwitcher({ gyms, gym, onChange }: { gyms: OwnerGym[]; gym: OwnerGym; onChange: (gymId: string) => void }) {
  const { t } = useTranslation();
  if (gyms.length < 2) {
    return (
      <p className="text-sm text-slate-600">
        {t('common.ownerGyms.current')} <span className="font-semibold text-slate-900">{gym.name}</span>
      </p>
    );
  }
  return (
    <Select label={t('common.ownerGyms.label')} value={gym.id} onChange={(e) => onChange(e.target.value)} containerClassName="w-full sm:w-96">
      {gyms.map((g) => (
        <option key={g.id} value={g.id}>
          {g.active ? `${g.name} · ${g.area}` : t('common.ownerGyms.inactiveOption', { name: g.name })}
        </option>
      ))}
    </Select>
  );
}

/**
 * The frame of every gym-scoped owner screen: loads the owner's gyms, shows the switcher, and
 * renders `children` for the current gym; an owner without a gym is sent to add one.
 */
export function OwnerGymScope({ children }: { children: (gym: OwnerGym) => ReactNode }) {
  const { t } = useTranslation();
  const { gym, gyms, setGymId, isPending, error, refetch } = useCurrentGym();
  if (isPending) return <InlineLoader>{t('common.ownerGyms.loading')}</InlineLoader>;
  if (error)
    return (
      <Alert tone="error">
        <p>{errorMessage(error)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );
  if (!gym)
    return (
      <EmptyState title={t('common.ownerGyms.none')}>
        <ButtonLink to={paths.owner.addGym} className="mt-3">
          {t('common.ownerGyms.addFirst')}
        </ButtonLink>
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-6">
      <GymSwitcher gyms={gyms} gym={gym} onChange={setGymId} />
      {children(gym)}
    </div>
  );
}
