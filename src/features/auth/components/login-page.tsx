import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/layouts/document-title';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { notify } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';
import type { User } from '@contract/accounts/auth';
import { useSessionStore } from '@/stores/session-store';
import { returnPathAfterLogin } from '../utils/return-path';
import { AuthLayout } from './auth-layout';
import { MobileForm } from './mobile-form';
import { OtpForm } from './otp-form';
import { ProfileForm } from './profile-form';
import '../strings';

/** A redirect into /admin means the platform team: sign-in then asks for an admin session. */
export const isAdminRedirect = (redirect: string | null) => /^\/admin(?:[/?#]|$)/i.test(redirect ?? '');

/** Which session the form asks for: ?as=staff (the invitation's link) or a way back into /staff asks for a staff one. */
function signInKind(params: URLSearchParams): 'admin' | 'staff' | 'person' {
  const redirect = params.get('redirect');
  if (isAdminRedirect(redirect)) return 'admin';
  return params.get('as') === 'staff' || /^\/staff(?:[/?#]|$)/i.test(redirect ?? '') ? 'staff' : 'person';
}

function SignInStep({ kind }: { kind: 'admin' | 'staff' | 'person' }) {
  const admin = kind === 'admin';
  const { t } = useTranslation();
  const isOtpSent = useSessionStore((state) => state.isOtpSent);
  // Set by a send that happened on this screen, so a stale session never claims "OTP sent".
  const [sent, setSent] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={t('auth.login.title')} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('auth.login.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('auth.login.subtitle')}</p>
      </header>
      {admin && (
        <Alert>
          <span className="font-semibold">{t('auth.login.adminTitle')}</span> {t('auth.login.adminNote')}
        </Alert>
      )}
      {kind === 'staff' && (
        <Alert>
          <span className="font-semibold">{t('auth.login.staffTitle')}</span> {t('auth.login.staffNote')}
        </Alert>
      )}
      <MobileForm as={admin ? 'admin' : kind === 'staff' ? 'staff' : undefined} onSent={() => setSent(true)} />
      {isOtpSent && <OtpForm sent={sent} onSent={() => setSent(true)} />}
      {!admin && !isOtpSent && (
        <Link to={kind === 'staff' ? paths.login : `${paths.login}?as=staff`} className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {t(kind === 'staff' ? 'auth.login.notStaffLink' : 'auth.login.staffLink')}
        </Link>
      )}
    </div>
  );
}

function CompleteProfileStep({ user }: { user: User }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step replaced the form the person was in: tell screen readers where they are.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={t('auth.profile.completeTitle')} />
      <header>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {t('auth.profile.completeTitle')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('auth.profile.completeSubtitle')}</p>
      </header>
      <ProfileForm user={user} submitLabel={t('auth.profile.continue')} onSaved={() => notify.success(t('auth.profile.updated'))} />
    </div>
  );
}

/** /user-login: mobile → OTP → (first time) profile → the ?redirect= path or the user's home. */
export function LoginPage() {
  const [params] = useSearchParams();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const user = useSessionStore((state) => state.user);
  const userType = useSessionStore((state) => state.userType);
  const hydrated = useHydrated();

  if (isLoggedIn && user && !user.profileComplete) {
    return (
      <AuthLayout>
        <CompleteProfileStep user={user} />
      </AuthLayout>
    );
  }
  if (isLoggedIn) return <Navigate to={returnPathAfterLogin(params.get('redirect'), user?.userType ?? userType)} replace />;
  return (
    <AuthLayout>
      {/* The drawn page knows no query: the staff or admin form shows once the app runs, so hydration finds what was drawn. */}
      <SignInStep kind={hydrated ? signInKind(params) : 'person'} />
    </AuthLayout>
  );
}
