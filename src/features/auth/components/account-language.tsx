import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguageTo, currentLanguage, deviceHasChosen } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { saveLanguage } from '../api/set-language';

/**
 * Keeps the account's language and this device's in step while signed in. A device that has not chosen starts in the
 * account's language (unless that is only the default, English, when the browser's language is the better guess);
 * otherwise the language shown is saved on the account, so the messages it sends are in the one the person reads.
 */
export function AccountLanguage() {
  useTranslation(); // redraws on a language change
  const user = useSessionStore((state) => state.user);
  const setUser = useSessionStore((state) => state.setUser);
  const shown = currentLanguage();
  useEffect(() => {
    if (!user?.language || user.language === shown) return;
    if (!deviceHasChosen() && user.language !== 'en') {
      void changeLanguageTo(user.language);
      return;
    }
    // Not saved (offline, a server error): the next change or sign-in tries again; the screen already speaks it.
    saveLanguage(shown).then(setUser, () => undefined);
  }, [user, shown, setUser]);
  return null;
}
