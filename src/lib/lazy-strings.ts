import { i18n } from './i18n';

/**
 * Strings of screens a first visit never shows live in locales/en/lazy/ and are added by their
 * feature when its code loads (t('<namespace>.…') as usual), so they stay out of the first load.
 */
export function addLazyStrings(namespace: string, strings: Record<string, unknown>): void {
  i18n.addResourceBundle('en', 'translation', { [namespace]: strings }, true, true);
}
