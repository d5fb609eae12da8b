// How the back office writes a history entry (an order's, an article's) in its language: what
// was done, or what was asked and refused, and why, in words; never a code
// (docs/decisions/225-refusals-and-the-command-in-the-audit.md).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminHistoryRefusal } from '../../../contract/admin-history';
import type { OrderStatus } from '../../../contract/orders';
import { STATUS_LABELS } from '../orders/labels';
import { money } from './format';

/** Actions done, by the name the server records them under. */
export const DONE_LABELS: Record<string, MessageDescriptor> = {
  'order.transferReceived': msg`Bonifico ricevuto`,
  'order.tookCharge': msg`Presa in carico`,
  'order.readyForPickup': msg`Pronto per il ritiro`,
  'order.shipped': msg`Spedito`,
  'order.handedOver': msg`Consegnato al cliente`,
  'order.refunded': msg`Rimborso`,
  'order.cancelled': msg`Annullato`,
  'order.noted': msg`Nota`,
  // A statement's return (docs/decisions/245-returns-in-the-back-office.md).
  'order.return.accepted': msg`Reso accettato`,
  'order.return.refused': msg`Reso rifiutato`,
  'order.return.received': msg`Merce del reso ricevuta`,
  // Decision 249: the delivery day, the proof of shipment of a return.
  'order.delivered': msg`Giorno di consegna registrato`,
  'order.return.proof': msg`Prova di spedizione del reso ricevuta`,
  // Decision 260: the invoice of an order already shipped.
  'order.invoiced': msg`Fattura emessa`,
  'article.create': msg`Articolo creato`,
  'article.update': msg`Articolo modificato`,
  'article.image': msg`Immagine aggiunta`,
  'article.imageDeleted': msg`Immagine tolta`,
  'article.imagesOrdered': msg`Immagini riordinate`,
  'article.imageAlt': msg`Testo alternativo cambiato`,
  // The rest of the audit, as the owner's audit screen lists it (decision 251).
  'catalogue.csv': msg`Prezzi e stock da file`,
  'customer.search': msg`Ricerca di clienti`,
  'customer.view': msg`Scheda del cliente aperta`,
  'customer.export': msg`Copia dei dati del cliente`,
  'customer.close': msg`Account del cliente chiuso`,
  'staff.add': msg`Persona aggiunta da riga di comando`,
  'staff.invite': msg`Persona invitata`,
  'staff.remove': msg`Persona rimossa`,
  'staff.role': msg`Ruolo cambiato`,
  'settings.orders-email': msg`Indirizzo per gli ordini cambiato`,
  'settings.bank': msg`Dati del bonifico cambiati`,
  'settings.invoicing': msg`Dati di fatturazione cambiati`,
  'settings.pickup': msg`Punto di ritiro cambiato`,
  'settings.shipping': msg`Spedizione cambiata`,
  'discount-code.create': msg`Codice sconto creato`,
  'discount-code.update': msg`Codice sconto modificato`,
  'discount-code.end': msg`Codice sconto terminato`,
  'mail.resend': msg`Mail inviata di nuovo`,
  // The retention sweep's batches (docs/decisions/250-the-retention-sweep.md).
  'retention.ordersErased': msg`Ordini cancellati dopo dieci anni`,
  'retention.intentsErased': msg`Ordini mai completati cancellati`,
  'retention.mailsErased': msg`Mail senza ordine cancellate`,
};

