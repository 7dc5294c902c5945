import type { LanguageDetectorModule } from 'i18next';

// The address's ?lng= first (the detector's query parameter), so each language has its own URL; then the spec's order.
const ORDER = ['querystring', 'localStorage', 'cookie', 'navigator', 'htmlTag'] as const;
const CACHES = ['localStorage', 'cookie'] as const;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

// Storage may be blocked (private mode, sandboxed frames): detection then just moves on.
function fromLocalStorage(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function fromQuery(): string | undefined {
  return new URLSearchParams(location.search).get('lng') ?? undefined;
}

function fromCookie(key: string): string | undefined {
  const match = document.cookie.split('; ').find((pair) => pair.startsWith(`${key}=`));
  return match ? decodeURIComponent(match.slice(key.length + 1)) : undefined;
}

/** Whether the address, local storage or the cookie named a language when the app started: a choice made on this device. */
export const deviceChoice = { made: false };

/**
 * The spec's language detection (local storage, cookie, browser, html tag; cached in local storage and a cookie), after
 * the address's ?lng=, in a few lines: i18next-browser-languagedetector would add 2 KB to every first load for the same.
 */
export function languageDetector(key: string): LanguageDetectorModule & { options: { order: readonly string[]; caches: readonly string[] } } {
  return {
    type: 'languageDetector',
    options: { order: ORDER, caches: CACHES },
    detect() {
      // Prerendering at build time has no browser to ask: the app speaks English.
      if (typeof document === 'undefined') return ['en'];
      const chosen = [fromQuery(), fromLocalStorage(key), fromCookie(key)];
      deviceChoice.made = chosen.some(Boolean);
      const found = [...chosen, ...navigator.languages, navigator.language, document.documentElement.lang || undefined];
      return found.filter((lng): lng is string => Boolean(lng));
    },
    cacheUserLanguage(lng: string) {
      if (typeof document === 'undefined') return;
      try {
        localStorage.setItem(key, lng);
      } catch {
        // Storage blocked: the cookie below still remembers.
      }
      document.cookie = `${key}=${encodeURIComponent(lng)}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
    },
  };
}
