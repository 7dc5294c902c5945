import { useTranslation } from 'react-i18next';
import { addTranslatedOnlyStrings, currentLanguage, i18n } from './i18n';

/**
 * The contract's validation and outcome texts in the person's language (issue 37). zod schemas in contract/ carry the
 * spec's English (contract/constants.ts `messages`, each domain's `…Messages`); locales/<lng>/validation.json holds
 * each under a stable name. A text is found by its English: exactly, or through the template it was filled from
 * ('Please enter a valid year between 1900 and {{current}}', 'At most {{max}} characters'), the filled-in values
 * carried into the translation. A text that is not the contract's (a server message, already in the person's
 * language) comes back unchanged, and so does everything in English: the spec's words, byte for byte. English shows the
 * texts as they are, so the files (English to find a text by, and the language's words) come only with Hindi or Tamil.
 */
addTranslatedOnlyStrings('validation', () => import('@/locales/en/shared/validation.json').then((m) => m.default), import.meta.glob('/src/locales/{hi,ta}/shared/validation.json', { import: 'default' }));

type Template = { key: string; pattern: RegExp; names: string[] };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Lookup = { exact: Map<string, string>; templates: Template[] };
let lookup: Lookup | undefined;

/** The English texts by which a message is found, built once they have arrived (with the first other language). */
function lookupTable(): Lookup | undefined {
  if (lookup) return lookup;
  const english = i18n.getResource('en', 'translation', 'validation') as Record<string, Record<string, string>> | undefined;
  if (!english) return undefined;
  const table: Lookup = { exact: new Map(), templates: [] };
  for (const [group, texts] of Object.entries(english))
    for (const [name, text] of Object.entries(texts)) {
      const key = `validation.${group}.${name}`;
      const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
      if (names.length === 0) {
        if (!table.exact.has(text)) table.exact.set(text, key);
        continue;
      }
      table.templates.push({ key, names, pattern: new RegExp(`^${text.split(/\{\{\w+\}\}/).map(escapeRegExp).join('(.+?)')}$`) });
    }
  return (lookup = table);
}

/** The validation.json key of a contract text, and the values a template was filled with; null for any other text. */
export function validationKey(message: string): { key: string; values: Record<string, string> } | null {
  const table = lookupTable();
  if (!table) return null;
  const key = table.exact.get(message);
  if (key) return { key, values: {} };
  for (const template of table.templates) {
    const match = template.pattern.exec(message);
    if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

/** A contract text in i18next's current language; unknown texts, and every text in English, unchanged. */
export function translateValidation(message: string): string {
  if (!message || currentLanguage() === 'en') return message;
  const found = validationKey(message);
  if (!found) return message;
  return i18n.t(found.key, { ...found.values, defaultValue: message, interpolation: { escapeValue: false } });
}

/** translateValidation for a component: it renders again when the language changes. */
export function useValidationText(): (message: string) => string {
  useTranslation();
  return translateValidation;
}
