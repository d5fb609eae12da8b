// What a bulk shipment did, order by order (decision 240): how many were shipped and refused, and
// for each refused one the server's reason, in the admin's language.
import { Trans } from '@lingui/react/macro';
import { summariseShipping, type ShipOutcome } from './bulk-ship';

export function BulkShipResults({ outcomes, total }: { outcomes: readonly ShipOutcome[]; total: number }) {
  const { shipped, refused } = summariseShipping(outcomes);
  const sent = outcomes.length;
  const done = sent === total;
  return (
    <div className="bulk-results" data-testid="bulk-ship-results">
      <p role="status" aria-live="polite">
        {done
          ? <Trans>Spediti: {shipped}. Rifiutati: {refused}.</Trans>
          : <Trans>Spedizione in corso: {sent} di {total}…</Trans>}
      </p>
      <ul className="plain">
        {outcomes.map((outcome) => (
          <li key={outcome.orderId} className={outcome.shipped ? 'ok' : 'refused'}>
            <strong>{outcome.number}</strong> — {outcome.shipped ? <Trans>spedito</Trans> : <><Trans>rifiutato</Trans>: {outcome.message}</>}
          </li>
        ))}
      </ul>
    </div>
  );
}
