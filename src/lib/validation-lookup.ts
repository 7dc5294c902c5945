// The finding half of validation-text.ts: the English texts and how a message is matched to one. i18n.ts loads it with
// the first other language (its chunk is words-en-…), never on an English visit.
import type { Language } from '@contract/constants';
import english from '@/locales/en/shared/validation.json';
import { i18n, loadWords } from './i18n';

const translations = import.meta.glob('/src/locales/{hi,ta}/shared/validation.json', { import: 'default' });

/** The validation words of `language`, and the English they are found by, in place: the field errors then speak it. */
export async function loadValidationWords(language: Language): Promise<void> {
  i18n.addResourceBundle('en', 'translation', { validation: english }, true, true);
  await loadWords(language, 'validation', translations);
}

type Template = { key: string; pattern: RegExp; names: string[] };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Lookup = { exact: Map<string, string>; templates: Template[] };
let lookup: Lookup | undefined;

/** The English texts by which a message is found, built on first use. */
function lookupTable(): Lookup {
  if (lookup) return lookup;
  const table: Lookup = { exact: new Map(), templates: [] };
  for (const [group, texts] of Object.entries(english as Record<string, Record<string, string>>))
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
  const key = table.exact.get(message);
  if (key) return { key, values: {} };
  for (const template of table.templates) {
    const match = template.pattern.exec(message);
    if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

/** A known contract text in i18next's current language; any other text unchanged. */
export function translateKnown(message: string): string {
  const found = validationKey(message);
  if (!found) return message;
  return i18n.t(found.key, { ...found.values, defaultValue: message, interpolation: { escapeValue: false } });
}
