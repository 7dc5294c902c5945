import { useTranslation } from 'react-i18next';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { DeskActivity } from './desk-activity';
import { InviteForm } from './invite-form';
import { RoleGuide } from './role-guide';
import { StaffList } from './staff-list';
import '../strings';

/** /gym_owner/staff: the current gym's manager and front desk, what each may do, and who did what at the desk. */
export function StaffPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('ownerStaff.page.title')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('ownerStaff.page.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('ownerStaff.page.subtitle')}</p>
      </header>
      <OwnerGymScope>{(gym) => <GymStaff key={gym.id} gym={gym} />}</OwnerGymScope>
    </section>
  );
}

function GymStaff({ gym }: { gym: OwnerGym }) {
  return (
    <div className="flex flex-col gap-8">
      <InviteForm gymId={gym.id} />
      <StaffList gymId={gym.id} />
      <RoleGuide />
      <DeskActivity gymId={gym.id} gymName={gym.name} />
    </div>
  );
}
