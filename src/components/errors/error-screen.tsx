import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { DocumentTitle } from '@/components/layouts/document-title';
import { paths } from '@/config/paths';

// A failed chunk (new deploy) or a crashed screen: a fresh load is the retry that fixes both.
const reload = () => window.location.reload();

/** error: what failed, never shown (no internals on screen) */
type Props = { error?: unknown; onRetry?: () => void };

/**
 * Says something went wrong without internals, offers a retry and a way home; the router's route error (router.tsx) passes `error`.
 */
export function ErrorScreen({ onRetry = reload }: Props) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      aria-labelledby="error-title"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <DocumentTitle title={t('errors.boundary.title')} />
      <h1 id="error-title" className="text-2xl font-bold text-slate-900">
        {t('errors.boundary.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('errors.boundary.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('common.actions.retry')}</Button>
        <ButtonLink to={paths.home} variant="secondary">
          {t('common.actions.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
