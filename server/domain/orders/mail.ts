// The order confirmation mail (decision 129): owed from the transaction that places the order
// (`confirmation_due_at`), sent after it commits, and marked sent once the mailer took it. A crash
// between the commit and the mark leaves it owed, and the sweep sends it again: the mail may in
// rare cases go twice, never not at all. Only the caller whose transaction placed the order sends
// it, so a replayed webhook or a racing return page sends nothing.
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Address } from '../../../contract/address.js';
import type { I18nText, Lang } from '../../../contract/i18n-text.js';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orders, payments, shippings, users } from '../../db/schema.js';
import type { Logger } from '../../log.js';
import { composeMail } from '../../mail/compose.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import { translate } from '../i18n.js';
import { greeting, shopDate, SIGN_OFF, storedLang } from '../mail-texts.js';
import { localizedPath } from '../page-path.js';
import { SHOP_ID } from '../shop-id.js';
import * as words from './mail-texts.js';
import { recordOrderMail } from './order-mails.js';
import { orderAnswer } from './read.js';

/** Where the mail's link points and where failures are told; all optional. */
export interface OrderMailContext {
  publicUrl?: string | undefined;
  mainLang?: Lang | undefined;
  log?: Logger | undefined;
}

/** Amounts as the shop writes them in every language (decision 094): 1.234,50 €. */
const euros = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const addressLine = (a: Address) => [
  `${a.name.first} ${a.name.last}`, a.street, `${a.zipcode} ${a.city} (${a.province})`, a.phone, ...(a.note ? [a.note] : []),
].join(', ');

const isoDay = (iso: string) => shopDate(new Date(`${iso}T12:00:00Z`));

async function methodNames(db: Db, checkout: Order['checkout'], lang: Lang) {
  const shippingId = checkout.shipping.id;
  const [[payment], [shipping]] = await Promise.all([
    db.select({ name: payments.name }).from(payments).where(and(eq(payments.shopId, SHOP_ID), eq(payments.id, checkout.payment.method))),
    shippingId === null ? [] : db.select({ name: shippings.name }).from(shippings).where(eq(shippings.id, shippingId)),
  ]);
  return {
    payment: payment ? translate(payment.name, lang) : checkout.payment.method,
    shipping: shipping ? translate(shipping.name, lang) : (checkout.shipping.method ?? ''),
  };
}

/** What happens next: a transfer for a pickup is collected once paid, not shipped. */
function nextStep(order: Order): I18nText {
  const { payment, shipping } = order.checkout;
  if (payment.method === 'bankTransfer' && shipping.method === 'pickup') return words.NEXT_TRANSFER_PICKUP;
  return words.NEXT[payment.method];
}

/**
 * The bank details of a transfer still to be made (decision 190). The IBAN is written compact:
 * pasted into a bank's form, a grouped one may not fit its 27 characters.
 */
function transferLines(order: Order, say: (text: I18nText) => string): string[] {
  const { transfer } = order;
  if (!transfer) return [];
  return [
    `${say(words.TRANSFER_DETAILS)}:`,
    `${say(words.BENEFICIARY)}: ${transfer.beneficiary}`,
    `${say(words.IBAN)}: ${transfer.iban}`,
    `${say(words.BIC)}: ${transfer.bic}`,
    `${say(words.BANK)}: ${transfer.bank}`,
    `${say(words.AMOUNT)}: ${euros(transfer.amount)}`,
    `${say(words.REFERENCE)}: ${transfer.reference}`,
  ];
}

