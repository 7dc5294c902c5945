import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { notify } from '@/lib/notify';
import type { LoginUserType } from '@contract/common';
import { homeFor, paths, safeReturnPath } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';

/** /user-login?redirect=<where they were going>, so sign-in can bring them back. */
export function loginPathFor(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${paths.login}?${new URLSearchParams({ redirect: safe })}` : paths.login;
}

/**
 * A layout route that lets only `role` through. Signed out → sign in, then back here;
 * the other role → their own home with "Access forbidden". The server checks again on every call.
 */
export function RequireRole({ role }: { role: LoginUserType }) {
  const { t } = useTranslation();
  const location = useLocation();
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const userType = useSessionStore((s) => s.userType);
  const profileComplete = useSessionStore((s) => s.user?.profileComplete ?? false);
  const forbidden = isLoggedIn && userType !== role;
  useVerifiedSession();

  useEffect(() => {
    // A fixed id: StrictMode's double effect and repeated redirects show one toast, not several.
    // Say why they are not where the link pointed: the page belongs to the other kind of account.
    if (forbidden) notify.error(t('common.errors.forbidden'), { id: 'access-forbidden', description: t(`common.errors.wrongArea.${role}`) });
  }, [forbidden, role, t]);

  if (!isLoggedIn) return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (forbidden) return <Navigate to={elsewhereFor(userType, role)} replace />;
  // The sign-in page shows "Complete Your Profile" to a signed-in user who has not, then comes back.
  if (!profileComplete) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}

let verifiedToken: string | null = null;

/** Once per token and page load, the server confirms the stored session; a stale token gets its 401 here, not on some later click. */
function useVerifiedSession(): void {
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    if (!token || verifiedToken === token) return;
    verifiedToken = token;
    useSessionStore
      .getState()
      .refreshUser()
      .catch(() => {
        // A network failure proves nothing: ask again on the next guarded visit.
        verifiedToken = null;
      });
  }, [token]);
}

// An unknown user type lands where the area it was refused from is: send it to the public home instead of in circles.
function elsewhereFor(userType: string, role: LoginUserType): string {
  const home = homeFor(userType);
  return home === homeFor(role) ? paths.home : home;
}
