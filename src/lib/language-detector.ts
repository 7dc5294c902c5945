import type { LanguageDetectorModule } from 'i18next';

const ORDER = ['localStorage', 'cookie', 'navigator', 'htmlTag'] as const;
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

function fromCookie(key: string): string | undefined {
  const match = document.cookie.split('; ').find((pair) => pair.startsWith(`${key}=`));
  return match ? decodeURIComponent(match.slice(key.length + 1)) : undefined;
}

/**
 * The spec's language detection (local storage, cookie, browser, html tag; cached in local storage and a cookie)
 * in a few lines: the app is English only, so i18next-browser-languagedetector's 2 KB on the first load bought nothing more.
 */
export function languageDetector(key: string): LanguageDetectorModule & { options: { order: readonly string[]; caches: readonly string[] } } {
  return {
    type: 'languageDetector',
    options: { order: ORDER, caches: CACHES },
    detect() {
      // Prerendering at build time has no browser to ask: the app speaks English.
      if (typeof document === 'undefined') return ['en'];
      const found = [fromLocalStorage(key), fromCookie(key), ...navigator.languages, navigator.language, document.documentElement.lang || undefined];
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
