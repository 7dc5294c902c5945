import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext, useRouteError } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { DocumentTitle } from '@/components/layouts/document-title';
import { paths } from '@/config/paths';
import { NotFoundPage } from './not-found-page';

// A failed chunk (new deploy) or a crashed screen: a fresh load is the retry that fixes both.
const reload = () => window.location.reload();

type Props = { error?: unknown; onRetry?: () => void };

/**
 * Says something went wrong without internals, offers a retry and a way home. The app's ErrorBoundary
 * passes `error`; as a data router's errorElement it reads the route's error instead.
 */
export function ErrorScreen({ error, onRetry = reload }: Props) {
  const inDataRouter = useContext(UNSAFE_DataRouterStateContext) !== null;
  if (error === undefined && inDataRouter) return <RouteErrorScreen onRetry={onRetry} />;
  return <ErrorView error={error} onRetry={onRetry} />;
}

function RouteErrorScreen({ onRetry }: { onRetry: () => void }) {
  return <ErrorView error={useRouteError()} onRetry={onRetry} />;
}

function ErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
