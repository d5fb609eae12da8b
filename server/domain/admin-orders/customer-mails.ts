// The mails the back office's actions send the customer (decision 193), in the order's language:
// payment received, ready for pickup (where and when), shipped (carrier, number, link), refunded,
// cancelled. Composed from the order as the action left it and owed in the action's transaction
// (decision 228); delivered after it commits, or by the sweep. A mailer failure changes nothing of
// the order (the action is done whatever the mailer says).
import { eq } from 'drizzle-orm';
import { CARRIER_NAMES } from '../../../contract/carriers.js';
import type { I18nText, Lang } from '../../../contract/i18n-text.js';
import type { Db } from '../../db/client.js';
import { orderItems, shippings, users } from '../../db/schema.js';
import { composeMail } from '../../mail/compose.js';
import type { MailMessage } from '../../mail/mailer.js';
import { translate } from '../i18n.js';
import { greeting, SIGN_OFF, storedLang } from '../mail-texts.js';
import type { OrderMailContext } from '../orders/mail.js';
import { oweOrderMail } from '../orders/order-mails.js';
import type { OrderRow } from '../orders/steps.js';
import { withdrawalLinkLine } from '../orders/withdrawal-mail.js';
import { localizedPath } from '../page-path.js';
import type { CustomerMailKind } from './action-rules.js';
import * as words from './customer-mail-texts.js';
import * as returnWords from './return-texts.js';
import { isClosedEmail } from '../users/closed.js';

export type CustomerMail =
  | { kind: 'transferReceived' | 'readyForPickup' | 'shipped' }
  | { kind: 'refunded'; amount: number; via: 'stripe' | 'paypal' | 'manual'; lines: { itemId: string; quantity: number }[]; deducted?: number }
  | { kind: 'cancelled'; refunded: number; via: 'stripe' | 'paypal' | 'manual' | null };

const euros = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

type Say = (text: I18nText) => string;

async function pickupLines(db: Db, row: OrderRow, say: Say): Promise<{ place: string; hours: string[] }> {
  const { pickup, id } = row.checkout.shipping;
  const [point] = await db.select({ pickup: shippings.pickup, hours: shippings.openingHours }).from(shippings).where(eq(shippings.id, pickup?.point ?? id ?? -1));
  const where = point?.pickup ?? (pickup ? { name: pickup.name, street: pickup.address.street, zipcode: pickup.address.zipcode, city: pickup.address.city, province: '' } : null);
  const place = where ? `${where.name}, ${where.street}, ${where.zipcode} ${where.city}${where.province ? ` (${where.province})` : ''}` : '';
  const hours = Object.entries(words.WEEKDAYS).map(([day, name]) => {
    const slots = point?.hours?.[day];
    const open = [slots?.am, slots?.pm].filter((s) => s?.opened).map((s) => `${s!.from}–${s!.to}`);
    return `${say(name)}: ${open.length > 0 ? open.join(', ') : say(words.CLOSED)}`;
  });
  return { place, hours: point?.hours ? [`${say(words.OPENING_HOURS)}:`, ...hours] : [] };
}

async function refundedLines(db: Db, orderId: string, lines: { itemId: string; quantity: number }[], say: Say): Promise<string[]> {
  if (lines.length === 0) return [];
  const items = (await db.select({ item: orderItems.item }).from(orderItems).where(eq(orderItems.orderId, orderId))).map((i) => i.item);
  return [`${say(words.LINES)}:`, ...lines.map((l) => {
    const item = items.find((i) => i.id === l.itemId);
    return `${l.quantity} × ${item?.brand ? `${item.brand.name} ` : ''}${item?.name ?? l.itemId}`;
  })];
}

