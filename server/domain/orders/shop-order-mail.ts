// The shop is told of each new order (decisions 192, 193): a mail to settings.orders_email with the
// number, total, customer, items, delivery, addresses and the methods by their names, and a link
// to the order's page in the back office (contract/admin-paths.ts). Composed and owed in the
// placement's transaction from what was read before it (decision 268), delivered after it commits
// or by the sweep (decision 228). No address set: nobody is told.
import { adminOrderPath } from '../../../contract/admin-paths.js';
import type { I18nText } from '../../../contract/i18n-text.js';
import type { Order } from '../../../contract/orders.js';
import { composeMail } from '../../mail/compose.js';
import type { MailMessage } from '../../mail/mailer.js';
import { inFiveLangs, translate } from '../i18n.js';
import { SIGN_OFF } from '../mail-texts.js';
import type { OrderMailContext } from './mail.js';
import * as words from './mail-texts.js';
import { addressLine, billingLine, deliveryText, euros, itemLines, namesIn } from './order-mail-parts.js';
import type { PlacementReads } from './placement-reads.js';
import { STAFF_STATUS_TEXTS } from './status-texts.js';
import type { OrderRow } from './steps.js';

const subject = (number: string, total: string) => inFiveLangs(/*i18n*/ { id: 'orders.shopOrderMail.subject', message: 'Nuovo ordine {number} ({total})' }, { number, total });
const GREETING = inFiveLangs(/*i18n*/ { id: 'orders.shopOrderMail.greeting', message: 'Nuovo ordine!' });
const NUMBER = inFiveLangs(/*i18n*/ { id: 'orders.shopOrderMail.number', message: 'Ordine' });
const TOTAL = inFiveLangs(/*i18n*/ { id: 'orders.shopOrderMail.total', message: 'Totale' });
const CUSTOMER = inFiveLangs(/*i18n*/ { id: 'orders.shopOrderMail.customer', message: 'Cliente' });
const PAYMENT = inFiveLangs(/*i18n*/ { id: 'orders.shopOrderMail.payment', message: 'Pagamento' });
const SHIPPING = inFiveLangs(/*i18n*/ { id: 'orders.shopOrderMail.shipping', message: 'Consegna' });
const STATUS = inFiveLangs(/*i18n*/ { id: 'orders.shopOrderMail.status', message: 'Stato' });
const OPEN = inFiveLangs(/*i18n*/ { id: 'orders.shopOrderMail.open', message: 'Apri nel back office' });

/**
 * The shop's mail for `row` (the order as its placement committed it, `order` its answer), in the
 * shop's main language, or null when no address is set; `reads` were read before the placement's
 * transaction (placement-reads.ts).
 */
export function shopNewOrderMail(reads: PlacementReads, row: OrderRow, order: Order, context: OrderMailContext = {}): MailMessage | null {
  if (!reads.shopTo) return null;
  const { customer } = reads;
  const { publicUrl, mainLang = 'it' } = context;
  const say = (text: I18nText) => translate(text, mainLang);
  const names = namesIn(reads.names, row.checkout, mainLang);
  const total = euros(row.checkout.cashier.total);
  const { shipping, addresses } = order.checkout;
  return composeMail(reads.shopTo, {
    subject: say(subject(row.number, total)),
    greeting: say(GREETING),
    paragraphs: [
      `${say(NUMBER)}: ${row.number}`,
      `${say(TOTAL)}: ${total}`,
      `${say(CUSTOMER)}: ${customer ? `${customer.firstName} ${customer.lastName} <${customer.email}>` : row.userId}`,
      `${say(words.ITEMS)}:`,
      ...itemLines(order),
      `${say(PAYMENT)}: ${names.payment}`,
      `${say(SHIPPING)}: ${deliveryText(order, names.shipping, say)}`,
      ...(shipping.pickup ? [] : [`${say(words.SHIP_TO)}: ${addressLine(addresses.shipping)}`]),
      `${say(words.BILL_TO)}: ${billingLine(order, say)}`,
      `${say(STATUS)}: ${say(STAFF_STATUS_TEXTS[row.status])}`,
    ],
    ...(publicUrl ? { action: { label: say(OPEN), url: `${publicUrl}${adminOrderPath(row.id)}` } } : {}),
    signOff: say(SIGN_OFF),
  });
}
