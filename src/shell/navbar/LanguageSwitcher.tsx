import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../../contract/i18n-text';
import { useLang, useShop, useSwitchLanguage } from '../../lib';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../icons/Icons';
import styles from './LanguageSwitcher.module.css';

/** docs/product/content.md#languages: each language is named in itself. */
export const LANG_LABELS: Record<Lang, string> = {
  it: 'Italiano', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch',
};

/** A compact button (the current code) opening the list of the shop's allowed languages. */
export function LanguageSwitcher({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const { t } = useLingui();
  const lang = useLang();
  const switchLanguage = useSwitchLanguage();
  const allowed = useShop().langs.data.allowed;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (allowed.length < 2) return null;
  const current = LANG_LABELS[lang];
  const code = lang.toUpperCase();

  return (
    <div
      ref={root}
      className={`${styles.root} ${tone === 'light' ? styles.light : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        // The visible code starts the name (WCAG 2.5.3 label in name): 'IT – Lingua: Italiano'.
        aria-label={`${code} – ${t`Lingua: ${current}`}`}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon size={20} />
        <span aria-hidden="true">{code}</span>
        <ChevronDownIcon size={16} />
      </button>
      <ul role="list" id={listId} className={styles.list} hidden={!open}>
        {allowed.map(({ value }) => (
          <li key={value}>
            <button
              type="button"
              lang={value}
              className={styles.option}
              aria-current={value === lang ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                if (value !== lang) switchLanguage(value);
              }}
            >
              <span>{LANG_LABELS[value]}</span>
              {value === lang ? <CheckIcon size={18} /> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
