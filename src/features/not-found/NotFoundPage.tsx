import { Trans } from '@lingui/react/macro';
import { LocalizedLink } from '../../lib/localized-link';
import styles from './NotFoundPage.module.css';

/** /404 (docs/product/content.md#not-found): text, a note, a Home button to /. */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>La pagina richiesta non è stata trovata</Trans>
      </h1>
      <p>
        <Trans>La pagina potrebbe essere stata spostata o eliminata.</Trans>
      </p>
      <LocalizedLink to="/" className={styles.home}>
        <Trans>Home</Trans>
      </LocalizedLink>
    </section>
  );
}
