import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
