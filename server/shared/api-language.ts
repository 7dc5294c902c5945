// The API's words in the language a request asks for (issue 37). gettext's idea: the English text is the key, so rules
// keep throwing English and only the edge (plugins/app/language.ts) looks the words up. server/locales/en/api.json is
// written by scripts/i18n/collect-api-texts.ts from the code; hi/ and ta/ hold each text's translation.
import { isLanguage, type Language } from '@contract/constants';
import hi from '../locales/hi/api.json';
import ta from '../locales/ta/api.json';

/**
 * The language an Accept-Language header prefers among ours: ranges by q-value (ties keep their order), each matched
 * on its primary subtag ("ta-IN" → ta); English when none is ours ("fr"), and for a missing or malformed header.
 */
export function languageOf(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  const ranges = value
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q[1]) : 1, index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map(({ primary }) => primary).find(isLanguage) ?? 'en';
}

/** {{name}}, or {name} in the few texts filled with String.replace. */
const PLACEHOLDER = /\{\{(\w+)\}\}|\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\{\w+\}\}|\{\w+\}/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Template = { pattern: RegExp; names: string[]; translated: string; literal: number };
type Catalogue = { exact: Map<string, string>; templates: Template[] };

function catalogueOf(words: Record<string, string>): Catalogue {
  const exact = new Map(Object.entries(words));
  const templates = Object.entries(words)
    .filter(([english]) => HAS_PLACEHOLDER.test(english))
    .map(([english, translated]): Template => {
      const names: string[] = [];
      let source = '';
      let last = 0;
      for (const match of english.matchAll(PLACEHOLDER)) {
        source += `${escape(english.slice(last, match.index))}(.+?)`;
        names.push(match[1] ?? match[2]!);
        last = match.index + match[0].length;
      }
      source += escape(english.slice(last));
      return { pattern: new RegExp(`^${source}$`, 's'), names, translated, literal: english.replace(PLACEHOLDER, '').length };
    })
    // The most specific first: "Unknown field: {{field}}" before "{{field}}: {{text}}".
    .sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

const catalogues: Record<Exclude<Language, 'en'>, Catalogue> = { hi: catalogueOf(hi), ta: catalogueOf(ta) };

/**
 * An English text the API sends, in the language asked for: looked up as it is, else matched against the filled
 * templates ("This pass can be frozen for 3 more days") and filled again with the same values, each value itself
 * translated when it is a known text (a pass's name). A text no catalogue knows stays English.
 */
export function translateApiText(text: string, language: Language): string {
  if (language === 'en') return text;
  const { exact, templates } = catalogues[language];
  const known = exact.get(text);
  if (known !== undefined) return known;
  for (const { pattern, names, translated } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1]!]));
    return translated.replace(PLACEHOLDER, (whole, a?: string, b?: string) => {
      const value = values.get(a ?? b!);
      return value === undefined ? whole : (exact.get(value) ?? value);
    });
  }
  return text;
}

/** Field errors ({field: text}) in the language asked for; the field names stay as they are. */
export function translateFieldErrors(fields: Record<string, unknown>, language: Language): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, typeof text === 'string' ? translateApiText(text, language) : text]));
}
