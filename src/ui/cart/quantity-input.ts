import type { QuantityBounds } from '../../../contract/rules/quantity';
import { clampQuantity } from '../../../contract/rules/quantity';
import type { Stock } from '../../../contract/rules/stock';

// The quantity field's text handling (checkout-account-pages.md §5 "Quantity field"): clamped
// between min and max, paste accepts only numeric text, stepper hidden for tracked stock ≤ 1.

/** Pasted text is taken only when it is a whole number (spaces around it allowed). */
export function isNumericText(text: string): boolean {
  return /^\s*\d+\s*$/.test(text);
}

/** What typing leaves in the field: its digits only, so letters and signs never show. */
export function digitsOf(text: string): string {
  return text.replace(/\D+/g, '');
}

/**
 * The quantity a draft commits to (blur or Enter): the typed number inside the bounds; an empty
 * draft keeps the current quantity.
 */
export function commitDraft(draft: string, bounds: Pick<QuantityBounds, 'min' | 'max'>, current: number): number {
  const digits = digitsOf(draft);
  if (digits === '') return current;
  return clampQuantity(Number(digits), { ...bounds, purchasable: bounds.max >= bounds.min });
}

/** The − and + buttons show unless stock is tracked and at most one piece is left. */
export function stepperVisible(stock: Stock): boolean {
  return !(stock.on && stock.quantity <= 1);
}
