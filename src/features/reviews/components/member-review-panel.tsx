import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InlineLoader } from '@/components/ui/spinner';
import '../strings';

// Only a signed-in member gets the form: a visitor's profile loads none of it (its schemas and zod cost ~0.5 s at 4x CPU).
const MemberReview = lazy(() => import('./member-review').then((module) => ({ default: module.MemberReview })));

/**
 * The member's side of a gym's reviews, on its profile: why they cannot review yet, the form,
 * or their review with its state and an edit. Owners see nothing here; visitors are asked to sign in.
 */
export function MemberReviewPanel({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const signedIn = useSessionStore((s) => s.isLoggedIn);
  const userType = useSessionStore((s) => s.userType);
  if (signedIn && userType !== 'member') return null;
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('reviews.member.title')}
        </h2>
        {signedIn ? (
          <Suspense fallback={<MemberReviewLoading />}>
            <MemberReview gymId={gymId} />
          </Suspense>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-600">{t('reviews.member.signInText')}</p>
            <ButtonLink to={paths.login} variant="secondary" size="sm">
              {t('reviews.member.signIn')}
            </ButtonLink>
          </div>
        )}
      </section>
    </Card>
  );
}

function MemberReviewLoading() {
  const { t } = useTranslation();
  return <InlineLoader>{t('reviews.member.loading')}</InlineLoader>;
}