/** Calls refused, by the method and route the server records. */
export const REFUSED_LABELS: Record<string, MessageDescriptor> = {
  'POST /v1/admin/orders/:id/transfer-received': msg`conferma del bonifico`,
  'POST /v1/admin/orders/:id/take-charge': msg`presa in carico`,
  'POST /v1/admin/orders/:id/ready-for-pickup': msg`pronto per il ritiro`,
  'POST /v1/admin/orders/:id/ship': msg`spedizione`,
  'POST /v1/admin/orders/:id/hand-over': msg`consegna al cliente`,
  'POST /v1/admin/orders/:id/refund': msg`rimborso`,
  'POST /v1/admin/orders/:id/cancel': msg`annullamento`,
  'POST /v1/admin/orders/:id/notes': msg`nota`,
  'POST /v1/admin/orders/:id/withdrawals/:statementId/accept': msg`accettazione del reso`,
  'POST /v1/admin/orders/:id/withdrawals/:statementId/refuse': msg`rifiuto del reso`,
  'POST /v1/admin/orders/:id/withdrawals/:statementId/receive': msg`merce del reso ricevuta`,
  'POST /v1/admin/orders/:id/withdrawals/:statementId/refund': msg`rimborso del reso`,
  'POST /v1/admin/orders/:id/withdrawals/:statementId/proof': msg`prova di spedizione del reso`,
  'PUT /v1/admin/orders/:id/delivery': msg`giorno di consegna`,
  'POST /v1/admin/orders/:id/invoice': msg`emissione della fattura`,
  'PATCH /v1/admin/articles/:id': msg`modifica dell'articolo`,
  'POST /v1/admin/articles': msg`nuovo articolo`,
  'POST /v1/admin/articles/:id/images': msg`nuova immagine`,
  'DELETE /v1/admin/articles/:id/images/:pictureId': msg`immagine da togliere`,
  'PUT /v1/admin/articles/:id/images/order': msg`ordine delle immagini`,
  'PATCH /v1/admin/articles/:id/images/:pictureId': msg`testo alternativo`,
  'POST /v1/admin/catalogue/csv/apply': msg`importazione del file`,
  'POST /v1/admin/catalogue/csv/dry-run': msg`prova del file`,
  'staff.signin': msg`accesso`,
  'POST /v1/admin/customers/:id/close': msg`chiusura dell'account del cliente`,
  'POST /v1/admin/staff': msg`invito di una persona`,
  'DELETE /v1/admin/staff/:id': msg`rimozione di una persona`,
  'PATCH /v1/admin/staff/:id': msg`cambio di ruolo`,
  'POST /v1/admin/discount-codes': msg`nuovo codice sconto`,
  'PATCH /v1/admin/discount-codes/:id': msg`modifica del codice sconto`,
  'POST /v1/admin/discount-codes/:id/end': msg`fine del codice sconto`,
  'PUT /v1/admin/settings/orders-email': msg`indirizzo per gli ordini`,
  'PUT /v1/admin/settings/bank': msg`dati del bonifico`,
  'PUT /v1/admin/settings/invoicing': msg`dati di fatturazione`,
  'PUT /v1/admin/settings/pickups/:id': msg`punto di ritiro`,
  'PUT /v1/admin/settings/shippings/:id': msg`spedizione`,
  'POST /v1/admin/mails/:id/resend': msg`nuovo invio della mail`,
};

const REASONS: Record<string, MessageDescriptor> = {
  NOT_A_TRANSFER: msg`l'ordine non è pagato con bonifico`,
  NOT_A_PICKUP: msg`l'ordine non è da ritirare in negozio`,
  IS_A_PICKUP: msg`l'ordine è da ritirare in negozio`,
  NOT_SHIPPED: msg`l'ordine non era ancora partito`,
  DELIVERY_DAY_IN_FUTURE: msg`il giorno di consegna era nel futuro`,
  DELIVERY_BEFORE_SHIPPING: msg`il giorno di consegna era prima della spedizione`,
  NO_INVOICE_REQUEST: msg`il cliente non aveva chiesto la fattura`,
  ALREADY_INVOICED: msg`la fattura era già stata emessa`,
  SELLER_DATA_MISSING: msg`mancavano i dati del venditore`,
  PROOF_DAY_IN_FUTURE: msg`il giorno di spedizione del reso era nel futuro`,
  RETURN_ALREADY_REFUNDED: msg`il reso era già rimborsato: nessuna detrazione`,
  REFUND_NOTHING_PAID: msg`l'ordine non era ancora pagato`,
  REFUND_TOO_MANY_UNITS: msg`più pezzi di quelli rimborsabili`,
  REFUND_LINE_UNKNOWN: msg`una riga non è dell'ordine`,
  REFUND_LINE_TWICE: msg`una riga indicata due volte`,
  IDEMPOTENCY_KEY_REUSED: msg`la stessa richiesta ripetuta con altri dati`,
  IDEMPOTENCY_IN_PROGRESS: msg`la stessa richiesta era ancora in corso`,
  VALIDATION_ERROR: msg`dati non validi`,
  BAD_REQUEST: msg`dati non validi`,
  NOT_FOUND: msg`non trovato`,
  ARTICLE_NOT_FOUND: msg`articolo non trovato`,
  NOTHING_TO_CHANGE: msg`niente da cambiare`,
  NAME_REQUIRED: msg`manca il nome in italiano`,
  DISCOUNT_NOT_BELOW_PRICE: msg`il prezzo scontato non era sotto il prezzo`,
  CHANGE_THE_VARIANTS: msg`prezzo e stock si cambiano sulle varianti`,
  NOT_A_VARIANT: msg`una variante non è di questo articolo`,
  VARIANT_TWICE: msg`una variante indicata due volte`,
  SKU_TAKEN: msg`codice già usato`,
  DEPARTMENT_NOT_FOUND: msg`reparto inesistente`,
  BRAND_NOT_FOUND: msg`marca inesistente`,
  IMAGE_REQUIRED: msg`nessuna immagine inviata`,
  IMAGE_TOO_LARGE: msg`troppo grande`,
  PAYLOAD_TOO_LARGE: msg`troppo grande`,
  IMAGE_NOT_SUPPORTED: msg`formato dell'immagine non accettato`,
  PICTURE_NOT_FOUND: msg`l'immagine non era dell'articolo`,
  PICTURE_ORDER_MISMATCH: msg`l'ordine non elencava tutte le immagini una volta`,
  CSV_INVALID: msg`il file aveva righe con errori`,
  OWNER_ONLY: msg`solo un titolare può farlo`,
  INVALID_CREDENTIALS: msg`e-mail o password sbagliate`,
  MAIL_NOT_FAILED: msg`la mail non era tra quelle non inviate`,
  MAIL_NOT_FOUND: msg`mail non trovata`,
  STAFF_LAST_OWNER: msg`deve restare almeno un titolare`,
  STAFF_REMOVE_SELF: msg`nessuno rimuove sé stesso`,
  STAFF_ALREADY_ACTIVE: msg`la persona ha già una password`,
  ACCOUNT_ALREADY_CLOSED: msg`l'account era già chiuso`,
};

