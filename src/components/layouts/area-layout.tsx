import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useSessionStore } from '@/stores/session-store';
import { navFor, type Area, type NavGroup } from './area-nav';
import { BrandLink } from './brand-link';
import { CompactMenu } from './compact-menu';
import { LanguageSwitcher } from './language-switcher';
import { OfflineBanner } from './offline-banner';
import { MAIN_ID, SkipLink } from './skip-link';
import './area-strings';

type AreaLayoutProps = { area: Area; bell?: ReactNode; nav?: NavGroup[] | undefined; theme?: CSSProperties | undefined };

/**
 * A signed-in area: a sidebar on wide screens, a compact menu on phones, the screen beside or below. `bell` (the
 * notifications link, which the app passes in: a layout knows no feature) sits beside the brand on both. An area
 * outside the first visit brings its own `nav` and colours (`theme`: the brand scale's CSS variables).
 */
export function AreaLayout({ area, bell, nav, theme }: AreaLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen lg:flex" style={theme}>
      <SkipLink />
      <aside className="hidden border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-72 lg:shrink-0 lg:flex-col">
        <div className="shrink-0 px-5 py-4">
          <div className="flex items-center justify-between gap-2">
            <BrandLink />
            {bell}
          </div>
          <LanguageSwitcher align="start" className="-ml-2 mt-1" />
          <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-brand-700">{t(`nav.areas.${area}`)}</p>
        </div>
        <AreaNav area={area} nav={nav} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pb-4" />
        <AccountFooter className="shrink-0 border-t border-slate-200 bg-white px-5 py-4" />
      </aside>
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
          <div className="relative flex items-center justify-between gap-3 px-4 py-2">
            {/* The language, the bell and the menu need the room on a phone: the logo alone stands for the brand there. */}
            <BrandLink compact />
            <div className="ml-auto flex items-center">
              <LanguageSwitcher />
              {bell}
            </div>
            <CompactMenu>
              <AreaNav area={area} nav={nav} />
              <AccountFooter className="mt-3 border-t border-slate-200 pt-3" />
            </CompactMenu>
          </div>
        </header>
        <main id={MAIN_ID} className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          <OfflineBanner area={area} />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function AreaNav({ area, nav, className }: { area: Area; nav?: NavGroup[] | undefined; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t(`nav.areas.${area}`)} className={className}>
      {(nav ?? navFor(area)).map((group) => (
        <div key={group.id} className="mt-4 first:mt-0">
          <p className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(`nav.groups.${group.id}`)}</p>
          <ul className="mt-1 grid gap-0.5">
            {group.items.map((entry) => (
              <li key={entry.id}>
                <NavLink
                  to={entry.to}
                  end={entry.id === 'dashboard'}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center rounded-lg px-2 text-sm font-medium lg:min-h-9',
                      isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
                    )
                  }
                >
                  {t(`nav.${area}.${entry.id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function AccountFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  const firstName = useSessionStore((s) => s.user?.firstName);
  return (
    <div className={cn('flex items-center justify-between gap-3', className)}>
      {firstName ? <p className="truncate text-sm font-medium text-slate-700">{firstName}</p> : <span />}
      <Button variant="secondary" size="sm" onClick={() => useSessionStore.getState().logout()}>
        {t('nav.logout')}
      </Button>
    </div>
  );
}
