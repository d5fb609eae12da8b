// Saved cards (docs/product/accounts.md#personal-area, docs/product/accounts.md#saved-cards; decision 105): the
// list with the selected card, and deleting one; the selection moves to the newest card left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCardsSchema } from '../../contract/saved-card.js';
import { bearer, NO_RATE_LIMITS, signUpOk } from './auth-fixtures.js';
import { insertSavedCard } from './card-fixtures.js';
import { expectError, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ env: NO_RATE_LIMITS }); });
afterAll(async () => { await api?.close(); });

const cardsPath = (userId: number) => `/v1/banks/users/${userId}/cards`;

async function customer() {
  const { token, user } = await signUpOk(api);
  return { token, id: user.id };
}

async function cardsOf(c: { id: number; token: string }) {
  const res = await api.fetch(cardsPath(c.id), bearer(c.token));
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return savedCardsSchema.parse(await res.json());
}

const deleteCard = (c: { id: number; token: string }, cardId: string) =>
  api.fetch(`${cardsPath(c.id)}/${cardId}`, { method: 'DELETE', ...bearer(c.token) });

describe('GET /v1/banks/users/{userId}/cards', () => {
  it('answers no card and no selection for a new customer', async () => {
    expect(await cardsOf(await customer())).toEqual({ selected: null, cards: [] });
  });

  it('lists the cards oldest first with the selected one, and never the provider reference', async () => {
    const c = await customer();
    const visa = await insertSavedCard(api.db, c.id, { stripePaymentMethodId: 'pm_secret_visa' });
    const mastercard = await insertSavedCard(api.db, c.id, { brand: 'mastercard', last4: '4444', expYear: 2028, isSelected: true });
    const res = await api.fetch(cardsPath(c.id), bearer(c.token));
    const text = await res.text();
    expect(text).not.toContain('pm_');
    expect(savedCardsSchema.parse(JSON.parse(text))).toEqual({
      selected: mastercard,
      cards: [
        { id: visa, brand: 'visa', last4: '4242', expYear: 2030 },
        { id: mastercard, brand: 'mastercard', last4: '4444', expYear: 2028 },
      ],
    });
  });

  it('needs a token', async () => {
    const c = await customer();
    await expectError(await api.fetch(cardsPath(c.id)), 401, 'AUTH_REQUIRED');
  });
});

describe('DELETE /v1/banks/users/{userId}/cards/{cardId}', () => {
  it('deletes a card and answers the cards left; the selection stays when another card goes', async () => {
    const c = await customer();
    const first = await insertSavedCard(api.db, c.id, { isSelected: true });
    const second = await insertSavedCard(api.db, c.id);
    const res = await deleteCard(c, second);
    expect(res.status).toBe(200);
    const left = savedCardsSchema.parse(await res.json());
    expect(left).toEqual({ selected: first, cards: [expect.objectContaining({ id: first })] });
    expect(await cardsOf(c)).toEqual(left);
  });

  it('selects the most recently saved card left when the selected one goes, and none when no card is left', async () => {
    const c = await customer();
    const selected = await insertSavedCard(api.db, c.id, { isSelected: true });
    const older = await insertSavedCard(api.db, c.id);
    const newest = await insertSavedCard(api.db, c.id);
    const afterSelected = savedCardsSchema.parse(await (await deleteCard(c, selected)).json());
    expect(afterSelected.selected).toBe(newest);
    expect(afterSelected.cards.map((card) => card.id)).toEqual([older, newest]);
    await deleteCard(c, older);
    expect(savedCardsSchema.parse(await (await deleteCard(c, newest)).json())).toEqual({ selected: null, cards: [] });
  });

  it('keeps no selection when there was none', async () => {
    const c = await customer();
    const one = await insertSavedCard(api.db, c.id);
    const two = await insertSavedCard(api.db, c.id);
    expect(savedCardsSchema.parse(await (await deleteCard(c, one)).json())).toEqual({ selected: null, cards: [expect.objectContaining({ id: two })] });
  });

  it('answers 404 NOT_FOUND for a card the user does not have, 400 for an id that is no card id; nothing changes', async () => {
    const c = await customer();
    await insertSavedCard(api.db, c.id, { isSelected: true });
    const before = await cardsOf(c);
    await expectError(await deleteCard(c, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    await expectError(await deleteCard(c, 'card-1'), 400, 'VALIDATION_ERROR');
    expect(await cardsOf(c)).toEqual(before);
  });
});
