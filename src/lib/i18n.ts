import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

// English only: every file in locales/en is one top-level key (common.json → t('common.…')).
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', { eager: true });
const english = Object.fromEntries(
  Object.entries(files).map(([path, mod]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), mod.default]),
);

void i18n
  .use(languageDetector(LANGUAGE_STORAGE_KEY))
  .use(initReactI18next)
  .init({
    resources: { en: { translation: english } },
    fallbackLng: 'en',
    supportedLngs: ['en'],
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export { i18n };
