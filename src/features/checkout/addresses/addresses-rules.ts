import type { Address } from '../../../../contract/address';
import type { Checkout } from '../../../../contract/checkout';
import type { CheckoutAddressesBody } from '../../../../contract/checkout-choices';
import type { DefaultKind } from '../../../ui/address';

// The addresses step's rules (docs/product/checkout.md#addresses-step). Pure.

export type AddressRole = 'billing' | 'shipping';
export type PanelMode = 'change' | 'new' | 'edit';
/** What is open on the step: at most one of change (the list), new (the form) or edit (the drawer), of one card. */
export type Panel = { role: AddressRole; mode: PanelMode } | null;

/** Change, new and edit are mutually exclusive: an action is offered only while nothing is open, or to close its own list. */
export function actionEnabled(panel: Panel, role: AddressRole, mode: PanelMode): boolean {
  if (panel === null) return true;
  return mode === 'change' && panel.mode === 'change' && panel.role === role;
}

/** The change button toggles its list; any other action opens its panel (when enabled). */
export function toggledPanel(panel: Panel, role: AddressRole, mode: PanelMode): Panel {
  if (!actionEnabled(panel, role, mode)) return panel;
  return panel !== null ? null : { role, mode };
}

/** With no addresses the new billing form opens by itself (once the book is known). */
export function autoPanel(book: readonly Address[] | undefined, panel: Panel): Panel {
  return book !== undefined && book.length === 0 && panel === null ? { role: 'billing', mode: 'new' } : panel;
}

export interface Chosen { billing: number | null; shipping: number | null }

/**
 * The address each card shows: the one picked on this page, else the checkout's, else the book's
 * default for that role — as long as it is still in the book (a deleted address drops out).
 */
export function chosenAddress(role: AddressRole, picked: number | null, checkout: Pick<Checkout, 'addresses'>, book: readonly Address[] | undefined): Address | null {
  const fromCheckout = checkout.addresses[role];
  if (book === undefined) {
    // The book is not here (offline, loading): the checkout's own copy is what there is.
    return fromCheckout;
  }
  const byId = (id: number | null | undefined) => (id == null ? undefined : book.find((address) => address.id === id));
  const flag = role === 'billing' ? 'isDefaultBilling' : 'isDefaultShipping';
  return byId(picked) ?? byId(fromCheckout?.id) ?? book.find((address) => address[flag]) ?? null;
}

/** The default that a new address takes (PATCH …/swaps) after it was saved from a card. */
export const swapTypeOf = (role: AddressRole): DefaultKind => (role === 'billing' ? 'Billing' : 'Shipping');

export interface ProceedState { panel: Panel; billing: Address | null; shipping: Address | null; online: boolean; sending: boolean }

/** PROCEED: both addresses known, nothing open, online, not already sending. */
export function canProceed({ panel, billing, shipping, online, sending }: ProceedState): boolean {
  return panel === null && billing !== null && shipping !== null && online && !sending;
}

/** The gift message's limit (contract/checkout-choices.ts). */
export const GIFT_MESSAGE_MAX = 250;

/** The body of POST checkout/me/addresses; the gift message only when the gift option is on. */
export function addressesBody(billing: Address, shipping: Address, gift: { on: boolean; message: string }): CheckoutAddressesBody {
  return { billing: billing.id, shipping: shipping.id, gift: { on: gift.on, message: gift.on ? gift.message.trim().slice(0, GIFT_MESSAGE_MAX) : '' } };
}
