import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguageTo, currentLanguage, i18n, LANGUAGE_STORAGE_KEY, loadLanguage, wordsReady } from '@/lib/i18n';

type Detector = { detect: () => string[] | string | undefined; options: { order: string[]; caches: string[] } };
const detector = () => i18n.services.languageDetector as unknown as Detector;

afterEach(() => {
  document.documentElement.removeAttribute('lang');
});

describe('i18n', () => {
  it("looks at the address's ?lng= first, then the spec's order: local storage, cookie, browser, html tag", () => {
    expect(detector().options.order).toEqual(['querystring', 'localStorage', 'cookie', 'navigator', 'htmlTag']);
    window.history.replaceState(null, '', '/?lng=ta');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect((detector().detect() as string[])[0]).toBe('ta');
    window.history.replaceState(null, '', '/');
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

  it('speaks English, Hindi and Tamil, and falls back to English for any other language', async () => {
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining(['en', 'hi', 'ta']));
    expect(i18n.t('common.loading')).toBe('Loading...');
    expect(i18n.t('common.loading', { lng: 'fr' })).toBe('Loading...');
    // Hindi and Tamil are fetched when asked for, not with the app.
    await loadLanguage('en');
    expect(i18n.getResource('ta', 'translation', 'nav.language')).toBeUndefined();
    await changeLanguageTo('hi');
    expect(currentLanguage()).toBe('hi');
    expect(i18n.t('nav.language')).toBe('भाषा');
    expect(document.documentElement.lang).toBe('hi');
    await changeLanguageTo('ta');
    expect(i18n.t('nav.language')).toBe('மொழி');
    await changeLanguageTo('en');
    expect(i18n.t('nav.language')).toBe('Language');
  });

});

describe('lazy strings', () => {
  it("fetches a feature's Hindi when its code loads while Hindi shows, and a screen can wait for it", async () => {
    await changeLanguageTo('hi');
    await import('@/features/promos/strings');
    await wordsReady();
    expect(i18n.t('promos.section.heading')).not.toBe(i18n.t('promos.section.heading', { lng: 'en' }));
    expect(i18n.t('promos.section.heading')).toMatch(/[\u0900-\u097F]/);
    await changeLanguageTo('en');
  });

  it('keeps the owner gym screens out of the first load until their feature loads', async () => {
    expect(i18n.exists('owner-gyms.registration.title')).toBe(false);
    await import('@/features/owner-gyms/strings');
    expect(i18n.t('owner-gyms.registration.title')).toBe('Register your gym');
  });
});
