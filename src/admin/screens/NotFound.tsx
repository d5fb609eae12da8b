import { Trans } from '@lingui/react/macro';
import { AdminLink } from '../lib/nav';

export function NotFound() {
  return (
    <main className="page narrow">
      <h1><Trans>Pagina non trovata</Trans></h1>
      <p><AdminLink href="/admin/ordini"><Trans>Torna agli ordini</Trans></AdminLink></p>
    </main>
  );
}
