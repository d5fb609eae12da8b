// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../contract/error';
import { testRoot } from '../../lib/test-root';
import type { CartMutation } from '../../offline';
import { AddToCartButton, type AddToCartButtonProps } from './AddToCartButton';
import { ADD_FLASH_MS } from './useAddFeedback';

// A cart mutation as the offline layer hands it out, settled by the test.
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
function mutation() {
  const applied = deferred<void>();
  const confirmed = deferred<never>();
  const value: CartMutation = { applied: applied.promise, confirmed: confirmed.promise };
  return { value, applied, confirmed };
}
const refusal = (message: string): ApiError => ({ code: 'OUT_OF_STOCK', statusCode: 409, message });

let online = true;

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'it', messages: {} });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  online = true;
});
// Registered before the root, so it runs after the root's clean-up (after-hooks run in reverse).
afterEach(() => { vi.useRealTimers(); });
const view = testRoot();

const render = (props: AddToCartButtonProps) =>
  view.render(<I18nProvider i18n={i18n}><AddToCartButton {...props} /></I18nProvider>);
const button = () => view.host.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]')!;
const status = () => view.host.querySelector('[role="status"]')!.textContent;
const errorBox = () => view.host.querySelector('[role="alert"]')?.textContent ?? null;
const press = async () => { await act(async () => { button().click(); }); };
const settle = async () => { await act(async () => { await Promise.resolve(); }); };

describe('the add-to-cart button', () => {
  it('presses itself once for a tap kept before its handler was attached, and ends the keeping (decision 229)', async () => {
    window.__keptTaps = ['add-to-cart'];
    const add = mutation();
    const onAdd = vi.fn(() => add.value);
    render({ onAdd });
    // Kept taps are pressed one per task (decision 264).
    await act(async () => { vi.advanceTimersByTime(0); });
    await act(async () => { vi.advanceTimersByTime(0); });
    await settle();
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect([...window.__keptTaps!]).toEqual([]);
    expect(button().hasAttribute('data-tap-ready')).toBe(true);
    expect(button().hasAttribute('data-tap-kept')).toBe(false);
    delete window.__keptTaps;
  });

  it('with no kept tap, waits to be pressed', async () => {
    const onAdd = vi.fn(() => mutation().value);
    render({ onAdd });
    await settle();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('says "Aggiunto al carrello!" in success style for 0.8 s once the add is in the cart, then is normal again', async () => {
    const add = mutation();
    const onAdded = vi.fn();
    render({ onAdd: () => add.value, onAdded });
    expect(button().textContent).toBe('Aggiungi al carrello');

    await press();
    expect(button().dataset.state).toBe('normal');
    add.applied.resolve();
    await settle();
    expect(button().textContent).toBe('Aggiunto al carrello!');
    expect(button().dataset.state).toBe('added');
    expect(status()).toBe('Aggiunto al carrello!');
    expect(onAdded).toHaveBeenCalledOnce();

    act(() => vi.advanceTimersByTime(ADD_FLASH_MS - 1));
    expect(button().dataset.state).toBe('added');
    act(() => vi.advanceTimersByTime(1));
    expect(button().textContent).toBe('Aggiungi al carrello');
    expect(button().dataset.state).toBe('normal');
    expect(status()).toBe('');
  });

  it('ignores presses during the flash, so a double click adds once', async () => {
    const add = mutation();
    const onAdd = vi.fn(() => add.value);
    render({ onAdd });
    await press();
    add.applied.resolve();
    await settle();
    await press();
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it("shows the local refusal's message in an error box under the button, without the flash", async () => {
    const add = mutation();
    render({ onAdd: () => add.value });
    await press();
    add.applied.reject(refusal('3 pezzi disponibili'));
    await settle();
    expect(errorBox()).toBe('3 pezzi disponibili');
    expect(button().dataset.state).toBe('normal');
  });

  it("shows the server's refusal after the flash, and clears it on the next try", async () => {
    const first = mutation();
    const second = mutation();
    const adds = [first, second];
    render({ onAdd: () => adds.shift()!.value });
    await press();
    first.applied.resolve();
    await settle();
    first.confirmed.reject(refusal('1 pezzo disponibile'));
    await settle();
    expect(errorBox()).toBe('1 pezzo disponibile');

    act(() => vi.advanceTimersByTime(ADD_FLASH_MS));
    await press();
    expect(errorBox()).toBeNull();
  });

  it('offline: the add counts, and a quiet hint says it will be synchronised (no error)', async () => {
    online = false;
    const add = mutation();
    render({ onAdd: () => add.value });
    await press();
    add.applied.resolve();
    await settle();
    expect(button().textContent).toBe('Aggiunto al carrello!');
    expect(view.host.querySelector('[data-testid="add-to-cart-offline"]')?.textContent).toBe('Aggiunto — sarà sincronizzato quando tornerai online');
    expect(errorBox()).toBeNull();
  });

  it('with an attribute still to choose it looks disabled and opens the next selector instead of adding', async () => {
    const onAdd = vi.fn(() => mutation().value);
    const onChoiceMissing = vi.fn();
    render({ onAdd, choiceMissing: true, onChoiceMissing });
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(button().disabled).toBe(false);
    await press();
    expect(onChoiceMissing).toHaveBeenCalledOnce();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('is disabled when the article cannot be bought', () => {
    render({ onAdd: () => mutation().value, disabled: true });
    expect(button().disabled).toBe(true);
  });
});
