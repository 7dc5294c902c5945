// The contract's English validation texts in the person's language (issue 37): every text a contract message constant
// holds has its words in locales/en/shared/validation.json (so a new message without a translation fails here), English stays
// the spec's words byte for byte, and a filled-in template carries its values into the translation.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguageTo, i18n, loadLanguage } from '@/lib/i18n';
import { validationKey } from '@/lib/validation-lookup';
import { translateValidation } from '@/lib/validation-text';

// The English texts a message is found by come with the first other language (an English visit never needs them).
beforeAll(() => loadLanguage('hi'));

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

afterEach(async () => {
  await changeLanguageTo('en');
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
    await changeLanguageTo('hi');
    expect(translateValidation('Unauthorized access')).toBe('Unauthorized access');
    expect(translateValidation('')).toBe('');
  });

  it('speaks Hindi and Tamil, a filled-in template with its values', async () => {
    await changeLanguageTo('hi');
    expect(translateValidation('Mobile number is required')).toBe('मोबाइल नंबर ज़रूरी है');
    expect(translateValidation('Please enter a valid year between 1900 and 2026')).toBe('कृपया 1900 से 2026 के बीच का सही साल डालें');
    expect(translateValidation('Name must be 2 to 80 characters')).toBe('नाम 2 से 80 अक्षरों का होना चाहिए');
    await changeLanguageTo('ta');
    expect(translateValidation('At most 120 characters')).toBe('அதிகபட்சம் 120 எழுத்துகள்');
    expect(translateValidation('This promo code has expired: it ended on 3 Dec 2026')).toBe('இந்த ப்ரோமோ கோடு காலாவதியானது: 3 Dec 2026 அன்று முடிந்தது');
  });
});
