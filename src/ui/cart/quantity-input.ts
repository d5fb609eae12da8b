import { clampQuantity, type QuantityBounds } from '../../../contract/rules/quantity';

// The quantity field's text handling (docs/product/cart.md#quantity-bounds): clamped
// between min and max, paste accepts only numeric text. When the stepper shows is a shop rule:
// contract/rules/quantity.ts stepperVisible.

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
  return clampQuantity(Number(digits), bounds);
}
