import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { homeFor, paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { BrandLink } from './brand-link';
import { CompactMenu } from './compact-menu';
import { ContactDetails } from './contact-details';
import { LanguageSwitcher } from './language-switcher';
import { MAIN_ID, SkipLink } from './skip-link';

const headerLinks = [
  { id: 'viewAllGyms', to: paths.viewAllGyms },
  { id: 'compareGyms', to: paths.compareGyms },
  { id: 'features', to: paths.features },
  { id: 'aboutUs', to: paths.aboutUs },
  { id: 'contactUs', to: paths.contactUs },
] as const;

const partnerLinks = [
  { id: 'ownerRegistration', to: paths.ownerRegistration },
  { id: 'trainerRegistration', to: paths.trainerRegistration },
] as const;

/** The shared frame of the public pages: header navigation, the page, the footer with contact hours. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <PublicHeader />
      {/* At least a screen tall: a page drawn after its code arrives never pulls the footer into view and pushes it away again. */}
      <main id={MAIN_ID} className="min-h-screen flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}

function PublicHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 sm:gap-4 sm:px-6">
        <BrandLink />
        <LanguageSwitcher className="ml-auto lg:order-last lg:ml-0" />
        <nav aria-label={t('nav.primary')} className="hidden items-center gap-1 lg:ml-auto lg:flex">
          {headerLinks.map((link) => (
            <NavLink
              key={link.id}
              to={link.to}
              className={({ isActive }) =>
                cn('whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium', isActive ? 'text-brand-700' : 'text-slate-700 hover:bg-slate-100')
              }
            >
              {t(`nav.public.${link.id}`)}
            </NavLink>
          ))}
          <SessionLink className="ml-2 shrink-0 whitespace-nowrap" />
        </nav>
        <CompactMenu className="lg:hidden">
          <nav aria-label={t('nav.primary')}>
            <ul className="flex flex-col">
              {headerLinks.map((link) => (
                <li key={link.id}>
                  <Link to={link.to} className="flex min-h-11 items-center rounded-lg px-2 text-base text-slate-800 hover:bg-slate-100">
                    {t(`nav.public.${link.id}`)}
                  </Link>
                </li>
              ))}
            </ul>
            <SessionLink className="mt-3 w-full" />
          </nav>
        </CompactMenu>
      </div>
    </header>
  );
}

/** Signed out: sign in. Signed in: back to the user's own area. */
function SessionLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const userType = useSessionStore((s) => s.userType);
  return isLoggedIn ? (
    <ButtonLink to={homeFor(userType)} size="sm" className={className}>
      {t('nav.myDashboard')}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.login} size="sm" className={className}>
      {t('nav.signIn')}
    </ButtonLink>
  );
}

function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <BrandLink className="text-white" />
          <p className="mt-3 text-sm">{t('nav.footer.tagline')}</p>
        </div>
        <FooterLinks title={t('nav.footer.explore')} links={headerLinks} />
        <FooterLinks title={t('nav.footer.partners')} links={partnerLinks} />
        <div>
          <h2 className="text-sm font-semibold text-white">{t('common.contact.heading')}</h2>
          <ContactDetails tone="dark" className="mt-3" />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-1 border-t border-slate-800 px-4 py-4 text-xs text-slate-400">
        {/* Public pages are prerendered at build time: from 1 January the visitor's year is not the build's, and a mismatch
            would make React throw the drawn page away (and a tap or a typed number with it). The drawn year stays. */}
        <p suppressHydrationWarning>{t('nav.footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('nav.footer.legal')} className="flex gap-4">
          <Link to={paths.terms} className="inline-flex min-h-9 items-center hover:text-white hover:underline">
            {t('nav.footer.terms')}
          </Link>
          <Link to={paths.privacy} className="inline-flex min-h-9 items-center hover:text-white hover:underline">
            {t('nav.footer.privacy')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly { id: string; to: string }[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 grid gap-1 text-sm">
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.to} className="inline-flex min-h-9 items-center hover:text-white hover:underline">
              {t(`nav.public.${link.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
