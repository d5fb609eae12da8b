import { Trans } from '@lingui/react/macro';
import styles from './Listing.module.css';

/** No article matches: the spec's message and a restart button that clears the filters. */
export function EmptyListing({ onRestart }: { onRestart: () => void }) {
  return (
    <div className={styles.empty} role="status">
      <p><Trans>Siamo spiacenti, non abbiamo trovato prodotti.</Trans></p>
      <button type="button" className="btn" onClick={onRestart}><Trans>Ricomincia</Trans></button>
    </div>
  );
}

/** The list could not load (offline with nothing cached, server error): say so and offer a retry. */
export function ListingError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.empty} role="alert">
      <p><Trans>Non è stato possibile caricare i prodotti.</Trans></p>
      <button type="button" className="btn" onClick={onRetry}><Trans>Riprova</Trans></button>
    </div>
  );
}
