// Hindi and Tamil beside every English words file (issue 37): the same keys, the same placeholders, so a string added in
// English without its translations, or a translation that drops a {{value}}, fails here rather than on someone's screen.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const LANGUAGES = ['hi', 'ta'] as const;
/** The other language's letters: a Devanagari letter in a Tamil word (or the reverse) is a slip no placeholder check sees. */
const FOREIGN_SCRIPT = { hi: /[\u0B80-\u0BFF]/, ta: /[\u0900-\u097F]/ } as const;
type Words = { [key: string]: string | Words };

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

/** Each way the translation differs from the English in shape: a key missing or extra, a placeholder lost or added. */
function differences(en: Words, other: Words, path = ''): string[] {
  const keys = new Set([...Object.keys(en), ...Object.keys(other)]);
  return [...keys].flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    const [a, b] = [en[key], other[key]];
    if (a === undefined) return [`${at}: not in English`];
    if (b === undefined) return [`${at}: missing`];
    if (typeof a !== typeof b) return [`${at}: a ${typeof a} in English, a ${typeof b} here`];
    if (typeof a === 'string') return marks(a).join() === marks(b as string).join() ? [] : [`${at}: ${marks(a).join(' ') || 'no placeholders'} in English, ${marks(b as string).join(' ') || 'none'} here`];
    return differences(a, b as Words, at);
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
        expect(differences(read(file), read(translated))).toEqual([]);
        expect(strings(read(translated)).filter((text) => FOREIGN_SCRIPT[language].test(text))).toEqual([]);
      });
    }

  it('tells a dropped placeholder and a missing key apart', () => {
    expect(differences({ a: 'Hi {{name}}', b: { c: 'x' } }, { a: 'नमस्ते', b: {} })).toEqual(['a: {{name}} in English, none here', 'b.c: missing']);
  });
});
