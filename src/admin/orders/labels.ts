// How the back office names statuses, payment and shipping methods, in its language.
import { CARRIER_NAMES, PICKUP_CARRIER } from '../../../contract/carriers';
import { PAYMENT_METHOD_IDS } from '../../../contract/rules/payment';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ORDER_STATUSES_IN_LIFE_ORDER } from '../../../contract/order-life';
import type { OrderStatus } from '../../../contract/orders';
import type { PaymentMethodId } from '../../../contract/shop';

/**
 * The staff's labels of contract/order-life.ts (decision 226; labels.test.ts checks they agree),
 * declared here so Lingui extracts and translates them.
 */
export const STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  awaitPayment: msg`In attesa di pagamento`,
  pending: msg`Da elaborare`,
  tookcharge: msg`Preso in carico`,
  awaitProcessing: msg`In sospeso`,
  awaitPickup: msg`Pronto per il ritiro`,
  shipped: msg`Spedito`,
  partialRefunded: msg`Rimborsato in parte`,
  totalRefunded: msg`Rimborsato`,
  disputed: msg`Contestato`,
  escaped: msg`Non completato`,
  deleted: msg`Annullato`,
};

/**
 * A pickup order handed over at the counter is 'shipped' in the order's life (contract/order-life.ts
 * keeps the spec's statuses): staff read what happened to it.
 */
const COLLECTED = msg`Ritirato dal cliente`;

/** The status of one order in words, the pickup's hand-over told apart from a shipment. */
export function statusLabel(status: OrderStatus, shippingMethod: string | null): MessageDescriptor {
  return status === 'shipped' && shippingMethod === 'pickup' ? COLLECTED : STATUS_LABELS[status];
}

/** The statuses in the order staff meet them. */
export const STATUS_ORDER: readonly OrderStatus[] = ORDER_STATUSES_IN_LIFE_ORDER;

export const PAYMENT_LABELS: Record<PaymentMethodId, MessageDescriptor> = {
  stripe: msg`Carta`,
  paypal: msg`PayPal`,
  bankTransfer: msg`Bonifico`,
  mark: msg`Contrassegno`,
  pos: msg`Carta al ritiro (POS)`,
  cash: msg`Contanti al ritiro`,
};

/** The methods in the filters: contract/rules/payment.ts's list (decision 210). */
export { PAYMENT_METHOD_IDS };

/** The shop's own delivery, as the ship forms name it. */
const OTHER_CARRIER = msg`Altro`;

/**
 * A shipment's carrier in words: a courier by its own name, the shop's own delivery ('other') in
 * the back office's language (the contract's 'Other' is English), and no carrier for an order
 * collected at the counter (its status says it: 'Ritirato dal cliente').
 */
export function carrierLabel(carrier: string): MessageDescriptor | string | null {
  if (carrier === PICKUP_CARRIER) return null;
  if (carrier === 'other') return OTHER_CARRIER;
  return (CARRIER_NAMES as Record<string, string>)[carrier] ?? carrier;
}

export const SHIPPING_LABELS: Record<string, MessageDescriptor> = {
  courier: msg`Corriere`,
  standard: msg`Standard`,
  express: msg`Espresso`,
  delivery: msg`Consegna`,
  pickup: msg`Ritiro in negozio`,
};

export const SHIPPING_TYPES = Object.keys(SHIPPING_LABELS);

export const MAIL_LABELS: Record<string, MessageDescriptor> = {
  confirmation: msg`Conferma d'ordine`,
  transferReceived: msg`Bonifico ricevuto`,
  tookCharge: msg`Presa in carico`,
  readyForPickup: msg`Pronto per il ritiro`,
  shipped: msg`Spedizione`,
  handedOver: msg`Consegnato`,
  refunded: msg`Rimborso`,
  cancelled: msg`Annullamento`,
  shopNewOrder: msg`Nuovo ordine (negozio)`,
  withdrawalReceived: msg`Recesso ricevuto`,
  returnAccepted: msg`Reso accettato`,
  returnRefused: msg`Reso rifiutato`,
  returnReceived: msg`Merce del reso ricevuta`,
  // Mails of no order (decision 244), listed on the mails screen (decision 251).
  supportMessage: msg`Messaggio dal modulo di assistenza`,
  staffInvitation: msg`Invito allo staff`,
  passwordChanged: msg`Password cambiata (avviso al cliente)`,
  emailChanged: msg`E-mail cambiata (avviso al vecchio indirizzo)`,
  dataRequestReceived: msg`Richiesta dei dati personali ricevuta`,
};
