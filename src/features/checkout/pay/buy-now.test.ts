import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutSecureAnswer } from '../../../../contract/checkout-choices';
import type { OrderIntent } from '../../../../contract/orders';
import { checkoutWith, serverItem } from '../../../offline/cart/test-data';
import { buyNow } from './buy-now';
import { payCalls } from './pay-calls';
import { refusalScreen } from './placement-refusal';

const checkout = checkoutWith([serverItem({ articleId: 7, quantity: 1 })]);
const unchanged: CheckoutSecureAnswer = { status: { changed: false, messages: [] }, checkout };
const refusal = (code: string, payload?: unknown) => ({ code, message: `refused: ${code}`, statusCode: 409, ...(payload ? { payload } : {}) });

/** The intent refused with `error`; the re-check answers `recheck` each time. */
function refusedIntent(error: unknown, recheck: CheckoutSecureAnswer = unchanged) {
  const checks = vi.spyOn(payCalls, 'recheck').mockResolvedValue(recheck);
  vi.spyOn(payCalls, 'intent').mockRejectedValue(error);
  const complete = vi.spyOn(payCalls, 'complete').mockResolvedValue({} as never);
  return { checks, complete };
}

const input = { checkout, lang: 'it' as const, idempotencyKey: 'k1' };

afterEach(() => vi.restoreAllMocks());

describe('a refused placement opens its screen (decision 127)', () => {
  it('CART_CHANGED: the re-check dialog with what the re-check lists, and its cart', async () => {
    const listed = { status: { changed: true, messages: ['Articolo 7: 0 pezzi disponibili'] }, checkout: checkoutWith([]) };
    const { checks, complete } = refusedIntent(refusal('CART_CHANGED', { short: [{ articleId: 7, available: 0 }] }), listed);
    checks.mockResolvedValueOnce(unchanged);
    expect(await buyNow(input)).toEqual({ kind: 'changed', messages: ['Articolo 7: 0 pezzi disponibili'], checkout: listed.checkout });
    expect(complete).not.toHaveBeenCalled();
  });

  it('CART_CHANGED carrying the re-check\'s messages and the cart now: the dialog with them, the re-check asked once only (before the intent)', async () => {
    const now = checkoutWith([serverItem({ articleId: 7, quantity: 1 })]);
    const carried = { short: [{ articleId: 7, available: 0 }], messages: ['Articolo 7: esaurito'], checkout: now };
    const { checks } = refusedIntent(refusal('CART_CHANGED', carried));
    expect(await buyNow(input)).toEqual({ kind: 'changed', messages: ['Articolo 7: esaurito'], checkout: now });
    expect(checks).toHaveBeenCalledTimes(1);
    // Accepted changes skip the first re-check: none is asked at all.
    checks.mockClear();
    expect(await buyNow({ ...input, skipCheck: true })).toMatchObject({ kind: 'changed', messages: ['Articolo 7: esaurito'] });
    expect(checks).not.toHaveBeenCalled();
  });

  it('CART_CHANGED carrying no message (no line blocked any more): the refusal\'s own message over the cart now', async () => {
    const now = checkoutWith([]);
    const { checks } = refusedIntent(refusal('CART_CHANGED', { short: [], messages: [], checkout: now }));
    expect(await buyNow({ ...input, skipCheck: true })).toEqual({ kind: 'changed', messages: ['refused: CART_CHANGED'], checkout: now });
    expect(checks).not.toHaveBeenCalled();
  });

  it('CART_CHANGED that the re-check does not see (another buyer took the stock): the refusal\'s own message', async () => {
    refusedIntent(refusal('CART_CHANGED', { short: [{ articleId: 7, available: 0 }] }));
    expect(await buyNow({ ...input, skipCheck: true })).toMatchObject({ kind: 'changed', messages: ['refused: CART_CHANGED'] });
  });

  it('CART_EMPTY: the cart, whose page says the products ran out', async () => {
    refusedIntent(refusal('CART_EMPTY'));
    expect(await buyNow(input)).toEqual({ kind: 'leave', to: '/carrello?da=conferma' });
  });

  it('CHECKOUT_INCOMPLETE: the first step to complete', async () => {
    refusedIntent(refusal('CHECKOUT_INCOMPLETE', { missing: ['spedizione', 'pagamento'], step: 'spedizione' }));
    expect(await buyNow(input)).toEqual({ kind: 'leave', to: '/checkout/spedizione' });
  });

  it('another refusal is told under BUY NOW as it came', async () => {
    const closed = { code: 'SHOP_UNAVAILABLE', message: 'Il negozio è chiuso', statusCode: 403 };
    refusedIntent(closed);
    await expect(buyNow(input)).rejects.toEqual(closed);
    expect(refusalScreen(closed)).toBeNull();
  });

  it('an accepted intent places the order as before', async () => {
    const intent = { id: 'o1', returnApi: '/orders/o1/complete', returnUrl: '/checkout/ordine-concluso/o1' } as OrderIntent;
    vi.spyOn(payCalls, 'recheck').mockResolvedValue(unchanged);
    vi.spyOn(payCalls, 'intent').mockResolvedValue(intent);
    vi.spyOn(payCalls, 'complete').mockResolvedValue({} as never);
    expect(await buyNow({ ...input, checkout: { ...checkout, payment: { ...checkout.payment, method: 'bankTransfer' } } })).toEqual({ kind: 'placed', returnUrl: intent.returnUrl });
  });
});

describe('the screen of a refusal', () => {
  it('names a step CHECKOUT_INCOMPLETE may name, else the first', () => {
    expect(refusalScreen(refusal('CHECKOUT_INCOMPLETE', { step: 'pagamento' }))).toEqual({ kind: 'leave', to: '/checkout/pagamento' });
    expect(refusalScreen(refusal('CHECKOUT_INCOMPLETE', { step: '../me' }))).toEqual({ kind: 'leave', to: '/checkout/indirizzi' });
    expect(refusalScreen(refusal('OUT_OF_STOCK'))).toEqual({ kind: 'recheck' });
    expect(refusalScreen(new Error('x'))).toBeNull();
  });
});
