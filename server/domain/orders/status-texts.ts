// An order's status as the staff read it, for what the server writes them (the shop's new-order
// mail): the Italian of the order's life table (contract/order-life.ts), and the words the back
// office's catalogs give it in the other languages (src/admin/locales), never the status's code.
import { ORDER_STATUS_LABELS_IT, type OrderStatus } from '../../../contract/order-life.js';
import type { I18nText } from '../../../contract/i18n-text.js';
import { fiveLangs as t } from '../i18n.js';

const it = (status: OrderStatus) => ORDER_STATUS_LABELS_IT[status].staff;

export const STAFF_STATUS_TEXTS: Record<OrderStatus, I18nText> = {
  awaitPayment: t(it('awaitPayment'), 'Awaiting payment', 'En attente de paiement', 'Pendiente de pago', 'Wartet auf Zahlung'),
  pending: t(it('pending'), 'To be processed', 'À traiter', 'Por procesar', 'In Bearbeitung'),
  tookcharge: t(it('tookcharge'), 'Accepted', 'Prise en charge', 'Aceptado', 'Übernommen'),
  awaitProcessing: t(it('awaitProcessing'), 'On hold', 'En suspens', 'En espera', 'Zurückgestellt'),
  awaitPickup: t(it('awaitPickup'), 'Ready for pickup', 'Prête au retrait', 'Listo para recoger', 'Abholbereit'),
  shipped: t(it('shipped'), 'Shipped', 'Expédiée', 'Enviado', 'Versandt'),
  partialRefunded: t(it('partialRefunded'), 'Partly refunded', 'Remboursée en partie', 'Reembolsado en parte', 'Teilweise erstattet'),
  totalRefunded: t(it('totalRefunded'), 'Refunded', 'Remboursée', 'Reembolsado', 'Erstattet'),
  disputed: t(it('disputed'), 'Disputed', 'Contestée', 'En disputa', 'Beanstandet'),
  escaped: t(it('escaped'), 'Not completed', 'Non finalisée', 'No completado', 'Nicht abgeschlossen'),
  deleted: t(it('deleted'), 'Cancelled', 'Annulée', 'Cancelado', 'Storniert'),
};
