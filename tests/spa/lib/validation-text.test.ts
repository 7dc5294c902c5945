// The contract's English validation texts in the person's language (issue 37): every text a contract message constant
// holds has its words in locales/en/validation.json (so a new message without a translation fails here), English stays
// the spec's words byte for byte, and a filled-in template carries its values into the translation.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { translateValidation, validationKey } from '@/lib/validation-text';
import hindi from '@/locales/hi/validation.json';
import tamil from '@/locales/ta/validation.json';

/** Every export of contract/ named `messages` or `…Messages`: the English texts zod schemas and the server answer with. */
const modules = import.meta.glob<Record<string, unknown>>('../../../contract/**/*.ts', { eager: true });
const contractTexts = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    /^messages$|Messages$/.test(name) && value && typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>).flatMap(([key, text]) => (typeof text === 'string' ? [{ at: `${file.replace(/^.*contract\//, '')} ${name}.${key}`, text }] : []))
      : [],
  ),
);
/** A template's {{value}} or {date} as the server fills it in. */
const filled = (text: string) => text.replace(/\{\{\w+\}\}|\{\w+\}/g, '7');

/** Lets i18next speak a language the app does not switch on yet (supportedLngs) for the length of a test. */
async function speak(language: 'hi' | 'ta', words: Record<string, unknown>) {
  const supported = i18n.options.supportedLngs;
  if (supported && !supported.includes(language)) {
    i18n.options.supportedLngs = [...supported, language];
    i18n.services.languageUtils.supportedLngs = i18n.options.supportedLngs;
  }
  i18n.addResourceBundle(language, 'translation', { validation: words }, true, true);
  await i18n.changeLanguage(language);
}
const supportedAtStart = i18n.options.supportedLngs;
afterEach(async () => {
  await i18n.changeLanguage('en');
  i18n.options.supportedLngs = supportedAtStart;
  i18n.services.languageUtils.supportedLngs = supportedAtStart;
});

describe('the contract’s messages in validation.json', () => {
  it('finds the contract’s message constants', () => {
    expect(contractTexts.length).toBeGreaterThan(300);
    expect(contractTexts.map((t) => t.text)).toContain('Please enter a valid year between 1900 and {{current}}');
  });

  it('has a key for every English text, whose English is that text', () => {
    const missing = contractTexts.filter(({ text }) => {
      const found = validationKey(filled(text));
      return !found || i18n.t(found.key, { ...found.values, lng: 'en', interpolation: { escapeValue: false } }) !== filled(text);
    });
    expect(missing.map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  });

  it('leaves English, and texts it does not know, as they are', async () => {
    expect(i18n.language).toBe('en');
    for (const { text } of contractTexts) expect(translateValidation(filled(text))).toBe(filled(text));
    await speak('hi', hindi);
    expect(translateValidation('Unauthorized access')).toBe('Unauthorized access');
    expect(translateValidation('')).toBe('');
  });

  it('speaks Hindi and Tamil, a filled-in template with its values', async () => {
    await speak('hi', hindi);
    expect(translateValidation('Mobile number is required')).toBe('मोबाइल नंबर ज़रूरी है');
    expect(translateValidation('Please enter a valid year between 1900 and 2026')).toBe('कृपया 1900 से 2026 के बीच का सही साल डालें');
    expect(translateValidation('Name must be 2 to 80 characters')).toBe('नाम 2 से 80 अक्षरों का होना चाहिए');
    await speak('ta', tamil);
    expect(translateValidation('At most 120 characters')).toBe('அதிகபட்சம் 120 எழுத்துகள்');
    expect(translateValidation('This promo code has expired: it ended on 3 Dec 2026')).toBe('இந்த ப்ரோமோ கோடு காலாவதியானது: 3 Dec 2026 அன்று முடிந்தது');
  });
});
