// The acknowledgement of a withdrawal statement (decision 234), on a durable medium as the law
// asks: the statement's content and the date and time it was received, in Rome's time.
import type { Lang } from '../../../contract/i18n-text.js';
import type { OrderItem } from '../../../contract/orders.js';
import { composeMail, type MailLink } from '../../mail/compose.js';
import type { MailMessage } from '../../mail/mailer.js';
import { translate } from '../i18n.js';
import { greeting, SIGN_OFF } from '../mail-texts.js';
import * as orderWords from '../admin-orders/customer-mail-texts.js';
import { localizedPath } from '../page-path.js';
import type { OrderMailContext } from './mail.js';
import type { OrderRow } from './steps.js';
import { itemName, type WithdrawalRow } from './withdrawal-read.js';
import * as words from './withdrawal-texts.js';

const LOCALES: Record<Lang, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };

export function withdrawalAcknowledgement(row: OrderRow, items: readonly OrderItem[], statement: WithdrawalRow, lang: Lang, context: OrderMailContext): MailMessage {
  const say = (text: Parameters<typeof translate>[0]) => translate(text, lang);
  const locale = LOCALES[lang];
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(statement.receivedAt);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Europe/Rome' }).format(statement.receivedAt);
  const lines = statement.lines.map((line) => `${line.quantity} × ${itemName(items.find((item) => item.id === line.itemId), line.itemId)}`);
  const { publicUrl, mainLang = 'it' } = context;
  return composeMail(statement.email, {
    subject: say(words.ackSubject(row.number)),
    greeting: say(greeting(statement.name)),
    paragraphs: [
      say(words.ackReceived(row.number, day, time)),
      `${say(words.NAME)}: ${statement.name}`,
      `${say(words.EMAIL)}: ${statement.email}`,
      `${say(words.ORDER)}: ${row.number}`,
      `${say(words.WITHDRAWN)}: ${lines.join('; ')}`,
      ...(statement.reason ? [`${say(words.REASON)}: ${statement.reason}`] : []),
      say(words.NEXT_STEPS),
    ],
    ...(publicUrl ? { action: { label: say(orderWords.SEE_ORDERS), url: `${publicUrl}${localizedPath(['me', 'orders'], lang, mainLang)}` } } : {}),
    after: [say(orderWords.QUESTIONS)], signOff: say(SIGN_OFF),
  });
}

/**
 * The link an order's mails carry to its withdrawal function, labelled as the law asks: the words
 * are the link in the HTML part (a visitor signs in there first); none without a public address.
 */
export function withdrawalLinkLine(orderId: string, lang: Lang, context: OrderMailContext): MailLink[] {
  const { publicUrl, mainLang = 'it' } = context;
  if (!publicUrl) return [];
  return [{ label: translate(words.WITHDRAW_HERE, lang), url: `${publicUrl}${localizedPath(['recesso', orderId], lang, mainLang)}` }];
}
