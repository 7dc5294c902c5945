import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The logo and name; `compact` keeps the name for screen readers only on a phone, where a header needs the room. */
export function BrandLink({ className = 'text-slate-900', compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className={`inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap text-xl font-extrabold tracking-tight ${className}`}>
      <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-base text-white">
        G
      </span>
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{t('common.appName')}</span>
    </Link>
  );
}
