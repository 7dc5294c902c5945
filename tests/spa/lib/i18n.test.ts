import { afterEach, describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';

type Detector = { detect: () => string[] | string | undefined; options: { order: string[]; caches: string[] } };
const detector = () => i18n.services.languageDetector as unknown as Detector;

afterEach(() => {
  document.documentElement.removeAttribute('lang');
});

describe('i18n', () => {
  it('looks in local storage, then the cookie, then the browser, then the html tag', () => {
    expect(detector().options.order).toEqual(['localStorage', 'cookie', 'navigator', 'htmlTag']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-GB');
    document.cookie = `${LANGUAGE_STORAGE_KEY}=en-IN; path=/`;
    document.documentElement.lang = 'en-AU';
    const found = detector().detect() as string[];
    expect(found[0]).toBe('en-GB');
    expect(found[1]).toBe('en-IN');
    expect(found.slice(2, -1)).toEqual(expect.arrayContaining([...navigator.languages]));
    expect(new Set(found.slice(2, -1))).toEqual(new Set([...navigator.languages, navigator.language]));
    expect(found.at(-1)).toBe('en-AU');
  });

  it('falls through to the cookie when local storage has nothing', () => {
    document.cookie = `${LANGUAGE_STORAGE_KEY}=en-IN; path=/`;
    expect((detector().detect() as string[])[0]).toBe('en-IN');
  });

  it('caches the language in local storage and a cookie under i18nextLng', async () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('i18nextLng');
    expect(detector().options.caches).toEqual(['localStorage', 'cookie']);
    await i18n.changeLanguage('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18nextLng=en');
  });

  it('speaks English, and falls back to it for any other language', async () => {
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.t('common.loading')).toBe('Loading...');
    await i18n.changeLanguage('hi');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('common.ownerLoading')).toBe('Loading your gains...');
    expect(i18n.t('common.loading', { lng: 'fr' })).toBe('Loading...');
    await i18n.changeLanguage('en');
  });
});

describe('lazy strings', () => {
  it('keeps the owner gym screens out of the first load until their feature loads', async () => {
    expect(i18n.exists('owner-gyms.registration.title')).toBe(false);
    await import('@/features/owner-gyms/strings');
    expect(i18n.t('owner-gyms.registration.title')).toBe('Register your gym');
  });
});
