import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '../../../contract/admin-orders';
import { RETURNED_CONDITIONS, type ReceivedLine, type ReturnState } from '../../../contract/withdrawals';
import { dateTime, day, euros, money, parseEuros } from '../lib/format';
import { isOwner, useSession } from '../lib/session';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { useReturnAction } from './use-return-action';

type Statement = AdminOrder['withdrawals'][number];
type Condition = (typeof RETURNED_CONDITIONS)[number];

export const RETURN_STATE_LABELS: Record<ReturnState, MessageDescriptor> = {
  received: msg`Da valutare`,
  accepted: msg`Accettato, in attesa della merce`,
  refused: msg`Rifiutato`,
  goodsReceived: msg`Merce ricevuta, da rimborsare`,
  refunded: msg`Rimborsato`,
};

const CONDITION_LABELS: Record<Condition, MessageDescriptor> = {
  resellable: msg`Rivendibile (torna in stock)`,
  damaged: msg`Danneggiato`,
  mounted: msg`Montato`,
};

/** The order's withdrawal statements and their returns (docs/decisions/245-returns-in-the-back-office.md). */
export function ReturnsSection({ order }: { order: AdminOrder }) {
  if (order.withdrawals.length === 0) return null;
  return (
    <section aria-labelledby="returns-title" className="card wide">
      <h2 id="returns-title"><Trans>Recessi e resi</Trans></h2>
      {/* Only consumers may withdraw; a buyer with a VAT number still files, the staff decide (decision 234). */}
      {order.addresses.billing.invoice?.vatnumber ? <p className="note" role="note"><Trans>Acquisto con partita IVA: valuta se il recesso spetta</Trans></p> : null}
      <ul className="plain">
        {order.withdrawals.map((statement) => <StatementReturn key={statement.id} order={order} statement={statement} />)}
      </ul>
    </section>
  );
}