const PROVIDERS: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal' };

const field = (payload: unknown, key: string): unknown =>
  payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>)[key] : undefined;

/** Why it was refused, in words: the code's sentence, with what its payload says (a status, an amount, a provider). */
export function refusalReason(refusal: AdminHistoryRefusal, i18n: I18n): string {
  const { code, payload } = refusal;
  if (code === 'ORDER_STATUS_CONFLICT') {
    const status = field(payload, 'status');
    const label = typeof status === 'string' ? STATUS_LABELS[status as OrderStatus] : undefined;
    if (label) {
      const statusName = i18n._(label);
      return i18n._(msg`l'ordine era nello stato «${statusName}»`);
    }
    return i18n._(msg`lo stato dell'ordine non lo permetteva`);
  }
  if (code === 'REFUND_TOO_MUCH') {
    const refundable = field(payload, 'refundable');
    if (typeof refundable === 'number') {
      const amount = money(refundable);
      return i18n._(msg`importo oltre il rimborsabile (${amount})`);
    }
    return i18n._(msg`importo oltre il rimborsabile`);
  }
  if (code === 'REFUND_PROVIDER_FAILED' || code === 'REFUND_PROVIDER_DOWN') {
    const known = PROVIDERS[String(field(payload, 'provider'))];
    const provider = known ?? i18n._(msg`il fornitore del pagamento`);
    return code === 'REFUND_PROVIDER_FAILED'
      ? i18n._(msg`${provider} ha rifiutato il rimborso`)
      : i18n._(msg`${provider} non ha risposto`);
  }
  const reason = REASONS[code];
  return reason ? i18n._(reason) : i18n._(msg`motivo non descritto`);
}

export interface HistoryEntryText {
  action: string;
  refusal: AdminHistoryRefusal | null;
}

/** One entry's words: "Spedito", or "Rifiutato: spedizione — l'ordine era nello stato «Annullato»". */
export function historyText(entry: HistoryEntryText, i18n: I18n): string {
  if (!entry.refusal) {
    // A pickup's or a shipping's section is named by its id ('settings.pickup-3'); a move undone
    // by a later step's failure is the move's name with '.undone' (decision 242).
    const undone = entry.action.endsWith('.undone');
    const action = entry.action.replace(/\.undone$/, '');
    const done = DONE_LABELS[action] ?? DONE_LABELS[action.replace(/-\d+$/, '')];
    const what = done ? i18n._(done) : i18n._(msg`Modifica`);
    return undone ? i18n._(msg`Tornato indietro: ${what}`) : what;
  }
  const label = REFUSED_LABELS[entry.action];
  const what = label ? i18n._(label) : i18n._(msg`un'azione`);
  const why = refusalReason(entry.refusal, i18n);
  return i18n._(msg`Rifiutato: ${what} — ${why}`);
}
