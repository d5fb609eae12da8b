// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../contract/checkout';
import { testRoot } from '../../../lib/test-root';
import { serverItem } from '../../../offline/cart/test-data';
import { CartLine, type LineKind } from './CartLine';

// A cart line as the drawer and the cart page render it (inside a router, for its product link):
// the quantity control follows the shared rules of contract/rules/quantity.ts.

const view = testRoot();
let changes: number[];

const limits = (max: number | null) => ({ quantity: { min: { on: false, value: 1 }, max: { on: max !== null, value: max ?? 99 } } });

async function render(item: CartItem, kind: LineKind = 'item') {
  const rootRoute = createRootRoute({
    component: () => <ul><CartLine item={item} kind={kind} onQuantity={(_, q) => changes.push(q)} onRemove={() => undefined} /></ul>,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await view.renderAndWait(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>, () => router.load());
  expect(view.host.querySelector('[data-testid="cart-line"]')).not.toBeNull();
}
const button = (name: string) => view.host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const limitText = () => view.host.querySelector('[data-testid="quantity-limit"]')?.textContent ?? null;
const reason = () => view.host.querySelector('[data-testid="cart-line-reason"]')?.textContent ?? null;

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
beforeEach(() => {
  changes = [];
});

describe('a cart line', () => {
  it('hides − and + when tracked stock is 1, as the product page does, instead of disabled buttons', async () => {
    await render(serverItem({ articleId: 1, quantity: 1, stock: { on: true, quantity: 1 }, bounds: { min: 1, max: 1 } }));
    expect(button('Diminuisci quantità')).toBeNull();
    expect(button('Aumenta quantità')).toBeNull();
    expect(view.host.querySelector<HTMLInputElement>('[data-testid="cart-line-qty"]')!.value).toBe('1');
  });

  it('shows − and + for more tracked stock and steps the line', async () => {
    await render(serverItem({ articleId: 2, quantity: 1, stock: { on: true, quantity: 2 }, bounds: { min: 1, max: 2 } }));
    act(() => button('Aumenta quantità')!.click());
    expect(changes).toEqual([2]);
  });

  it("at a per-order maximum says 'Massimo N per ordine', not that pieces are running out", async () => {
    await render(serverItem({ articleId: 3, quantity: 5, stock: { on: true, quantity: 40 }, cart: limits(5), bounds: { min: 1, max: 5 } }));
    expect(limitText()).toBe('Massimo 5 per ordine');
    expect(button('Aumenta quantità')!.disabled).toBe(true);
    expect(view.host.querySelector('[data-testid="cart-line-qty"]')!.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('at the tracked stock says how many pieces there are, and says nothing below the maximum', async () => {
    await render(serverItem({ articleId: 4, quantity: 3, stock: { on: true, quantity: 3 }, cart: limits(5), bounds: { min: 1, max: 3 } }));
    expect(limitText()).toBe('3 pezzi disponibili');
    view.remount();
    await render(serverItem({ articleId: 5, quantity: 2, stock: { on: true, quantity: 40 }, cart: limits(5), bounds: { min: 1, max: 5 } }));
    expect(limitText()).toBe('');
  });

  it('an unavailable line over a lowered per-order maximum says so; one over fallen stock says how many are left', async () => {
    await render(serverItem({ articleId: 6, quantity: 8, issue: 'quantity', stock: { on: true, quantity: 40 }, cart: limits(5), bounds: { min: 1, max: 5 } }), 'unavailable');
    expect(reason()).toBe('Massimo 5 per ordine');
    view.remount();
    await render(serverItem({ articleId: 7, quantity: 8, issue: 'quantity', stock: { on: true, quantity: 2 }, bounds: { min: 1, max: 2 } }), 'unavailable');
    expect(reason()).toBe('Disponibilità ridotta: 2 pezzi disponibili');
  });
});
