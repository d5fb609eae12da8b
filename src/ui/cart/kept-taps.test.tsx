// @vitest-environment happy-dom
// Taps made on the product page's − and + and "Aggiungi al carrello" while they are painted but
// not yet the app's (decisions 229, 264): kept by the script at the top of index.html, pressed
// again in their order once the controls are hydrated, each after the app has drawn the one before.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pressKeptTaps } from '../../lib/kept-tap';
import type { CartMutation } from '../../offline';
import { AddToCartButton } from './AddToCartButton';
import { QuantityField } from './QuantityField';
import indexHtml from '../../../index.html?raw';

/** The script at the top of index.html, listening on `host` instead of the document. */
function keepingScript(host: HTMLElement): void {
  const script = /<script>(\(function\(d\)\{var q=window\.__keptTaps[\s\S]*?)<\/script>/.exec(indexHtml)![1]!;
  new Function('host', script.replace(/\(document\)$/, '(host)'))(host);
}

/** The product page's controls: each add records the quantity it was made with. */
function Controls({ added }: { added: number[] }) {
  const [quantity, setQuantity] = useState(1);
  const add = (): CartMutation => {
    added.push(quantity);
    return { applied: Promise.resolve(), confirmed: new Promise<never>(() => undefined) };
  };
  return (
    <I18nProvider i18n={i18n}>
      <QuantityField value={quantity} bounds={{ min: 1, max: 5 }} onChange={setQuantity} label="Quantità" keepTaps="quantity" />
      <AddToCartButton onAdd={add} />
    </I18nProvider>
  );
}

let host: HTMLElement | undefined;
let root: Root | undefined;

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'it', messages: {} });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  delete window.__keptTaps;
});

/** The controls as the server painted them, the script keeping taps on them. */
function painted(added: number[]): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = renderToString(<Controls added={added} />);
  keepingScript(host);
  return host;
}
const control = (name: string) => host!.querySelector<HTMLButtonElement>(`[data-keep-tap="${name}"]`)!;
const tap = (name: string) => control(name).click();

/** Hydrates the controls and lets the kept taps be pressed, one per task. */
async function hydrate(added: number[]): Promise<void> {
  await act(async () => { root = hydrateRoot(host!, <Controls added={added} />); });
  for (let task = 0; task < 8; task += 1) await act(() => new Promise((resolve) => setTimeout(resolve)));
}

describe('taps kept before the product page is the app\'s', () => {
  it('+, + then "Aggiungi al carrello" add three, in that order, once the controls are ready', async () => {
    const added: number[] = [];
    painted(added);
    tap('quantity-more');
    tap('quantity-more');
    tap('add-to-cart');
    // A second tap on the add is the double tap the button ignores: kept once.
    tap('add-to-cart');
    expect([...window.__keptTaps!]).toEqual(['quantity-more', 'quantity-more', 'add-to-cart']);
    expect(control('quantity-more').hasAttribute('data-tap-kept')).toBe(true);
    expect(added).toEqual([]);

    await hydrate(added);
    expect(added).toEqual([3]);
    expect(host!.querySelector('input')!.value).toBe('3');
    expect([...window.__keptTaps!]).toEqual([]);
    expect(host!.querySelectorAll('[data-tap-kept]')).toHaveLength(0);
  });

  it('a tap on a ready control waits behind the taps kept before it', async () => {
    const added: number[] = [];
    painted(added);
    tap('add-to-cart');
    // Marked ready (its handler attached) while the add's tap still waits: the + comes after it.
    control('quantity-more').setAttribute('data-tap-ready', '');
    tap('quantity-more');
    expect([...window.__keptTaps!]).toEqual(['add-to-cart', 'quantity-more']);
    await hydrate(added);
    expect(added).toEqual([1]);
    expect(host!.querySelector('input')!.value).toBe('2');
  });

  it('a press whose page closed before its next task leaves the next page\'s taps to be pressed', async () => {
    // The press's task never comes (its window closed with its timers): the unit suites share this
    // module between pages, and a flag kept in the module stopped every later page's presses.
    vi.useFakeTimers();
    try {
      window.__keptTaps = ['a-control-no-longer-there'];
      pressKeptTaps();
      vi.clearAllTimers();
    } finally {
      vi.useRealTimers();
    }
    delete window.__keptTaps;
    const added: number[] = [];
    painted(added);
    tap('add-to-cart');
    await hydrate(added);
    expect(added).toEqual([1]);
  });

  it('with nothing kept, a tap on a hydrated control is the control\'s at once', async () => {
    const added: number[] = [];
    painted(added);
    await hydrate(added);
    await act(async () => { tap('quantity-more'); });
    await act(async () => { tap('add-to-cart'); });
    expect(added).toEqual([2]);
  });
});

describe('a button that keeps no tap', () => {
  it('tapped before the app is interactive, shows it is not ready yet', () => {
    painted([]);
    const button = document.createElement('button');
    host!.append(button);
    button.click();
    expect(button.hasAttribute('data-tap-early')).toBe(true);
  });
});
