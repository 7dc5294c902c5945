import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { hasInstallOffer, onInstallOfferChange, promptInstall } from '@/lib/install-offer';

/**
 * The app section: Gymkhana installs from the browser (manifest and service worker), no app store. Where the browser
 * offers installation, one button; elsewhere (Safari, or before Chrome offers it) the steps for each phone.
 */
export function AppDownloadSection() {
  const { t } = useTranslation();
  // Prerendered without an offer: the button replaces the steps once the browser makes one.
  const installable = useSyncExternalStore(onInstallOfferChange, hasInstallOffer, () => false);
  return (
    <section aria-labelledby="app-title" className="bg-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 sm:px-6 md:grid-cols-[1fr_auto]">
        <div>
          <h2 id="app-title" className="text-2xl font-bold sm:text-3xl">
            {t('marketing.app.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-brand-50">{t('marketing.app.body')}</p>
          {installable ? (
            <Button variant="secondary" size="lg" className="mt-6" onClick={promptInstall}>
              {t('marketing.app.install')}
            </Button>
          ) : (
            <>
              <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-100">{t('marketing.app.stepsLabel')}</h3>
              <ul className="mt-2 grid gap-2 text-sm text-white">
                <li>{t('marketing.app.android')}</li>
                <li>{t('marketing.app.ios')}</li>
              </ul>
            </>
          )}
        </div>
        <PhoneIllustration />
      </div>
    </section>
  );
}

function PhoneIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 220" className="mx-auto hidden h-56 w-auto md:block" fill="none">
      <rect x="4" y="4" width="112" height="212" rx="18" className="fill-white/10 stroke-white/60" strokeWidth="4" />
      <rect x="18" y="30" width="84" height="40" rx="8" className="fill-white/80" />
      <rect x="18" y="80" width="84" height="14" rx="4" className="fill-white/40" />
      <rect x="18" y="100" width="60" height="14" rx="4" className="fill-white/40" />
      <rect x="18" y="150" width="84" height="36" rx="10" className="fill-white" />
    </svg>
  );
}
