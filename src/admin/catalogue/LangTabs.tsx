import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export const TEXT_LANGS = ['it', 'en', 'fr', 'es', 'de'] as const;
export type TextLang = (typeof TEXT_LANGS)[number];
const NAMES: Record<TextLang, string> = { it: 'Italiano', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' };

/** The five languages' texts as tabs (WAI-ARIA tabs: arrows move between them). */
export function LangTabs({ idPrefix, children }: { idPrefix: string; children: (lang: TextLang) => ReactNode }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState<TextLang>('it');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TEXT_LANGS.length) % TEXT_LANGS.length;
    setCurrent(TEXT_LANGS[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={t`Lingua dei testi`}>
        {TEXT_LANGS.map((lang, index) => (
          <button
            key={lang}
            ref={(el) => { tabs.current[index] = el; }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${lang}`}
            aria-controls={`${idPrefix}-panel-${lang}`}
            aria-selected={current === lang}
            tabIndex={current === lang ? 0 : -1}
            onClick={() => setCurrent(lang)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {NAMES[lang]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${current}`} aria-labelledby={`${idPrefix}-tab-${current}`} lang={current}>
        {children(current)}
      </div>
    </div>
  );
}
