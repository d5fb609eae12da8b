// The bank details of a bank-transfer order (docs/decisions/190-bank-transfer-details.md): a placed
// transfer order awaiting payment carries them in its answer (GET orders/{id}, the order list)
// and its confirmation mail, the reference being the order's number; any other order, an unplaced
// intent and a paid transfer carry none. The mail's next step fits the shipping: a pickup is
// collected once the transfer arrives, a courier ships it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ordersPageSchema } from '../../contract/account.js';
import { orderSchema } from '../../contract/orders.js';
import { orders } from '../../server/db/schema.js';
import { BANK } from '../../server/db/seed/data/shop.js';
import { confirmPaidOrder } from '../../server/domain/orders/confirm-paid.js';
import { createLogger } from '../../server/log.js';
import { createMailer } from '../../server/mail/mailer.js';
import { bearer } from './auth-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { completeOrder, getOrderOk, insertTrackedArticle, intentOk, readyBuyer, type Choices } from './order-fixtures.js';
import { mailSince, outboxFiles } from './outbox.js';

const env = { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' };

describe("a bank-transfer order with the shop's seeded account", () => {
  const { api } = cartApiSuite({ env });

  /** A placed order and the mails its placement wrote to the buyer. */
  async function placed(choices: Choices, lang = 'it') {
    const buyer = await readyBuyer(api, await insertTrackedArticle(api.db, 5, 4000), 1, choices);
    const intent = await intentOk(api, buyer, {}, lang);
    const before = outboxFiles(api);
    const res = await completeOrder(api, buyer, intent);
    expect(res.status).toBe(200);
    return { buyer, intent, order: orderSchema.parse(await res.json()), mails: mailSince(api, before).filter((m) => m.to === buyer.email) };
  }

  it('answers the account, the total and the order number as reference, on GET and in the list; an unplaced intent has none', async () => {
    const buyer = await readyBuyer(api, await insertTrackedArticle(api.db, 5, 4000), 1, { payment: 'bankTransfer' });
    const intent = await intentOk(api, buyer);
    expect((await getOrderOk(api, buyer, intent.id)).transfer).toBeNull();

    const order = orderSchema.parse(await (await completeOrder(api, buyer, intent)).json());
    // 40.00 € of goods + 8.99 € courier (under the free threshold).
    const transfer = { ...BANK, amount: 4000 + 899, reference: order.number };
    expect(order).toMatchObject({ status: 'awaitPayment', transfer });
    expect(order.number).toMatch(/^R\d{4}-\d{6}$/);
    expect(order.transfer!.amount).toBe(order.checkout.cashier.total);
    expect((await getOrderOk(api, buyer, intent.id)).transfer).toEqual(transfer);
    const list = ordersPageSchema.parse(await (await api.fetch(`/v1/orders/users/${buyer.userId}`, bearer(buyer.token))).json());
    expect(list.docs.map((o) => o.transfer)).toEqual([transfer]);
  });

  it('a paid transfer (pending) has none any more', async () => {
    const { buyer, order } = await placed({ payment: 'bankTransfer' });
    await api.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, order.id));
    expect((await getOrderOk(api, buyer, order.id)).transfer).toBeNull();
  });

  it('a card order, cash on delivery and card at the pickup have none', async () => {
    const card = await readyBuyer(api, await insertTrackedArticle(api.db, 5, 9000), 1, { payment: 'stripe' });
    const intent = await intentOk(api, card);
    const mailer = createMailer({ smtpUrl: undefined, from: 'shop@raggio.test', outboxDir: api.config.outboxDir, log: createLogger('silent') });
    const paid = await confirmPaidOrder(api.db, mailer, intent.id, { provider: 'stripe', reference: 'pi_transfer_none', amount: 9000, currency: 'eur' });
    expect(paid.order).toMatchObject({ status: 'pending', transfer: null });
    expect((await getOrderOk(api, card, intent.id)).transfer).toBeNull();

    for (const choices of [{ payment: 'mark' }, { payment: 'pos', shipping: 'pickup' }] satisfies Choices[]) {
      const { order, mails } = await placed(choices);
      expect(order.transfer).toBeNull();
      expect(mails[0]!.text).not.toContain(BANK.iban);
    }
  });

  it('the mail of a courier order gives the details and says the order ships once the transfer arrives', async () => {
    const { order, mails } = await placed({ payment: 'bankTransfer', shipping: 'courier' });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Spediremo l'ordine appena riceveremo il bonifico");
    expect(mails[0]!.html).toContain('Spediremo l&#39;ordine appena riceveremo il bonifico');
    for (const part of [mails[0]!.text, mails[0]!.html]) {
      expect(part).not.toContain('Potrai ritirare');
      expect(part).toContain('Beneficiario: Raggio Cicli S.r.l.');
      expect(part).toContain(`IBAN: ${BANK.iban}`);
      expect(part).toContain('BIC/SWIFT: BCITITMM');
      expect(part).toContain('Banca: Intesa Sanpaolo');
      expect(part).toContain('Importo: 48,99');
      expect(part).toContain(`Causale: ${order.number}`);
    }
  });

  it('the mail of a pickup order says it can be collected once the transfer arrives, in the order\'s language', async () => {
    const italian = await placed({ payment: 'bankTransfer', shipping: 'pickup' });
    expect(italian.order.checkout.shipping.method).toBe('pickup');
    expect(italian.order.transfer).toMatchObject({ iban: BANK.iban, reference: italian.order.number, amount: 4000 });
    const text = italian.mails[0]!.text;
    expect(text).toContain("Potrai ritirare l'ordine appena riceveremo il bonifico");
    expect(text).not.toContain('Spediremo');
    expect(text).toContain(`IBAN: ${BANK.iban}`);
    expect(text).toContain(`Causale: ${italian.order.number}`);

    const en = await placed({ payment: 'bankTransfer', shipping: 'pickup' }, 'en');
    expect(en.mails[0]!.text).toContain('You can collect the order as soon as we receive the bank transfer');
    expect(en.mails[0]!.text).toContain(`Payment reference: ${en.order.number}`);
  });

  it("GET /v1/openapi.json documents the order's transfer and each of its fields", async () => {
    type Schema = { description?: string; properties?: Record<string, Schema> };
    const doc = await (await api.fetch('/v1/openapi.json')).json() as { components: { schemas: Record<string, Schema> } };
    const transfer = doc.components.schemas.Order!.properties!.transfer!;
    expect(transfer.description).toContain('awaitPayment');
    const fields = transfer.properties!;
    expect(Object.keys(fields).sort()).toEqual(['amount', 'bank', 'beneficiary', 'bic', 'iban', 'reference']);
    for (const field of Object.values(fields)) expect(field.description).toBeTruthy();
  });
});

describe('a bank-transfer order with the account from SHOP_BANK_*', () => {
  const { api } = cartApiSuite({
    env: {
      ...env, SHOP_BANK_BENEFICIARY: 'Raggio Cicli S.r.l.', SHOP_BANK_IBAN: 'IT60 X054 2811 1010 0000 0123 456', SHOP_BANK_BIC: 'BPMOIT22XXX', SHOP_BANK_NAME: 'Banco BPM',
    },
  });

  it('answers the environment\'s account, IBAN compact, over the seeded one', async () => {
    const buyer = await readyBuyer(api, await insertTrackedArticle(api.db, 5, 9000), 1, { payment: 'bankTransfer' });
    const order = orderSchema.parse(await (await completeOrder(api, buyer, await intentOk(api, buyer))).json());
    expect(order.transfer).toEqual({
      beneficiary: 'Raggio Cicli S.r.l.', iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX', bank: 'Banco BPM', amount: 9000, reference: order.number,
    });
  });
});
