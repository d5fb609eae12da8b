import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus } from '../../../contract/orders';

/**
 * The label converter of docs/product/orders.md#order-statuses: what a customer reads
 * for each status. PENDING reads 'da elaborare' in Italian (docs/product/orders.md#order-statuses).
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  awaitPayment: msg`in attesa di pagamento`,
  awaitPickup: msg`pronto per il ritiro`,
  awaitProcessing: msg`in lavorazione`,
  deleted: msg`annullato`,
  disputed: msg`contestato`,
  escaped: msg`evaso`,
  partialRefunded: msg`rimborsato in parte`,
  pending: msg`da elaborare`,
  shipped: msg`spedito`,
  tookcharge: msg`preso in carico`,
  totalRefunded: msg`rimborsato`,
};