function StatementReturn({ order, statement }: { order: AdminOrder; statement: Statement }) {
  const { t, i18n } = useLingui();
  const owner = isOwner(useSession());
  const ret = statement.return;
  const [refusing, setRefusing] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [proving, setProving] = useState(false);
  const accept = useReturnAction(order.id, statement.id, 'accept');
  const refund = useReturnAction(order.id, statement.id, 'refund', () => setRefunding(false));
  if (!ret) return null;
  const open = ret.state !== 'refused' && ret.state !== 'refunded';
  const proof = ret.shipmentProof ?? null;
  // Refunded on the customer's proof of shipment, the goods still to come (decision 249).
  const goodsAwaited = ret.state === 'refunded' && proof !== null && ret.goodsReceivedAt === null;
  const refundable = ret.state === 'goodsReceived' || (ret.state === 'accepted' && proof !== null);
  return (
    <li className="return" data-state={ret.state}>
      <p>
        <strong>{ret.state === 'refunded' && ret.refundId === null ? t`Chiuso senza rimborso` : i18n._(RETURN_STATE_LABELS[ret.state])}</strong> — <Trans>dichiarazione del {dateTime(statement.receivedAt)} di {statement.name} ({statement.email})</Trans>
      </p>
      <ul>
        {statement.lines.map((line) => <li key={line.itemId}>{line.quantity} × {line.name}</li>)}
      </ul>
      {statement.reason ? <p><Trans>Motivo del cliente: {statement.reason}</Trans></p> : null}
      {open && <p className="deadline"><Trans>Rimborso entro il {day(ret.refundBy)}</Trans></p>}
      {ret.shipBy && ret.state === 'accepted' ? <p><Trans>Il cliente spedisce entro il {day(ret.shipBy)}</Trans></p> : null}
      {ret.refusedReason ? <p><Trans>Rifiutato: {ret.refusedReason}</Trans></p> : null}
      {proof ? <p data-testid="shipment-proof"><Trans>Prova di spedizione ricevuta: spedito il {day(proof.sentOn)} — {proof.note}</Trans></p> : null}
      {goodsAwaited ? <p><Trans>Rimborsato sulla prova di spedizione: la merce è ancora da ricevere.</Trans></p> : null}
      {ret.receivedLines ? (
        <ul>
          {ret.receivedLines.map((line) => (
            <li key={line.itemId}>
              {line.quantity} × {statement.lines.find((l) => l.itemId === line.itemId)?.name ?? line.itemId} — {i18n._(CONDITION_LABELS[line.condition])}
              {line.deduction > 0 ? <> — <Trans>detrazione {money(line.deduction)}: {line.deductionReason}</Trans></> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="action-row">
        {ret.state === 'received' && (
          <button type="button" disabled={accept.isPending} onClick={() => accept.run()}><Trans>Accetta il reso</Trans></button>
        )}
        {(ret.state === 'received' || ret.state === 'accepted') && (
          <>
            <button type="button" onClick={() => setReceiving(true)}><Trans>Merce ricevuta…</Trans></button>
            <button type="button" onClick={() => setRefusing(true)}><Trans>Rifiuta…</Trans></button>
          </>
        )}
        {ret.state === 'accepted' && (
          <button type="button" onClick={() => setProving(true)}><Trans>Prova di spedizione ricevuta…</Trans></button>
        )}
        {goodsAwaited && (
          <button type="button" onClick={() => setReceiving(true)}><Trans>Merce ricevuta…</Trans></button>
        )}
        {refundable && owner && (
          <button type="button" className="primary" onClick={() => setRefunding(true)}>
            <Trans>Rimborsa il reso…</Trans>
          </button>
        )}
      </div>
      <ErrorNote error={accept.error ?? refund.error} />
      <RefuseDialog order={order} statement={statement} open={refusing} onClose={() => setRefusing(false)} />
      <ReceiveDialog order={order} statement={statement} open={receiving} afterRefund={goodsAwaited} onClose={() => setReceiving(false)} />
      <ProofDialog order={order} statement={statement} open={proving} onClose={() => setProving(false)} />
      <RefundDialog
        order={order} deductions={(ret.receivedLines ?? []).reduce((sum, line) => sum + line.deduction, 0)} open={refunding}
        pending={refund.isPending} onConfirm={() => refund.run()} onClose={() => setRefunding(false)}
      />
    </li>
  );
}

/** Money moves only after a second look (the refund leaves at once for the order's payment method). */
function RefundDialog({ order, deductions, open, pending, onConfirm, onClose }: {
  order: AdminOrder; deductions: number; open: boolean; pending: boolean; onConfirm: () => void; onClose: () => void;
}) {
  const { t } = useLingui();
  const less = money(deductions);
  return (
    <Dialog open={open} onClose={onClose} title={t`Rimborsare il reso dell'ordine ${order.number}?`}>
      <p>
        <Trans>
          Il rimborso parte subito, con il metodo di pagamento dell'ordine: i pezzi restituiti al prezzo pagato, meno le detrazioni
          ({less}), più la spedizione se il recesso riguarda tutto l'ordine. Il cliente riceve una mail.
        </Trans>
      </p>
      <div className="dialog-buttons">
        <button type="button" onClick={onClose}><Trans>Indietro</Trans></button>
        <button type="button" className="primary" disabled={pending} onClick={onConfirm}><Trans>Rimborsa</Trans></button>
      </div>
    </Dialog>
  );
}

function RefuseDialog({ order, statement, open, onClose }: { order: AdminOrder; statement: Statement; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Rifiuta il reso dell'ordine ${order.number}`}>
      <RefuseForm order={order} statement={statement} onClose={onClose} />
    </Dialog>
  );
}

function RefuseForm({ order, statement, onClose }: { order: AdminOrder; statement: Statement; onClose: () => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = useReturnAction(order.id, statement.id, 'refuse', onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setInvalid(t`Scrivi il motivo: arriva al cliente.`);
    setInvalid(null);
    mutation.run({ reason: reason.trim() });
  };
  return (
    <form onSubmit={submit} className="form">
      <label>
        <span><Trans>Motivo (inviato al cliente)</Trans></span>
        <textarea value={reason} maxLength={1000} rows={4} onChange={(e) => setReason(e.target.value)} />
      </label>
      {invalid && <p className="error" role="alert">{invalid}</p>}
      <ErrorNote error={mutation.error} />
      <div className="dialog-buttons">
        <button type="button" onClick={onClose}><Trans>Indietro</Trans></button>
        <button type="submit" className="danger" disabled={mutation.isPending}><Trans>Rifiuta il reso</Trans></button>
      </div>
    </form>
  );
}

function ReceiveDialog({ order, statement, open, afterRefund, onClose }: {
  order: AdminOrder; statement: Statement; open: boolean; afterRefund: boolean; onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Merce ricevuta per l'ordine ${order.number}`}>
      <ReceiveForm order={order} statement={statement} afterRefund={afterRefund} onClose={onClose} />
    </Dialog>
  );
}

function ProofDialog({ order, statement, open, onClose }: { order: AdminOrder; statement: Statement; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Prova di spedizione del reso dell'ordine ${order.number}`}>
      <ProofForm order={order} statement={statement} onClose={onClose} />
    </Dialog>
  );
}

const romeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

/** The customer's proof that the goods were sent (decision 249): the day and what proves it; the refund may then go before they arrive. */
function ProofForm({ order, statement, onClose }: { order: AdminOrder; statement: Statement; onClose: () => void }) {
  const { t } = useLingui();
  const current = statement.return?.shipmentProof ?? null;
  const [sentOn, setSentOn] = useState(current?.sentOn ?? romeToday());
  const [note, setNote] = useState(current?.note ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = useReturnAction(order.id, statement.id, 'proof', onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sentOn === '' || note.trim() === '') return setInvalid(t`Scrivi il giorno di spedizione e la prova, per esempio il numero di tracciamento.`);
    setInvalid(null);
    mutation.run({ sentOn, note: note.trim() });
  };
  return (
    <form onSubmit={submit} className="form">
      <p><Trans>Con la prova di spedizione il reso si può rimborsare prima che arrivi la merce, per intero: le detrazioni si fanno solo sulla merce controllata.</Trans></p>
      <label>
        <span><Trans>Spedito dal cliente il</Trans></span>
        <input type="date" value={sentOn} max={romeToday()} required onChange={(e) => setSentOn(e.target.value)} />
      </label>
      <label>
        <span><Trans>Prova (es. corriere e numero di tracciamento)</Trans></span>
        <input value={note} maxLength={200} required onChange={(e) => setNote(e.target.value)} />
      </label>
      {invalid && <p className="error" role="alert">{invalid}</p>}
      <ErrorNote error={mutation.error} />
      <div className="dialog-buttons">
        <button type="button" onClick={onClose}><Trans>Indietro</Trans></button>
        <button type="submit" className="primary" disabled={mutation.isPending}><Trans>Registra la prova di spedizione</Trans></button>
      </div>
    </form>
  );
}

interface LineDraft { quantity: number; condition: Condition; deduction: string; reason: string }

/** What came back, line by line: units, their state, a deduction with its reason for damaged or mounted ones. */
function ReceiveForm({ order, statement, afterRefund, onClose }: { order: AdminOrder; statement: Statement; afterRefund: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [drafts, setDrafts] = useState<Record<string, LineDraft>>(() => Object.fromEntries(statement.lines.map((line) =>
    [line.itemId, { quantity: line.quantity, condition: 'resellable' as Condition, deduction: '', reason: '' }])));
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = useReturnAction(order.id, statement.id, 'receive', onClose);
  const set = (itemId: string, change: Partial<LineDraft>) => setDrafts({ ...drafts, [itemId]: { ...drafts[itemId]!, ...change } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines: ReceivedLine[] = [];
    for (const line of statement.lines) {
      const draft = drafts[line.itemId]!;
      const deduction = draft.condition === 'resellable' || draft.deduction.trim() === '' ? 0 : parseEuros(draft.deduction);
      if (deduction === null) return setInvalid(t`Scrivi la detrazione in euro, per esempio 12,50.`);
      if (deduction > 0 && draft.reason.trim() === '') return setInvalid(t`Ogni detrazione ha bisogno del suo motivo.`);
      lines.push({ itemId: line.itemId, quantity: draft.quantity, condition: draft.condition, deduction, deductionReason: deduction > 0 ? draft.reason.trim() : '' });
    }
    setInvalid(null);
    mutation.run({ lines });
  };

  return (
    <form onSubmit={submit} className="form receive-form">
      {afterRefund && <p><Trans>Il reso è già rimborsato per intero: nessuna detrazione, un'eventuale perdita di valore si chiede al cliente a parte.</Trans></p>}
      {statement.lines.map((line) => {
        const draft = drafts[line.itemId]!;
        return (
          <fieldset key={line.itemId}>
            <legend>{line.name} — <Trans>dichiarati: {line.quantity}</Trans></legend>
            <label>
              <span><Trans>Pezzi tornati</Trans></span>
              <input type="number" min={0} max={line.quantity} step={1} inputMode="numeric" value={draft.quantity}
                onChange={(e) => set(line.itemId, { quantity: Math.max(0, Math.min(line.quantity, Number(e.target.value) || 0)) })} />
            </label>
            <label>
              <span><Trans>Stato</Trans></span>
              <select value={draft.condition} onChange={(e) => set(line.itemId, { condition: e.target.value as Condition })}>
                {RETURNED_CONDITIONS.map((c) => <option key={c} value={c}>{i18n._(CONDITION_LABELS[c])}</option>)}
              </select>
            </label>
            {draft.condition !== 'resellable' && !afterRefund && (
              <>
                <label>
                  <span><Trans>Detrazione (€)</Trans></span>
                  <input inputMode="decimal" value={draft.deduction} placeholder={euros(0)} onChange={(e) => set(line.itemId, { deduction: e.target.value })} />
                </label>
                <label>
                  <span><Trans>Motivo della detrazione (inviato al cliente)</Trans></span>
                  <input value={draft.reason} maxLength={500} onChange={(e) => set(line.itemId, { reason: e.target.value })} />
                </label>
              </>
            )}
          </fieldset>
        );
      })}
      {invalid && <p className="error" role="alert">{invalid}</p>}
      <ErrorNote error={mutation.error} />
      <div className="dialog-buttons">
        <button type="button" onClick={onClose}><Trans>Indietro</Trans></button>
        <button type="submit" className="primary" disabled={mutation.isPending}><Trans>Registra la merce ricevuta</Trans></button>
      </div>
    </form>
  );
}