export function confirmationMail(
  to: { email: string; firstName: string }, order: Order, names: { payment: string; shipping: string }, lang: Lang, context: OrderMailContext,
): MailMessage {
  const say = (text: I18nText) => translate(text, lang);
  const { cashier, addresses, gift, shipping } = order.checkout;
  const billing = addresses.billing;
  const invoice = billing.isInvoice && billing.invoice ? `, ${billing.invoice.name}, ${say(words.VAT_NUMBER)} ${billing.invoice.vatnumber}` : '';
  const delivery = shipping.pickup
    ? say(words.pickupAt(`${shipping.pickup.name}, ${shipping.pickup.address.street}, ${shipping.pickup.address.zipcode} ${shipping.pickup.address.city}`,
      isoDay(shipping.pickup.date), shipping.pickup.hour.from, shipping.pickup.hour.to))
    : names.shipping;
  const paragraphs = [
    say(words.intro(order.number, shopDate(new Date(order.createdAt)))),
    `${say(words.ITEMS)}:`,
    ...order.items.map((i) => {
      const options = i.options.length > 0 ? ` (${i.options.map((o) => `${o.attribute}: ${o.value}`).join(', ')})` : '';
      return `${i.quantity} × ${i.brand ? `${i.brand.name} ` : ''}${i.name}${options}: ${euros(i.prices.grossRevenue)}`;
    }),
    `${say(words.GOODS)}: ${euros(cashier.gross)}`,
    ...(cashier.promo.gross > 0 ? [`${say(words.DISCOUNT)} ${cashier.promo.code ?? ''}: −${euros(cashier.promo.gross)}`] : []),
    `${say(words.SHIPPING_COST)}: ${cashier.shipping.free || cashier.shipping.gross === 0 ? say(words.FREE) : euros(cashier.shipping.gross)}`,
    ...(cashier.payment.additionalGross > 0 ? [`${say(words.SURCHARGE)}: ${euros(cashier.payment.additionalGross)}`] : []),
    `${say(words.TOTAL)}: ${euros(cashier.total)} (${say(words.VAT)} ${euros(cashier.tax)})`,
    `${say(words.PAYMENT)}: ${names.payment}. ${say(nextStep(order))}`,
    ...transferLines(order, say),
    `${say(words.SHIPPING_METHOD)}: ${delivery}`,
    ...(shipping.pickup ? [] : [`${say(words.SHIP_TO)}: ${addressLine(addresses.shipping)}`]),
    `${say(words.BILL_TO)}: ${addressLine(billing)}${invoice}`,
    ...(gift.on ? [gift.message ? `${say(words.GIFT)}: «${gift.message}»` : say(words.GIFT_NO_MESSAGE)] : []),
  ];
  const { publicUrl, mainLang = 'it' } = context;
  return composeMail(to.email, {
    subject: say(words.subject(order.number)),
    greeting: say(greeting(to.firstName)),
    paragraphs,
    ...(publicUrl ? { action: { label: say(words.SEE_ORDERS), url: `${publicUrl}${localizedPath(['me', 'orders'], lang, mainLang)}` } } : {}),
    after: [say(words.CHECK_DATA)],
    signOff: say(SIGN_OFF),
  });
}

/**
 * Sends an order's owed confirmation and marks it sent. A failure is logged and the mail stays
 * owed for the sweep; it never reaches the caller (the order is placed whatever the mailer says).
 * Called after the placement committed, never inside a transaction, so its independent reads go
 * together: the customer who placed the order waits for them (docs/performance.md, "Shoppers").
 * `placed`: the order's answer its placer reads anyway, read from the row just committed.
 */
export async function sendConfirmation(
  db: Db, mailer: Mailer, orderId: string, context: OrderMailContext = {}, placed?: Promise<Order>,
): Promise<boolean> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || row.confirmationDueAt === null || row.confirmationSentAt !== null) return false;
  let message: MailMessage;
  try {
    const lang = storedLang(row.lang);
    const [[user], order, names] = await Promise.all([
      db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, row.userId)),
      placed ?? orderAnswer(db, row),
      methodNames(db, row.checkout, lang),
    ]);
    if (!user) return false;
    message = confirmationMail(user, order, names, lang, context);
    await mailer.send(message);
  } catch (err) {
    context.log?.error({ err, orderId }, 'order confirmation: mail not sent, left owed for the sweep');
    return false;
  }
  // Marked sent, and shown on the order's page in the back office (decision 193).
  await Promise.all([
    db.update(orders).set({ confirmationSentAt: new Date() }).where(eq(orders.id, orderId)),
    recordOrderMail(db, orderId, 'confirmation', message),
  ]);
  return true;
}

/** How long an owed mail waits before the sweep takes it (its placer is sending it meanwhile). */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

/**
 * The sweep's part: confirmations owed for a while (a crash after the commit, a mailer failure)
 * are sent. Each is claimed by moving its due time, so two sweeps never send the same one.
 */
export async function resendOwedConfirmations(db: Db, mailer: Mailer, context: OrderMailContext = {}, now = new Date()): Promise<number> {
  const owed = await db.select({ id: orders.id }).from(orders)
    .where(and(isNotNull(orders.confirmationDueAt), isNull(orders.confirmationSentAt), lt(orders.confirmationDueAt, new Date(now.getTime() - RESEND_AFTER_MS))))
    .limit(50);
  let sent = 0;
  for (const { id } of owed) {
    const claimed = await db.update(orders).set({ confirmationDueAt: now })
      .where(and(eq(orders.id, id), isNull(orders.confirmationSentAt), lt(orders.confirmationDueAt, new Date(now.getTime() - RESEND_AFTER_MS))))
      .returning({ id: orders.id });
    if (claimed.length > 0 && (await sendConfirmation(db, mailer, id, context))) sent += 1;
  }
  return sent;
}
