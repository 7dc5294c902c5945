// Hindi and Tamil beside every English words file (issue 37): the same keys, the same placeholders, so a string added in
// English without its translations, or a translation that drops a {{value}}, fails here rather than on someone's screen.
// Also: every plural family has each form the language's plural rules use, and no translation is its English copied
// over unless docs/i18n/kept-as-english.json says that value stays as it is.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const LANGUAGES = ['hi', 'ta'] as const;
/** The other language's letters: a Devanagari letter in a Tamil word (or the reverse) is a slip no placeholder check sees. */
const FOREIGN_SCRIPT = { hi: /[\u0B80-\u0BFF]/, ta: /[\u0900-\u097F]/ } as const;
type Words = { [key: string]: string | Words };
/** The values a translation may keep as its English, by exact value or by `<English file>#<key path>`. */
const kept = JSON.parse(readFileSync(join(ROOT, 'docs/i18n/kept-as-english.json'), 'utf8')) as { values: string[]; keys: string[] };
/** i18next's plural suffixes (`key_one`, `key_other`, …): the categories of Intl.PluralRules. */
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const pluralForms = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

/** Every JSON file under a `locales/en/` folder of the app and the server. */
function englishFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) englishFiles(path, out);
    else if (entry.name.endsWith('.json') && /[\\/]locales[\\/]en[\\/]/.test(path)) out.push(path);
  }
  return out;
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Words;
/** What a translation must carry over unchanged: {{values}}, $t(nesting) and Trans's <0>tags</0>. */
const marks = (text: string) => [...text.matchAll(/\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\d+\/?>|<\/?[a-z]+\/?>/g)].map((m) => m[0]).sort();

/**
 * Each way the translation differs from the English in shape: a key missing or extra, a placeholder lost or added.
 * A plural form English lacks but the language needs (`key_few` beside English's `key_one`/`key_other`) is no extra key.
 */
function differences(en: Words, other: Words, path = '', language = 'en'): string[] {
  const keys = new Set([...Object.keys(en), ...Object.keys(other)]);
  return [...keys].flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    const [a, b] = [en[key], other[key]];
    const plural = PLURAL.exec(key);
    if (a === undefined && plural && pluralForms(language).includes(plural[2]!) && `${plural[1]}_other` in en) return [];
    if (a === undefined) return [`${at}: not in English`];
    if (b === undefined) return [`${at}: missing`];
    if (typeof a !== typeof b) return [`${at}: a ${typeof a} in English, a ${typeof b} here`];
    if (typeof a === 'string') return marks(a).join() === marks(b as string).join() ? [] : [`${at}: ${marks(a).join(' ') || 'no placeholders'} in English, ${marks(b as string).join(' ') || 'none'} here`];
    return differences(a, b as Words, at, language);
  });
}

/** Each plural family (`key_one`, `key_other`, …) of the English whose words for `language` lack a form its plural rules use. */
function missingPlurals(en: Words, words: Words, language: string, path = ''): string[] {
  const families = new Set(Object.keys(en).flatMap((key) => (PLURAL.test(key) ? [PLURAL.exec(key)![1]!] : [])));
  const missing = [...families].flatMap((family) =>
    pluralForms(language)
      .filter((form) => typeof words[`${family}_${form}`] !== 'string')
      .map((form) => `${path ? `${path}.` : ''}${family}_${form}: missing`),
  );
  const nested = Object.entries(en).flatMap(([key, value]) =>
    typeof value === 'string' || typeof words[key] !== 'object' ? [] : missingPlurals(value, words[key] as Words, language, path ? `${path}.${key}` : key),
  );
  return [...missing, ...nested];
}

/** Whether a value has nothing to translate: no Latin letter once its placeholders and tags are taken out (numbers, emoji, "{{count}}"). */
const nothingToTranslate = (text: string) => !/[A-Za-z]/.test(text.replace(/\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\w+\/?>/g, ''));

/** The translations that are their English copied over, but for those kept-as-english.json names (`file` names the English file). */
function untranslated(en: Words, other: Words, file: string, path = ''): string[] {
  return Object.entries(en).flatMap(([key, a]) => {
    const at = path ? `${path}.${key}` : key;
    const b = other[key];
    if (typeof a !== 'string') return typeof b === 'object' ? untranslated(a, b, file, at) : [];
    if (a !== b || nothingToTranslate(a) || kept.values.includes(a) || kept.keys.includes(`${file}#${at}`)) return [];
    return [`${at}: ${JSON.stringify(a)} is the English`];
  });
}

/** Every string of a words file. */
const strings = (words: Words): string[] => Object.values(words).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));

const files = [...englishFiles(join(ROOT, 'src')), ...englishFiles(join(ROOT, 'server/locales'))];

describe('every words file in Hindi and Tamil matches its English', () => {
  it('finds the English files', () => expect(files.length).toBeGreaterThan(25));

  for (const file of files)
    for (const language of LANGUAGES) {
      const translated = file.replace(/([\\/])locales[\\/]en[\\/]/, `$1locales$1${language}$1`);
      it(`${relative(ROOT, translated)}`, () => {
        expect(existsSync(translated), `${relative(ROOT, translated)} is missing`).toBe(true);
        expect(differences(read(file), read(translated), '', language)).toEqual([]);
        expect(strings(read(translated)).filter((text) => FOREIGN_SCRIPT[language].test(text))).toEqual([]);
        expect(missingPlurals(read(file), read(translated), language), 'plural forms').toEqual([]);
        expect(untranslated(read(file), read(translated), relative(ROOT, file).replaceAll('\\', '/')), 'left in English').toEqual([]);
      });
    }

  for (const file of files)
    it(`${relative(ROOT, file)} has every English plural form`, () => expect(missingPlurals(read(file), read(file), 'en')).toEqual([]));

  it('tells a dropped placeholder and a missing key apart', () => {
    expect(differences({ a: 'Hi {{name}}', b: { c: 'x' } }, { a: 'नमस्ते', b: {} })).toEqual(['a: {{name}} in English, none here', 'b.c: missing']);
  });

  it('asks each plural family for the forms the language uses, and lets it have more than English', () => {
    expect(pluralForms('hi')).toEqual(expect.arrayContaining(['one', 'other']));
    const en = { n: { x_one: '{{count}} day', x_other: '{{count}} days' } };
    expect(missingPlurals(en, { n: { x_other: '{{count}} दिन' } }, 'hi')).toEqual(['n.x_one: missing']);
    expect(missingPlurals(en, { n: { x_one: '{{count}} dzień', x_other: '{{count}} dni' } }, 'pl')).toEqual(['n.x_few: missing', 'n.x_many: missing']);
    expect(differences(en, { n: { ...en.n, x_few: '{{count}} dni' } }, '', 'pl')).toEqual([]);
    expect(differences(en, { n: { ...en.n, x_few: '{{count}} dni' } }, '', 'hi')).toEqual(['n.x_few: not in English']);
  });

  it('catches an English value copied over, but not numbers, placeholders or the kept list', () => {
    const en = { a: 'Book now', b: '{{count}}', c: '{{from}} – {{to}}', d: 'OTP', e: 'Book' };
    expect(untranslated(en, { ...en, e: 'बुक करें' }, 'x.json')).toEqual(['a: "Book now" is the English']);
  });
});
