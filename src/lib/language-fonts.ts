import type { Language } from '@contract/constants';

// Self-hosted Noto Sans for the two scripts, fetched only when that language shows (font-display: swap).
// Only the weights the app draws (400 text, 500/600/700 labels and headings); each file covers its script alone.
const stylesheets: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-500.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  ta: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-500.css'),
      import('@fontsource/noto-sans-tamil/tamil-600.css'),
      import('@fontsource/noto-sans-tamil/tamil-700.css'),
    ]),
};
const families = { hi: ['Noto Sans Devanagari', 'नमस्ते'], ta: ['Noto Sans Tamil', 'வணக்கம்'] } as const;

/** The longest a switch waits for its font: past it, the words show in the system's font and swap when it comes. */
const FONT_WAIT_MS = 1500;

/**
 * The script's stylesheets, and its regular and semibold faces loaded before the language shows, so its words are
 * drawn once in their font rather than shifting when it swaps in; a slow network shows them in the system font.
 */
export async function loadLanguageFonts(language: Language): Promise<void> {
  if (language === 'en' || typeof document === 'undefined') return;
  await stylesheets[language]();
  // No FontFaceSet (an old browser, a test's DOM): the faces still swap in by themselves.
  if (!('fonts' in document)) return;
  const [family, sample] = families[language];
  const faces = Promise.all(['400', '600'].map((weight) => document.fonts.load(`${weight} 1em "${family}"`, sample)));
  await Promise.race([faces.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
