import { useTranslation } from 'react-i18next';
import { passDays, passTypes } from '@contract/constants';

/** The five passes every gym prices, with their lengths (contract/constants.ts). */
export function PassStrip() {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {passTypes.map((pass) => (
        <li key={pass} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
          <p className="font-semibold text-slate-900">{t(`marketing-pages.passes.${pass}`)}</p>
          <p className="text-sm text-slate-600">{t('marketing-pages.passes.days', { count: passDays[pass] })}</p>
        </li>
      ))}
    </ul>
  );
}
