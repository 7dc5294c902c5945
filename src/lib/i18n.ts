import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, languages, type Language } from '@contract/constants';
import { languageDetector, readsStoredLanguage } from './language-detector';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

type Words = Record<string, unknown>;
/** A language's words file, fetched when that language first shows (Vite's lazy glob: one small chunk a file). */
export type WordsLoaders = Record<string, () => Promise<unknown>>;

// English ships with the app: every file in locales/en is one top-level key (common.json → t('common.…')).
const englishFiles = import.meta.glob<Words>('../locales/en/*.json', { eager: true, import: 'default' });
// Hindi and Tamil are fetched only when shown, so an English visit downloads none of them.
const translatedFiles = import.meta.glob<Words>('../locales/{hi,ta}/*.json', { import: 'default' });

const fileName = (path: string) => path.replace(/^.*\/(.+)\.json$/, '$1');
const languageOf = (path: string) => /\/locales\/(\w+)\//.exec(path)?.[1];
const english = Object.fromEntries(Object.entries(englishFiles).map(([path, words]) => [fileName(path), words]));

/** `{ a: { b: words } }` for the path "a.b": a feature's words sit under its key in the one translation namespace. */
const nestUnder = (path: string, words: Words): Words => path.split('.').reduceRight<Words>((inner, key) => ({ [key]: inner }), words);

/** Every set of words the app knows of: the first load's files, then each feature's as its code loads. */
type Registered = { path: string; loaders: WordsLoaders; english?: () => Promise<unknown> };
const registered: Registered[] = Object.entries(translatedFiles).map(([file, load]) => ({
  path: fileName(file),
  loaders: { [file]: load },
}));
const loaded = new Set<string>();
const pending = new Set<Promise<void>>();

async function loadWords(language: Language, path: string, loaders: WordsLoaders): Promise<void> {
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
  const words = registered.flatMap(({ path, loaders, english }) => [
    loadWords(language, path, loaders),
    ...(english ? [loadWords('en', path, { [`/locales/en/${path}`]: english })] : []),
  ]);
  // The fonts' code too: an English visit never downloads it.
  const fonts = import('./language-fonts').then(({ loadLanguageFonts }) => loadLanguageFonts(language));
  return track(Promise.all([...words, fonts]).then(() => undefined));
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

/**
 * Words English never shows, only the other languages need (the English a translation is found by): fetched with
 * Hindi or Tamil, never on an English visit.
 */
export function addTranslatedOnlyStrings(path: string, english: () => Promise<unknown>, translations: WordsLoaders): void {
  registered.push({ path, loaders: translations, english });
  const current = currentLanguage();
  if (current !== 'en') void loadLanguage(current);
}

/** Resolves once the words being fetched are in: a lazy screen waits on it so it never draws in English first. */
export const wordsReady = (): Promise<void> => Promise.all(pending).then(() => undefined);

/** The language the app speaks now (en until i18next has chosen). */
export function currentLanguage(): Language {
  // languages[0], not resolvedLanguage: that stays en until the chosen language's words have arrived.
  const language = i18n.languages?.[0] ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

// Whether this device has chosen a language (the spec's i18nextLng, or an address naming one), read before i18next
// caches what it detects: a device that has not chosen takes the profile's language at sign-in.
let choseOnThisDevice =
  typeof document !== 'undefined' && (new URLSearchParams(location.search).has('lng') || readsStoredLanguage(LANGUAGE_STORAGE_KEY));

/** The person picked a language here (the switcher): from now on this device's choice wins over the profile's. */
export const chooseLanguage = (): void => void (choseOnThisDevice = true);
export const deviceHasChosen = (): boolean => choseOnThisDevice;

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
