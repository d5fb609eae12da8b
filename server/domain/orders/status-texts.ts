// An order's status as the staff read it, for what the server writes them (the shop's new-order
// mail): the Italian of the order's life table (contract/order-life.ts; status-texts.test.ts keeps
// the two the same), and the words the back office's catalogs give it in the other languages
// (src/admin/locales), never the status's code.
import type { OrderStatus } from '../../../contract/order-life.js';
import type { I18nText } from '../../../contract/i18n-text.js';
import { inFiveLangs } from '../i18n.js';

export const STAFF_STATUS_TEXTS: Record<OrderStatus, I18nText> = {
  awaitPayment: inFiveLangs(/*i18n*/ { id: 'orders.staffStatus.awaitPayment', message: 'In attesa di pagamento' }),
  pending: inFiveLangs(/*i18n*/ { id: 'orders.staffStatus.pending', message: 'Da elaborare' }),
  tookcharge: inFiveLangs(/*i18n*/ { id: 'orders.staffStatus.tookcharge', message: 'Preso in carico' }),
  awaitProcessing: inFiveLangs(/*i18n*/ { id: 'orders.staffStatus.awaitProcessing', message: 'In sospeso' }),
  awaitPickup: inFiveLangs(/*i18n*/ { id: 'orders.staffStatus.awaitPickup', message: 'Pronto per il ritiro' }),
  shipped: inFiveLangs(/*i18n*/ { id: 'orders.staffStatus.shipped', message: 'Spedito' }),
  partialRefunded: inFiveLangs(/*i18n*/ { id: 'orders.staffStatus.partialRefunded', message: 'Rimborsato in parte' }),
  totalRefunded: inFiveLangs(/*i18n*/ { id: 'orders.staffStatus.totalRefunded', message: 'Rimborsato' }),
  disputed: inFiveLangs(/*i18n*/ { id: 'orders.staffStatus.disputed', message: 'Contestato' }),
  escaped: inFiveLangs(/*i18n*/ { id: 'orders.staffStatus.escaped', message: 'Non completato' }),
  deleted: inFiveLangs(/*i18n*/ { id: 'orders.staffStatus.deleted', message: 'Annullato' }),
};
