import { useLingui } from '@lingui/react/macro';
import { activateAdminLang, ADMIN_LANGS, type AdminLang } from '../lib/lang';

const NAMES: Record<AdminLang, string> = { it: 'Italiano', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' };

/** IT / EN / FR / ES / DE, remembered for the next visit. */
export function LangSwitch() {
  const { t, i18n } = useLingui();
  return (
    <div className="lang-switch" role="group" aria-label={t`Lingua`}>
      {ADMIN_LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.locale === lang}
          aria-label={NAMES[lang]}
          onClick={() => void activateAdminLang(lang, true)}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
