import { useTranslation } from 'react-i18next';
import { MAX_COMPARE } from '@contract/constants';
import { paths } from '@/config/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { compareHref } from '../utils/list-params';
import '../strings';

/** Sticks to the bottom of the screen while gyms are picked for comparison. */
export function CompareBar({ ids, onClear }: { ids: string[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (!ids.length) return null;
  const full = ids.length >= MAX_COMPARE;
  return (
    <section
      aria-label={t('gyms.compareBar.label')}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 sm:px-6">
        <p className="text-sm text-slate-700" aria-live="polite">
          {t('gyms.compareBar.selected', { count: ids.length, max: MAX_COMPARE })}
          <span className="block text-xs text-slate-500 sm:ml-2 sm:inline">
            {full ? t('gyms.compareBar.limit', { max: MAX_COMPARE }) : ids.length < 2 ? t('gyms.compareBar.needMore') : null}
          </span>
        </p>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('gyms.compareBar.clear')}
          </Button>
          {ids.length >= 2 && (
            <ButtonLink to={compareHref(paths.compareGyms, ids)} size="sm">
              {t('gyms.compareBar.link', { count: ids.length })}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
