// The order confirmation mail (decision 129): composed in the transaction that places the order
// and owed there as a row of order_mails (decision 228), so it exists exactly when the placement
// committed; delivered after the commit, or by the sweep (order-mails.ts). Only the caller whose
// transaction placed the order owes it, so a replayed webhook or a racing return page adds none.
import { eq } from 'drizzle-orm';
import type { I18nText, Lang } from '../../../contract/i18n-text.js';
import type { Order } from '../../../contract/orders.js';
import type { Db } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import type { Logger } from '../../log.js';
import { composeMail } from '../../mail/compose.js';
import type { MailMessage } from '../../mail/mailer.js';
import { translate } from '../i18n.js';
import { greeting, shopDate, SIGN_OFF, storedLang } from '../mail-texts.js';
import { localizedPath } from '../page-path.js';
import { withdrawalLinkLine } from './withdrawal-mail.js';
import * as words from './mail-texts.js';
import { addressLine, billingLine, deliveryText, euros, itemLines, methodNames } from './order-mail-parts.js';
import { orderAnswer } from './read.js';
import type { OrderRow } from './steps.js';
import { isClosedEmail } from '../users/closed.js';

/** Where the mail's link points and where failures are told; all optional. */
export interface OrderMailContext {
  publicUrl?: string | undefined;
  mainLang?: Lang | undefined;
  log?: Logger | undefined;
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
  const paragraphs = [
    say(words.intro(order.number, shopDate(new Date(order.createdAt)))),
    `${say(words.ITEMS)}:`,
    ...itemLines(order),
    `${say(words.GOODS)}: ${euros(cashier.gross)}`,
    ...(cashier.promo.gross > 0 ? [`${say(words.DISCOUNT)} ${cashier.promo.code ?? ''}: −${euros(cashier.promo.gross)}`] : []),
    `${say(words.SHIPPING_COST)}: ${cashier.shipping.free || cashier.shipping.gross === 0 ? say(words.FREE) : euros(cashier.shipping.gross)}`,
    ...(cashier.payment.additionalGross > 0 ? [`${say(words.SURCHARGE)}: ${euros(cashier.payment.additionalGross)}`] : []),
    `${say(words.TOTAL)}: ${euros(cashier.total)} (${say(words.VAT)} ${euros(cashier.tax)})`,
    `${say(words.PAYMENT)}: ${names.payment}. ${say(nextStep(order))}`,
    ...transferLines(order, say),
    `${say(words.SHIPPING_METHOD)}: ${deliveryText(order, names.shipping, say)}`,
    ...(shipping.pickup ? [] : [`${say(words.SHIP_TO)}: ${addressLine(addresses.shipping)}`]),
    `${say(words.BILL_TO)}: ${billingLine(order, say)}`,
    ...(gift.on ? [gift.message ? `${say(words.GIFT)}: «${gift.message}»` : say(words.GIFT_NO_MESSAGE)] : []),
  ];
  const { publicUrl, mainLang = 'it' } = context;
  return composeMail(to.email, {
    subject: say(words.subject(order.number)),
    greeting: say(greeting(to.firstName)),
    paragraphs,
    ...(publicUrl ? { action: { label: say(words.SEE_ORDERS), url: `${publicUrl}${localizedPath(['me', 'orders'], lang, mainLang)}` } } : {}),
    after: [say(words.CHECK_DATA), ...withdrawalLinkLine(order.id, lang, context)],
    signOff: say(SIGN_OFF),
  });
}

/**
 * The confirmation of order `row`, as its placement committed it (null: its customer is gone).
 * Read with the placement's transaction; `answer`: the order's answer its placer reads anyway.
 */
export async function confirmationFor(db: Db, row: OrderRow, context: OrderMailContext = {}, answer?: Order): Promise<MailMessage | null> {
  const lang = storedLang(row.lang);
  const [user] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, row.userId));
  if (!user || isClosedEmail(user.email)) return null;
  const order = answer ?? await orderAnswer(db, row);
  const names = await methodNames(db, row.checkout, lang);
  return confirmationMail(user, order, names, lang, context);
}

/** The confirmation of order `orderId` as it is now: for one owed before decision 228 (migration 0019). */
export async function composeConfirmation(db: Db, orderId: string, context: OrderMailContext = {}): Promise<MailMessage | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ? confirmationFor(db, row, context) : null;
}
