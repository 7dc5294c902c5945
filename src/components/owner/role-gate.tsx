import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAction } from '@contract/gyms/staff-permissions';
import { Alert } from '../ui/alert';
import { useGymAccess } from './desk-access';
import { useCurrentGym } from './owner-gyms';
import './owner-gym-scope';

/**
 * A staff screen opened by address that the person's role at the current gym does not allow: the reason, not a screen
 * whose every call answers 403. The server refuses those calls whatever this shows.
 */
export function RoleGate({ needs, children }: { needs: StaffAction; children: ReactNode }) {
  const { t } = useTranslation();
  const { gym } = useCurrentGym();
  const { can } = useGymAccess(gym?.id);
  if (gym && !can(needs)) return <Alert tone="info">{t('common.ownerGyms.roleNotAllowed')}</Alert>;
  return children;
}
