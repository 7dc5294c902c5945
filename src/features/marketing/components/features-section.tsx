import { useTranslation } from 'react-i18next';

const features = [
  { id: 'verified', icon: 'M9 12l2 2 4-4m5.618-4.016A11.955 11.955 0 0112 2.944a11.955 11.955 0 01-8.618 3.04A12.02 12.02 0 003 9c0 5.591 3.824 10.29 9 11.622 5.176-1.332 9-6.03 9-11.622 0-1.042-.133-2.052-.382-3.016z' },
  { id: 'affordable', icon: 'M7 7h.01M7 3h5c.512 0 1.024.195 1.414.586l7 7a2 2 0 010 2.828l-7 7a2 2 0 01-2.828 0l-7-7A1.994 1.994 0 013 12V7a4 4 0 014-4z' },
  { id: 'flexible', icon: 'M12 8v4l3 3m6-3a9 9 0 11-18 0 9 9 0 0118 0z' },
  { id: 'payment', icon: 'M3 10h18M7 15h1m4 0h1m-7 4h12a3 3 0 003-3V8a3 3 0 00-3-3H6a3 3 0 00-3 3v8a3 3 0 003 3z' },
] as const;

/** The home page's four promises: verified gyms, affordable packages, flexible timings, paying online or at the gym. */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="features-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('marketing.features.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">{t('marketing.features.subtitle')}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.id} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 rounded-xl bg-brand-100 p-2 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d={feature.icon} />
              </svg>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`marketing.features.items.${feature.id}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`marketing.features.items.${feature.id}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
