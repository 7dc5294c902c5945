import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/layouts/document-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatMobile } from '@/lib/format';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';
import { SignedInDevices } from './signed-in-devices';
import '../strings';

/** /member/profile and /gym_owner/profile: the signed-in user's own details and devices. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <DocumentTitle title={t('auth.profile.title')} />
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('auth.profile.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('auth.profile.subtitle')}</p>
      </header>
      <Card className="p-6 sm:p-8">
        {profile.isPending && (
          <div role="status" className="flex items-center gap-3 text-slate-600">
            <Spinner size="sm" />
            {t('auth.profile.loading')}
          </div>
        )}
        {profile.isError && (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="error">
              {t('auth.profile.loadFailed')} {errorMessage(profile.error)}
            </Alert>
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </div>
        )}
        {profile.data && (
          <>
            <p className="mb-4 text-sm text-slate-600">{t('auth.profile.mobile', { mobile: formatMobile(profile.data.mobile) })}</p>
            <ProfileForm key={profile.data.id} user={profile.data} submitLabel={t('auth.profile.save')} showSuccess showMessageChoices />
          </>
        )}
      </Card>
      <div className="mt-6">
        <SignedInDevices />
      </div>
    </div>
  );
}
