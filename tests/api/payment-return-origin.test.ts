// With PUBLIC_URL unset, a card payment's page and its way back follow the origin the shopper
// reached the shop by (127.0.0.1 here), while the order's mail links keep the configured origin
// (decision 191): a request's Host never reaches a mail.
import { describe, expect, it } from 'vitest';
import { stripeRedirectSchema } from '../../contract/orders.js';
import { articles } from '../../server/db/schema.js';
import { cartApiSuite } from './cart-fixtures.js';
import { intentOk, readyBuyer } from './order-fixtures.js';
import { mailSince, outboxFiles } from './outbox.js';
import { stripeOverHttp } from './payment-fixtures.js';

// An empty PUBLIC_URL counts as unset, as a shell's `PUBLIC_URL=` does.
const { api } = cartApiSuite({ env: { PUBLIC_URL: '', AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

describe('payment pages with PUBLIC_URL unset', () => {
  it('send the shopper to a page on their own origin and back to it; the mail links keep the configured origin', async () => {
    expect(api.config.publicUrlFixed).toBe(false);
    const shopperOrigin = new URL(api.baseUrl).origin;
    expect(shopperOrigin).not.toBe(api.config.publicUrl);
    const [row] = await api.db.insert(articles).values({
      shopId: 'raggio', sku: `RO-${Date.now()}`, slug: `ritorno-${Date.now()}`, grade: 'simple', name: { it: 'Borraccia Ritorno' },
      stockOn: true, stockQuantity: 3, priceGross: 4000, vatRate: 22,
    }).returning({ id: articles.id });
    const buyer = await readyBuyer(api, row!.id, 1, { payment: 'stripe' });
    const intent = await intentOk(api, buyer);
    const before = outboxFiles(api);
    const res = await api.fetch(`/v1/orders/${intent.id}/payWithStripe`, { method: 'POST', headers: { authorization: `Bearer ${buyer.token}` } });
    expect(res.status).toBe(200);
    const page = new URL(stripeRedirectSchema.parse(await res.json()).url);
    expect(page.origin).toBe(shopperOrigin);

    const session = await stripeOverHttp(api).checkout.sessions.retrieve(page.pathname.split('/').pop()!);
    expect(new URL(session.success_url!).origin).toBe(shopperOrigin);
    expect(new URL(session.cancel_url!).origin).toBe(shopperOrigin);

    // Paid on that page: back on the completed page of the same origin; the mail's link is PUBLIC_URL's default.
    const paid = await fetch(page, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card=new&action=pay', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).origin).toBe(shopperOrigin);
    // The customer's confirmation (the shop's own new-order mail goes to its order address).
    const toBuyer = () => mailSince(api, before).filter((m) => m.to.includes(buyer.email));
    await expect.poll(() => toBuyer().length).toBe(1);
    const [mail] = toBuyer();
    expect(mail!.html).toContain(`${api.config.publicUrl}/me/orders`);
    expect(mail!.html).not.toContain(shopperOrigin);
  });
});
