import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, languages, type Language } from '@contract/constants';
import { deviceChoice, languageDetector } from './language-detector';
import common from '../locales/en/common.json';
import errors from '../locales/en/errors.json';
import gyms from '../locales/en/gyms.json';
import marketing from '../locales/en/marketing.json';
import nav from '../locales/en/nav.json';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

type Words = Record<string, unknown>;
/** A language's words file, fetched when that language first shows (Vite's lazy glob: one small chunk a file). */
export type WordsLoaders = Record<string, () => Promise<unknown>>;

// English ships with the app: every file in locales/en is one top-level key (common.json → t('common.…')).
const english = { common, errors, gyms, marketing, nav };
// Hindi and Tamil are fetched only when shown, so an English visit downloads none of them: one chunk a language.
const translatedFirstWords = import.meta.glob<Words>('../locales/{hi,ta}/first-load.ts', { import: 'default' });

const languageOf = (path: string) => /\/locales\/(\w+)\//.exec(path)?.[1];

/** `{ a: { b: words } }` for the path "a.b": a feature's words sit under its key in the one translation namespace. */
const nestUnder = (path: string, words: Words): Words =>
  path ? path.split('.').reduceRight<Words>((inner, key) => ({ [key]: inner }), words) : words;

/** Every set of words the app knows of: the first load's files, then each feature's as its code loads. */
const registered: { path: string; loaders: WordsLoaders }[] = [{ path: '', loaders: translatedFirstWords }];
const loaded = new Set<string>();
const languageLoaders: ((language: Language) => Promise<void>)[] = [];

/** More that a language needs before it shows (the validation lookup): run with each load of Hindi or Tamil, and now if one shows. */
export function onLanguageLoad(load: (language: Language) => Promise<void>): void {
  languageLoaders.push(load);
  const current = currentLanguage();
  if (current !== 'en') void track(load(current));
}
const pending = new Set<Promise<void>>();

export async function loadWords(language: Language, path: string, loaders: WordsLoaders): Promise<void> {
  const entry = Object.entries(loaders).find(([file]) => languageOf(file) === language);
  if (!entry || loaded.has(`${language}:${entry[0]}`)) return;
  const words = (await entry[1]()) as Words;
  i18n.addResourceBundle(language, 'translation', nestUnder(path, words), true, true);
  loaded.add(`${language}:${entry[0]}`);
}

/** Waits on `work` until it settles, so a screen that appears meanwhile can wait for its words too. */
function track(work: Promise<void>): Promise<void> {
  pending.add(work);
  return work.finally(() => pending.delete(work));
}

/** Every registered set of words in `language`, and its script's font, in place: then the language can show. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  const words = registered.map(({ path, loaders }) => loadWords(language, path, loaders));
  const more = languageLoaders.map((load) => load(language));
  // The fonts' code too: an English visit never downloads it.
  const fonts = import('./language-fonts').then(({ loadLanguageFonts }) => loadLanguageFonts(language));
  return track(Promise.all([...words, ...more, fonts]).then(() => undefined));
}

/**
 * A feature's words, added when its code loads (t('<path>.…') as usual), so they stay out of the first load. English
 * comes with the code; `translations` (the feature's `locales/{hi,ta}` glob) is fetched when that language shows.
 */
export function addLazyStrings(path: string, strings: Words, translations: WordsLoaders = {}): void {
  i18n.addResourceBundle('en', 'translation', nestUnder(path, strings), true, true);
  registered.push({ path, loaders: translations });
  const current = currentLanguage();
  if (current !== 'en') void track(loadWords(current, path, translations));
}

/** Resolves once the words being fetched are in: a lazy screen waits on it so it never draws in English first. */
export const wordsReady = (): Promise<void> => Promise.all(pending).then(() => undefined);

/** The language the app speaks now (en until i18next has chosen). */
export function currentLanguage(): Language {
  // languages[0], not resolvedLanguage: that stays en until the chosen language's words have arrived.
  const language = i18n.languages?.[0] ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

/** The person picked a language here (the switcher): from now on this device's choice wins over the profile's. */
export const chooseLanguage = (): void => void (deviceChoice.made = true);
/** Whether this device has chosen (the spec's i18nextLng, or an address naming one): one that has not takes the profile's at sign-in. */
export const deviceHasChosen = (): boolean => deviceChoice.made;

/** Shows `language`: its words and font first, then every screen at once (the detector caches the choice). */
export async function changeLanguageTo(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

void i18n
  .use(languageDetector(LANGUAGE_STORAGE_KEY))
  .use(initReactI18next)
  .init({
    resources: { en: { translation: english } },
    fallbackLng: 'en',
    supportedLngs: [...languages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Words fetched after a screen drew (a feature loaded in Hindi) redraw it.
    react: { bindI18nStore: 'added' },
  });

// <html lang> follows the language shown: screen readers pronounce by it, and the detector reads it last.
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined' && isLanguage(language)) document.documentElement.lang = language;
});

export { i18n };
