import { useTranslation } from 'react-i18next';
import { languageNames, languages, type Language } from '@contract/constants';
import { changeLanguageTo, chooseLanguage, currentLanguage } from '@/lib/i18n';

/** The profile's language: a choice applied and saved at once (AccountLanguage saves it on the account), no Save needed. */
export function LanguageChoice() {
  const { t } = useTranslation();
  const shown = currentLanguage();
  const choose = (language: Language) => {
    chooseLanguage();
    void changeLanguageTo(language);
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('auth.profile.languageTitle')}</legend>
      <p className="text-sm text-slate-600">{t('auth.profile.languageHint')}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {languages.map((language) => (
          <label key={language} className="inline-flex min-h-11 items-center gap-2 text-base text-slate-800">
            <input type="radio" name="language" value={language} checked={language === shown} onChange={() => choose(language)} className="h-5 w-5 accent-brand-600" />
            <span lang={language}>{languageNames[language]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
