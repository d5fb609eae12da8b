// The support form's message, mailed to the shop's own address (the footer's company e-mail),
// with the customer's address as Reply-To so staff answer with their mail client. Written in
// Italian, the shop's language; the customer's page language is stated for the reply. Owed, as
// order mails are (decision 244): a mail server that is down loses no message; the sweep sends it.
import { eq } from 'drizzle-orm';
import { html } from 'hono/html';
import type { Lang } from '../../contract/i18n-text.js';
import type { SupportMessageBody } from '../../contract/support.js';
import type { Db } from '../db/client.js';
import { shops } from '../db/schema.js';
import { oweMail } from './orders/order-mails.js';
import { SHOP_ID } from './shop-id.js';

/** Owes the message to the shop; answers the owed mail's id, to deliver at once. */
export async function oweSupportMessage(db: Db, body: SupportMessageBody, lang: Lang): Promise<number> {
  const [shop] = await db.select({ company: shops.company }).from(shops).where(eq(shops.id, SHOP_ID));
  if (!shop) throw new Error(`shop ${SHOP_ID} does not exist`);
  const from = `${body.name.first} ${body.name.last}`;
  return oweMail(db, 'supportMessage', {
    to: shop.company.email,
    replyTo: `"${from.replaceAll('"', "'")}" <${body.mail}>`,
    subject: `Richiesta di assistenza da ${from}`,
    text: `${from} <${body.mail}> scrive (lingua della pagina: ${lang}):\n\n${body.msg}\n`,
    html: html`<p><strong>${from}</strong> &lt;${body.mail}&gt; scrive (lingua della pagina: ${lang}):</p><p style="white-space:pre-wrap">${body.msg}</p>`.toString(),
  });
}
