// The User of GET users/{id} answers its orders and wish list (decision 204): the ids of the
// placed orders, newest first, and the wish {id, articles} as the wishes calls answer it.
import { describe, expect, it } from 'vitest';
import { userSchema } from '../../contract/account.js';
import { wishSchema } from '../../contract/wishes.js';
import { bearer } from './auth-fixtures.js';
import { cartApiSuite } from './cart-fixtures.js';
import { expectError } from './harness.js';
import { completeOrder, insertTrackedArticle, intentOk, readyBuyer, signedUpBuyer } from './order-fixtures.js';

const { api } = cartApiSuite({ env: { AUTH_RATE_PER_EMAIL: '10000', AUTH_RATE_PER_CLIENT: '10000' } });

const userOf = async (id: number, token: string) => {
  const res = await api.fetch(`/v1/users/${id}`, bearer(token));
  expect(res.status).toBe(200);
  return userSchema.parse(await res.json());
};
const wish = async (token: string, articleId: number) => {
  const res = await api.fetch('/v1/wishes/articles', {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ id: articleId }),
  });
  expect(res.status).toBe(200);
  return wishSchema.parse(await res.json());
};

describe('GET users/{id}: orders and wish', () => {
  it('answers the placed orders newest first and the wish list as the wishes calls do', async () => {
    const first = await insertTrackedArticle(api.db, 5, 2500, 'Borraccia Utente');
    const second = await insertTrackedArticle(api.db, 5, 1200, 'Calze Utente');
    const buyer = await readyBuyer(api, first);
    const placed: string[] = [];
    for (const article of [first, second]) {
      if (placed.length > 0) {
        const res = await api.fetch('/v1/checkout/ss/carts', {
          method: 'POST', headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ id: article, quantity: 1 }),
        });
        expect(res.status).toBe(200);
      }
      const intent = await intentOk(api, buyer);
      expect((await completeOrder(api, buyer, intent)).status).toBe(200);
      placed.push(intent.id);
    }
    await wish(buyer.token, first);
    const latest = await wish(buyer.token, second);
    const user = await userOf(buyer.userId, buyer.token);
    expect(user.orders).toEqual([...placed].reverse());
    expect(user.wish).toEqual(latest);
    expect(user.wish.articles).toEqual([second, first]);
    // An order intent never placed is not an order of the customer's.
    expect(user.orders).toHaveLength(2);
  });

  it('answers an empty order list and an empty wish for a new customer, and 404 for another customer\'s id', async () => {
    const buyer = await signedUpBuyer(api);
    const other = await signedUpBuyer(api);
    const user = await userOf(buyer.userId, buyer.token);
    expect(user.orders).toEqual([]);
    expect(user.wish.articles).toEqual([]);
    await expectError(await api.fetch(`/v1/users/${other.userId}`, bearer(buyer.token)), 404, 'NOT_FOUND');
    await expectError(await api.fetch(`/v1/users/${buyer.userId}`), 401, 'AUTH_REQUIRED');
  });
});
