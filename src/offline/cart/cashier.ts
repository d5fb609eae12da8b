import type { Cashier, CartItem } from '../../../contract/checkout';
import type { ShippingMethod } from '../../../contract/shop';
import { splitVat } from '../../../contract/rules/vat';

// Provisional totals of a cart edited offline: the same sums as the server's cashier (cents,
// VAT per line) and the same shipping quote, computed from the shop's shipping data. Shown as
// provisional until the server answers (decision 073).

/** The first non-pickup method that delivers to the country; free from its threshold on. */
export function quoteShipping(shippings: readonly ShippingMethod[], cartGross: number, country: string): { free: boolean; gross: number } {
  const method = shippings.find((s) => s.type !== 'pickup' && s.countries.includes(country));
  if (!method) return { free: false, gross: 0 };
  const fee = method.thresholds.fixed.on ? method.thresholds.fixed.value : 0;
  const free = fee === 0 || (method.thresholds.free.on && cartGross >= method.thresholds.free.value);
  return { free, gross: free ? 0 : fee };
}

export function provisionalCashier(
  payable: readonly CartItem[], previous: Cashier, shippings: readonly ShippingMethod[] | undefined, country: string,
): Cashier {
  let gross = 0;
  let taxable = 0;
  for (const line of payable) {
    gross += line.prices.total;
    taxable += splitVat(line.prices.total, line.vatRate).taxable;
  }
  // Without the shop's shipping data, the server's last quote is the best guess.
  const shipping = shippings ? quoteShipping(shippings, gross, country) : previous.shipping;
  const additional = previous.payment.additionalGross;
  return {
    ...previous,
    gross,
    taxable,
    tax: gross - taxable,
    total: payable.length === 0 ? 0 : gross + shipping.gross + additional,
    shipping,
  };
}
