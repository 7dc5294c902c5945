import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { languageNames, languages, type Language } from '@contract/constants';
import { cn } from '@/components/ui/cn';
import { changeLanguageTo, chooseLanguage, currentLanguage } from '@/lib/i18n';

/** The address of this page in `language`: its ?lng= is the detector's first source, so the link works before the app starts. */
function addressIn(language: Language, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('lng', language);
  return `${pathname}?${params.toString()}`;
}

/**
 * English, हिन्दी, தமிழ், each in its own name: a native disclosure of plain links, so a tap before the app has started
 * still opens it and still changes the language (the server draws the ?lng= page). Once the app runs, the words are
 * fetched and every screen switches in place, and the address keeps its ?lng= in step.
 */
export function LanguageSwitcher({ className, align = 'end' }: { className?: string; align?: 'start' | 'end' }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const menu = useRef<HTMLDetailsElement>(null);
  const shown = currentLanguage();
  const choose = (language: Language) => async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    menu.current?.removeAttribute('open');
    chooseLanguage();
    await changeLanguageTo(language);
    // An address that named a language keeps naming the one shown, or a reload would go back.
    if (new URLSearchParams(search).has('lng')) void navigate(addressIn(language, pathname, search), { replace: true, preventScrollReset: true });
  };
  return (
    <details ref={menu} className={cn('group relative', className)}>
      <summary
        className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <GlobeIcon />
        <span className="sr-only">{t('nav.language')}: </span>
        {/* A phone's header has room for the globe alone; the menu names every language. */}
        <span lang={shown} className="sr-only sm:not-sr-only">
          {languageNames[shown]}
        </span>
      </summary>
      <ul
        className={cn(
          'absolute top-full z-50 mt-1 grid min-w-36 gap-0.5 rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
          align === 'end' ? 'right-0' : 'left-0',
        )}
      >
        {languages.map((language) => (
          <li key={language}>
            <a
              href={addressIn(language, pathname, search)}
              hrefLang={language}
              lang={language}
              aria-current={language === shown ? 'true' : undefined}
              onClick={choose(language)}
              className="flex min-h-11 items-center rounded-md px-3 text-sm text-slate-800 hover:bg-slate-100 aria-[current]:font-semibold aria-[current]:text-brand-700"
            >
              {languageNames[language]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18" />
    </svg>
  );
}