async function content(db: Db, row: OrderRow, mail: CustomerMail, say: Say): Promise<{ subject: string; paragraphs: string[]; action?: { label: string; url: string } }> {
  const n = row.number;
  switch (mail.kind) {
    case 'transferReceived':
      return {
        subject: say(words.transferReceivedSubject(n)),
        paragraphs: [say(words.transferReceived(n, euros(row.checkout.cashier.total))),
          say(row.checkout.shipping.method === 'pickup' ? words.TRANSFER_THEN_PICKUP : words.TRANSFER_THEN_SHIP)],
      };
    case 'readyForPickup': {
      const { place, hours } = await pickupLines(db, row, say);
      return { subject: say(words.readyForPickupSubject(n)), paragraphs: [say(words.readyForPickup(n, place)), ...hours, say(words.BRING_NUMBER)] };
    }
    case 'shipped': {
      const shipment = row.shipment;
      const carrier = shipment && shipment.carrier !== 'other' ? (CARRIER_NAMES as Record<string, string>)[shipment.carrier] ?? shipment.carrier : null;
      const tracking = shipment?.trackingNumber ? [`${say(words.TRACKING_NUMBER)}: ${shipment.trackingNumber}`] : [];
      return {
        subject: say(words.shippedSubject(n)),
        paragraphs: [say(carrier ? words.shipped(n, carrier) : words.shippedByTheShop(n)), ...tracking],
        ...(shipment?.trackingUrl ? { action: { label: say(words.TRACK), url: shipment.trackingUrl } } : {}),
      };
    }
    case 'refunded':
      return {
        subject: say(words.refundedSubject(n)),
        paragraphs: [say(words.refunded(n, euros(mail.amount))), ...await refundedLines(db, row.id, mail.lines, say),
          ...(mail.deducted ? [say(returnWords.deducted(euros(mail.deducted)))] : []),
          say(mail.via === 'manual' ? words.REFUND_BY_HAND : words.REFUND_TO_CARD)],
      };
    case 'cancelled':
      return {
        subject: say(words.cancelledSubject(n)),
        paragraphs: [say(words.cancelled(n)), mail.refunded > 0
          ? `${say(words.refunded(n, euros(mail.refunded)))} ${say(mail.via === 'manual' ? words.REFUND_BY_HAND : words.REFUND_TO_CARD)}`
          : say(words.CANCELLED_UNPAID)],
      };
  }
}

export async function customerMail(db: Db, row: OrderRow, mail: CustomerMail, to: { email: string; firstName: string }, context: OrderMailContext): Promise<MailMessage> {
  const lang: Lang = storedLang(row.lang);
  const say = (text: I18nText) => translate(text, lang);
  const { subject, paragraphs, action } = await content(db, row, mail, say);
  const { publicUrl, mainLang = 'it' } = context;
  const ordersPage = publicUrl ? { label: say(words.SEE_ORDERS), url: `${publicUrl}${localizedPath(['me', 'orders'], lang, mainLang)}` } : undefined;
  const link = action ?? ordersPage;
  return composeMail(to.email, {
    subject, greeting: say(greeting(to.firstName)), paragraphs,
    ...(link ? { action: link } : {}),
    // Withdrawal stays possible until 14 days after the goods arrive: the mails that say they left or wait carry its link.
    after: [say(words.QUESTIONS), ...(mail.kind === 'shipped' || mail.kind === 'readyForPickup' ? withdrawalLinkLine(row.id, lang, context) : [])],
    signOff: say(SIGN_OFF),
  });
}

/**
 * Owes `mail` for `row` (the order as the action's transaction `tx` left it) in that transaction;
 * answers the mail's id for delivery after the commit, or null when the customer is gone.
 */
export async function oweCustomerMail(tx: Db, row: OrderRow, mail: CustomerMail, context: OrderMailContext = {}): Promise<number | null> {
  const [user] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, row.userId));
  if (!user || isClosedEmail(user.email)) return null;
  return oweOrderMail(tx, row.id, mail.kind, await customerMail(tx, row, mail, user, context));
}

export type { CustomerMailKind };
