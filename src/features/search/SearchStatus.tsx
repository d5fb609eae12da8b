import { Plural, Trans } from '@lingui/react/macro';

interface SearchStatusProps {
  term: string;
  count: number;
  searching: boolean;
  failed: boolean;
  answered: boolean;
}

/** A polite live region telling screen-reader users what the dropdown now holds. */
export function SearchStatus({ term, count, searching, failed, answered }: SearchStatusProps) {
  let message = null;
  if (term === '') message = null;
  else if (searching) message = <Trans>Ricerca in corso…</Trans>;
  else if (failed) message = <Trans>La ricerca non è riuscita: riprova tra poco.</Trans>;
  else if (answered) message = count === 0
    ? <Trans>Nessun risultato per «{term}»</Trans>
    : <Plural value={count} one="# risultato" other="# risultati" />;
  return <div role="status" className="visually-hidden">{message}</div>;
}
