import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { groupIban } from '../../../contract/iban';
import type { Order } from '../../../contract/orders';
import { money } from '../../lib';
import styles from './TransferDetails.module.css';

/**
 * How to pay a bank-transfer order still awaiting payment (docs/decisions/190-bank-transfer-details.md):
 * what happens once the money arrives (collected at the pickup, else shipped), then the account,
 * the amount and the reference as a labelled list. Nothing for an order without `transfer`.
 */
export function TransferDetails({ order, heading: Heading = 'h2' }: { order: Pick<Order, 'transfer' | 'checkout'>; heading?: 'h2' | 'h3' }) {
  const { t } = useLingui();
  const id = useId();
  const { transfer } = order;
  if (!transfer) return null;
  const pickup = order.checkout.shipping.method === 'pickup';
  const reference = transfer.reference;
  return (
    <section className={styles.transfer} aria-labelledby={id} data-testid="transfer-details">
      <Heading id={id} className={styles.title}>{t`Dati per il bonifico`}</Heading>
      <p>
        {pickup
          ? <Trans>Potrai ritirare l'ordine appena riceveremo il bonifico.</Trans>
          : <Trans>Spediremo l'ordine appena riceveremo il bonifico.</Trans>}
        {' '}
        <Trans>Indica nella causale il numero d'ordine <strong>{reference}</strong>.</Trans>
      </p>
      <dl className={styles.list}>
        <dt>{t`Beneficiario`}</dt>
        <dd data-testid="transfer-beneficiary">{transfer.beneficiary}</dd>
        <dt>{t`IBAN`}</dt>
        <dd data-testid="transfer-iban"><Iban iban={transfer.iban} /></dd>
        <dt>{t`BIC/SWIFT`}</dt>
        <dd>{transfer.bic}</dd>
        <dt>{t`Banca`}</dt>
        <dd>{transfer.bank}</dd>
        <dt>{t`Importo`}</dt>
        <dd data-testid="transfer-amount">{money(transfer.amount)}</dd>
        <dt>{t`Causale`}</dt>
        <dd data-testid="transfer-reference">{reference}</dd>
      </dl>
    </section>
  );
}

/**
 * The IBAN in groups of four for reading, spaced by the layout rather than by characters: copied,
 * it is the compact IBAN a bank's 27-character field takes.
 */
function Iban({ iban }: { iban: string }) {
  return (
    <span className={styles.iban}>
      {groupIban(iban).split(' ').map((group, i) => <span key={i}>{group}</span>)}
    </span>
  );
}
