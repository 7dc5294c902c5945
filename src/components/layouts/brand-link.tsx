import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function BrandLink({ className = 'text-slate-900' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className={`inline-flex min-h-11 items-center gap-2 text-xl font-extrabold tracking-tight ${className}`}>
      <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-base text-white">
        G
      </span>
      {t('common.appName')}
    </Link>
  );
}
