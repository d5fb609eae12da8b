// An order's status as the staff read it, for what the server writes them (the shop's new-order
// mail): the Italian of the order's life table (contract/order-life.ts; status-texts.test.ts keeps
// the two the same), and the words the back office's catalogs give it in the other languages
// (src/admin/locales), never the status's code.
import type { OrderStatus } from '../../../contract/order-life.js';
import type { I18nText } from '../../../contract/i18n-text.js';
import { inFiveLangs } from '../i18n.js';

export const STAFF_STATUS_TEXTS: Record<OrderStatus, I18nText> = {
  awaitPayment: inFiveLangs(/*i18n*/ { id: 'orders.status.staffStatusTexts.awaitPayment', message: 'In attesa di pagamento' }),
  pending: inFiveLangs(/*i18n*/ { id: 'orders.status.staffStatusTexts.pending', message: 'Da elaborare' }),
  tookcharge: inFiveLangs(/*i18n*/ { id: 'orders.status.staffStatusTexts.tookcharge', message: 'Preso in carico' }),
  awaitProcessing: inFiveLangs(/*i18n*/ { id: 'orders.status.staffStatusTexts.awaitProcessing', message: 'In sospeso' }),
  awaitPickup: inFiveLangs(/*i18n*/ { id: 'orders.status.staffStatusTexts.awaitPickup', message: 'Pronto per il ritiro' }),
  shipped: inFiveLangs(/*i18n*/ { id: 'orders.status.staffStatusTexts.shipped', message: 'Spedito' }),
  partialRefunded: inFiveLangs(/*i18n*/ { id: 'orders.status.staffStatusTexts.partialRefunded', message: 'Rimborsato in parte' }),
  totalRefunded: inFiveLangs(/*i18n*/ { id: 'orders.status.staffStatusTexts.totalRefunded', message: 'Rimborsato' }),
  disputed: inFiveLangs(/*i18n*/ { id: 'orders.status.staffStatusTexts.disputed', message: 'Contestato' }),
  escaped: inFiveLangs(/*i18n*/ { id: 'orders.status.staffStatusTexts.escaped', message: 'Non completato' }),
  deleted: inFiveLangs(/*i18n*/ { id: 'orders.status.staffStatusTexts.deleted', message: 'Annullato' }),
};
