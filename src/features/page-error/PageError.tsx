import { Trans } from '@lingui/react/macro';

/** Shown when a page cannot load at all (e.g. offline with nothing cached for it). */
export function PageError() {
  return (
    <section role="alert" style={{ maxWidth: 1024, margin: '0 auto', padding: '3rem 1rem' }}>
      <h1>
        <Trans>Non è stato possibile caricare la pagina.</Trans>
      </h1>
      <button type="button" onClick={() => window.location.reload()}>
        <Trans>Ricarica la pagina</Trans>
      </button>
    </section>
  );
}
