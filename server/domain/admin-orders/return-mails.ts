// The customer's mails of a return (docs/decisions/245-returns-in-the-back-office.md): accepted,
// with where, how and by when to send the goods; refused, with the staff's reason; the goods
// checked, with any deduction. To the e-mail the statement gave, in the order's language; owed in
// the transaction of the change (decision 228).
import type { I18nText, Lang } from '../../../contract/i18n-text.js';
import type { InvoiceSeller } from '../../../contract/invoices.js';
import type { ReceivedLine } from '../../../contract/withdrawals.js';
import type { OrderItem } from '../../../contract/orders.js';
import { composeMail } from '../../mail/compose.js';
import type { MailMessage } from '../../mail/mailer.js';
import { translate } from '../i18n.js';
import { greeting, SIGN_OFF, storedLang } from '../mail-texts.js';
import type { OrderMailContext } from '../orders/mail.js';
import type { OrderRow } from '../orders/steps.js';
import { itemName, type WithdrawalRow } from '../orders/withdrawal-read.js';
import { localizedPath } from '../page-path.js';
import * as orderWords from './customer-mail-texts.js';
import * as words from './return-texts.js';

export type ReturnMail =
  | { kind: 'returnAccepted'; shipBy: string; seller: InvoiceSeller | null }
  | { kind: 'returnRefused'; reason: string }
  | { kind: 'returnReceived'; lines: ReceivedLine[]; items: readonly OrderItem[] };

const LOCALES: Record<Lang, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };
const euros = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

function paragraphs(row: OrderRow, mail: ReturnMail, say: (text: I18nText) => string, lang: Lang): { subject: string; paragraphs: string[] } {
  const n = row.number;
  switch (mail.kind) {
    case 'returnAccepted': {
      const day = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${mail.shipBy}T12:00:00Z`));
      const a = mail.seller?.address;
      return {
        subject: say(words.acceptedSubject(n)),
        paragraphs: [
          say(words.accepted(n, day)),
          ...(mail.seller && a ? [`${say(words.SHIP_TO)}: ${mail.seller.name}, ${a.street}, ${a.zipcode} ${a.city} (${a.province})`] : []),
          say(words.HOW), say(words.AFTER_CHECK),
        ],
      };
    }
    case 'returnRefused':
      return { subject: say(words.refusedSubject(n)), paragraphs: [say(words.refused(n)), `${say(words.REASON)}: ${mail.reason}`, say(words.REFUSED_REPLY)] };
    case 'returnReceived': {
      const deducted = mail.lines.filter((l) => l.deduction > 0).map((l) =>
        `${itemName(mail.items.find((i) => i.id === l.itemId), l.itemId)}: − ${euros(l.deduction)} (${l.deductionReason})`);
      return {
        subject: say(words.goodsReceivedSubject(n)),
        paragraphs: [say(words.goodsReceived(n)), ...(deducted.length > 0 ? [`${say(words.DEDUCTIONS)}:`, ...deducted] : []), say(words.REFUND_FOLLOWS)],
      };
    }
  }
}

export function returnMail(row: OrderRow, statement: WithdrawalRow, mail: ReturnMail, context: OrderMailContext): MailMessage {
  const lang = storedLang(row.lang);
  const say = (text: I18nText) => translate(text, lang);
  const { subject, paragraphs: lines } = paragraphs(row, mail, say, lang);
  const { publicUrl, mainLang = 'it' } = context;
  return composeMail(statement.email, {
    subject, greeting: say(greeting(statement.name)), paragraphs: lines,
    ...(publicUrl ? { action: { label: say(orderWords.SEE_ORDERS), url: `${publicUrl}${localizedPath(['me', 'orders'], lang, mainLang)}` } } : {}),
    after: [say(orderWords.QUESTIONS)], signOff: say(SIGN_OFF),
  });
}
