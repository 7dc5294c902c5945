import { useTranslation } from 'react-i18next';

/** React 19 hoists <title> into <head>: each screen names the browser tab. */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const app = t('common.appName');
  return <title>{title ? `${title} · ${app}` : app}</title>;
}
