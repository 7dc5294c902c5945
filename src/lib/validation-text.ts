import { useTranslation } from 'react-i18next';
import { currentLanguage, onLanguageLoad } from './i18n';

/**
 * The contract's validation and outcome texts in the person's language (issue 37). zod schemas in contract/ carry the
 * spec's English (contract/constants.ts `messages`, each domain's `…Messages`); locales/<lng>/validation.json holds
 * each under a stable name. A text is found by its English: exactly, or through the template it was filled from
 * ('Please enter a valid year between 1900 and {{current}}', 'At most {{max}} characters'), the filled-in values
 * carried into the translation. A text that is not the contract's (a server message, already in the person's
 * language) comes back unchanged, and so does everything in English: the spec's words, byte for byte. English shows the
 * texts as they are, so the files (English to find a text by, and the language's words) come only with Hindi or Tamil.
 */
// The lookup and the English it finds texts by come with the first other language; English never needs them.
let translateKnown: ((message: string) => string) | undefined;
onLanguageLoad(async (language) => {
  const lookup = await import('./validation-lookup');
  await lookup.loadValidationWords(language);
  translateKnown = lookup.translateKnown;
});

/** A contract text in i18next's current language; unknown texts, and every text in English, unchanged. */
export function translateValidation(message: string): string {
  return !message || currentLanguage() === 'en' || !translateKnown ? message : translateKnown(message);
}

/** translateValidation for a component: it renders again when the language changes. */
export function useValidationText(): (message: string) => string {
  useTranslation();
  return translateValidation;
}
