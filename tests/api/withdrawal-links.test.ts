// The order's mails lead to its withdrawal function labelled as the law asks (decision 234): in the
// HTML part the words "Recedi dal contratto qui" are the link itself, the text part keeps the
// address after them; the confirmation, "shipped" and "ready for pickup" mails carry it, in the
// order's language (decision 261).
import { describe, expect, it, vi } from 'vitest';
import { staffSignIn } from './admin-fixtures.js';
import { actOk, placeOrder } from './admin-order-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { PUBLIC_URL } from './harness.js';
import { mailSince, outboxFiles, type ReadMail } from './outbox.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

/** The mails to `to` after `before` whose subject matches, waited for (they leave after the commit). */
const mailTo = (before: string[], to: string, subject: RegExp): Promise<ReadMail> => vi.waitFor(() => {
  const mail = mailSince(api, before).find((m) => m.to === to && subject.test(m.subject));
  expect(mail, `a mail to ${to} about ${subject}`).toBeDefined();
  return mail!;
}, { timeout: 5000, interval: 20 });

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The one <a> in the HTML part whose words are `label`, and its address. */
function withdrawalAnchor(mail: ReadMail, label: string): string {
  const anchors = [...mail.html.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].filter((m) => m[2] === escaped(label));
  expect(anchors, mail.html).toHaveLength(1);
  return anchors[0]![1]!;
}

describe("the order's mails link to its withdrawal function", () => {
  it('the confirmation: the labelled words are the link in the HTML part, the address follows them in the text part', async () => {
    const before = outboxFiles(api);
    const { buyer, orderId } = await placeOrder(api, { quantity: 1 });
    const mail = await mailTo(before, buyer.email, /./);
    const url = `${PUBLIC_URL}/recesso/${orderId}`;
    expect(withdrawalAnchor(mail, 'Recedi dal contratto qui')).toBe(url);
    expect(mail.html).not.toContain(`Recedi dal contratto qui: ${url}`);
    expect(mail.text).toContain(`Recedi dal contratto qui: ${url}`);
  });

  it("an English order's confirmation says it in English and leads to the English page", async () => {
    const before = outboxFiles(api);
    const { buyer, orderId } = await placeOrder(api, { quantity: 1, lang: 'en' });
    const mail = await mailTo(before, buyer.email, /./);
    expect(withdrawalAnchor(mail, 'Withdraw from contract here')).toBe(`${PUBLIC_URL}/en/recesso/${orderId}`);
    expect(mail.text).toContain(`Withdraw from contract here: ${PUBLIC_URL}/en/recesso/${orderId}`);
  });

  it('the "shipped" and "ready for pickup" mails carry the same link', async () => {
    const staff = await staffSignIn(api);
    const shipped = await placeOrder(api, { quantity: 1 });
    await actOk(api, staff.token, shipped.orderId, 'transfer-received');
    let before = outboxFiles(api);
    await actOk(api, staff.token, shipped.orderId, 'ship', { carrier: 'brt', trackingNumber: 'BRT321' });
    const shippedMail = await mailTo(before, shipped.buyer.email, /spedito/i);
    expect(withdrawalAnchor(shippedMail, 'Recedi dal contratto qui')).toBe(`${PUBLIC_URL}/recesso/${shipped.orderId}`);

    const pickup = await placeOrder(api, { quantity: 1, shipping: 'pickup' });
    await actOk(api, staff.token, pickup.orderId, 'transfer-received');
    before = outboxFiles(api);
    await actOk(api, staff.token, pickup.orderId, 'ready-for-pickup');
    const readyMail = await mailTo(before, pickup.buyer.email, /ritir/i);
    expect(withdrawalAnchor(readyMail, 'Recedi dal contratto qui')).toBe(`${PUBLIC_URL}/recesso/${pickup.orderId}`);
  });
});
