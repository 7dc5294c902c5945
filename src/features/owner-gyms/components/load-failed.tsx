import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';

/** A load that failed: its message and a retry. */
export function LoadFailed({ message, error, retry }: { message?: string; error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{message ? `${message} ${errorMessage(error)}` : errorMessage(error)}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
        {t('common.actions.retry')}
      </Button>
    </Alert>
  );
}
