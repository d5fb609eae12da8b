import { useLingui } from '@lingui/react/macro';
import { LocalizedLink } from '../../lib';
import styles from './Logo.module.css';

/** The "Raggio" wordmark with a wheel-and-spokes mark, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const { t } = useLingui();
  return (
    <LocalizedLink to="/" className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`} aria-label={t`Raggio, pagina iniziale`}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={styles.mark}>
        <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M16 3v26M3 16h26M6.8 6.8l18.4 18.4M25.2 6.8L6.8 25.2" stroke="var(--c-accent)" strokeWidth="1.6" />
        <circle cx="16" cy="16" r="3" fill="currentColor" />
      </svg>
      <span className={styles.word}>Raggio</span>
    </LocalizedLink>
  );
}
