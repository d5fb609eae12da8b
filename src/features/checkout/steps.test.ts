import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS } from '../../../contract/checkout';
import { guardTarget, stepBarItems, stepOfPath, type StepSlug } from './steps';

const at = (current: StepSlug, items = 2) => ({
  steps: { current: { slug: current }, list: CHECKOUT_STEPS.map((slug) => ({ slug })) },
  counts: { items, quantity: items },
});

describe('the checkout guard', () => {
  it('sends an empty cart to /carrello, whoever asks and whatever step', () => {
    expect(guardTarget({ asked: 'pagamento', entering: false, signedIn: true, checkout: at('pagamento', 0) })).toBe('/carrello');
    expect(guardTarget({ asked: 'accedi', entering: true, signedIn: false, checkout: at('accedi', 0) })).toBe('/carrello');
  });

  it('sends a visitor to the sign-in step, and leaves the sign-in step to the visitor', () => {
    expect(guardTarget({ asked: 'indirizzi', entering: true, signedIn: false, checkout: at('accedi') })).toBe('/checkout/accedi');
    expect(guardTarget({ asked: 'accedi', entering: true, signedIn: false, checkout: at('accedi') })).toBeNull();
  });

  it('sends a customer entering from outside (the cart, a typed address, a reload) to the current step', () => {
    expect(guardTarget({ asked: 'accedi', entering: true, signedIn: true, checkout: at('spedizione') })).toBe('/checkout/spedizione');
    expect(guardTarget({ asked: 'indirizzi', entering: true, signedIn: true, checkout: at('pagamento') })).toBe('/checkout/pagamento');
    expect(guardTarget({ asked: 'pagamento', entering: true, signedIn: true, checkout: at('pagamento') })).toBeNull();
  });

  it('lets a customer inside the checkout go back to an earlier step, not ahead of the current one', () => {
    expect(guardTarget({ asked: 'indirizzi', entering: false, signedIn: true, checkout: at('conferma') })).toBeNull();
    expect(guardTarget({ asked: 'conferma', entering: false, signedIn: true, checkout: at('spedizione') })).toBe('/checkout/spedizione');
  });

  it('takes a signed-in customer on a visitor copy of the checkout past the sign-in step', () => {
    expect(guardTarget({ asked: 'indirizzi', entering: false, signedIn: true, checkout: at('accedi') })).toBeNull();
    expect(guardTarget({ asked: 'accedi', entering: false, signedIn: true, checkout: at('accedi') })).toBe('/checkout/indirizzi');
  });

  it('without any checkout on hand only checks the sign-in', () => {
    expect(guardTarget({ asked: 'spedizione', entering: true, signedIn: true, checkout: null })).toBeNull();
    expect(guardTarget({ asked: 'spedizione', entering: true, signedIn: false, checkout: null })).toBe('/checkout/accedi');
  });

  it('reads the step of a path and nothing else', () => {
    expect(stepOfPath('/checkout/spedizione')).toBe('spedizione');
    expect(stepOfPath('/checkout/spedizione/')).toBe('spedizione');
    expect(stepOfPath('/checkout/ordine-concluso/abc')).toBeNull();
    expect(stepOfPath('/checkout')).toBeNull();
  });
});

describe('the step bar', () => {
  const list = CHECKOUT_STEPS.map((slug) => ({ slug }));

  it('adds the final Fatto! step to the server steps and numbers them', () => {
    const items = stepBarItems(list, 'spedizione');
    expect(items.map((item) => item.slug)).toEqual([...CHECKOUT_STEPS, 'fatto']);
    expect(items.map((item) => item.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('links the earlier steps (not the sign-in step) and not the current or later ones', () => {
    const items = stepBarItems(list, 'pagamento');
    expect(items.map((item) => [item.slug, item.state, item.href])).toEqual([
      ['accedi', 'done', null],
      ['indirizzi', 'done', '/checkout/indirizzi'],
      ['spedizione', 'done', '/checkout/spedizione'],
      ['pagamento', 'current', null],
      ['conferma', 'upcoming', null],
      ['fatto', 'upcoming', null],
    ]);
  });
});
