import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus } from '../../../contract/orders';

/**
 * The label converter of docs/product/orders.md#order-statuses: what a customer reads for each
 * status. The Italian texts are the shopper's labels of contract/order-life.ts (decision 226;
 * order-status.test.ts checks they agree), declared here so Lingui extracts and translates them.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  awaitPayment: msg`in attesa di pagamento`,
  awaitPickup: msg`pronto per il ritiro`,
  awaitProcessing: msg`in sospeso`,
  deleted: msg`annullato`,
  disputed: msg`contestato`,
  escaped: msg`non completato`,
  partialRefunded: msg`rimborsato in parte`,
  pending: msg`da elaborare`,
  shipped: msg`spedito`,
  tookcharge: msg`preso in carico`,
  totalRefunded: msg`rimborsato`,
};
