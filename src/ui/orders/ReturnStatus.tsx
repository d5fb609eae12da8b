import { useLingui } from '@lingui/react/macro';
import type { Withdrawal } from '../../../contract/withdrawals';

const dayOf = (isoDay: string) => isoDay.split('-').reverse().join('/');

/**
 * Where a withdrawal statement's return stands, as the customer reads it
 * (docs/decisions/245-returns-in-the-back-office.md): being looked at, accepted with the day to
 * send the goods by, refused with the shop's reason, the goods checked, refunded; and the proof of
 * shipment the shop received, with which the refund may come before the goods arrive
 * (docs/decisions/249-after-the-sale.md).
 */
export function ReturnStatus({ statement }: { statement: Withdrawal }) {
  const { t } = useLingui();
  const ret = statement.return;
  if (!ret) return null;
  const text = (() => {
    switch (ret.state) {
      case 'received': return t`Reso: lo stiamo valutando; il rimborso arriva entro il ${dayOf(ret.refundBy)}.`;
      case 'accepted': return ret.shipBy
        ? t`Reso accettato: spediscici la merce entro il ${dayOf(ret.shipBy)} (le istruzioni sono nella mail).`
        : t`Reso accettato: le istruzioni per la spedizione sono nella mail.`;
      case 'refused': return t`Reso rifiutato: ${ret.refusedReason ?? ''}`;
      case 'goodsReceived': return t`Abbiamo ricevuto la merce: il rimborso arriva entro il ${dayOf(ret.refundBy)}.`;
      // Closed with no money moving: the deductions took all, or the order was cancelled before it
      // was paid (decision 272).
      case 'refunded': return ret.refundId ? t`Reso rimborsato.` : t`Reso chiuso: non c'è nulla da rimborsare.`;
    }
  })();
  const proof = ret.shipmentProof ?? null;
  // Once refunded, "Reso rimborsato" says it all.
  const proofText = proof && ret.state === 'accepted'
    ? t`Prova di spedizione ricevuta (spedito il ${dayOf(proof.sentOn)}: ${proof.note}): il rimborso arriva entro il ${dayOf(ret.refundBy)}, anche prima che riceviamo la merce.`
    : null;
  return (
    <>
      <p data-testid="order-return" data-state={ret.state}>{text}</p>
      {proofText ? <p data-testid="order-return-proof">{proofText}</p> : null}
    </>
  );
}
