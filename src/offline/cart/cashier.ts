import type { Cashier, CartItem } from '../../../contract/checkout';
import type { ShippingMethod } from '../../../contract/shop';
import { sumLines, type PromoRule } from '../../../contract/rules/promo';

// Provisional totals of a cart edited offline: the same sums as the server's cashier (cents,
// VAT per line, the discount code's share of each line) and the same shipping quote, computed
// from the shop's shipping data. Shown as provisional until the server answers (decision 073).

/** The first non-pickup method that delivers to the country; free from its threshold on. */
export function quoteShipping(shippings: readonly ShippingMethod[], cartGross: number, country: string): { free: boolean; gross: number } {
  const method = shippings.find((s) => s.type !== 'pickup' && s.countries.includes(country));
  if (!method) return { free: false, gross: 0 };
  const fee = method.thresholds.fixed.on ? method.thresholds.fixed.value : 0;
  const free = fee === 0 || (method.thresholds.free.on && cartGross >= method.thresholds.free.value);
  return { free, gross: free ? 0 : fee };
}

/** The cart's discount code as the server last described it, or null without one. */
function ruleOf(promo: Cashier['promo']): PromoRule | null {
  return promo.active && promo.type ? { type: promo.type, value: promo.discount, minCart: promo.minCart } : null;
}

export function provisionalCashier(
  payable: readonly CartItem[], previous: Cashier, shippings: readonly ShippingMethod[] | undefined, country: string,
): Cashier {
  // The code the server last applied is evaluated again on the edited lines (decision 107).
  const rule = ruleOf(previous.promo);
  const { gross, off, taxable, missing } = sumLines(payable.map((l) => ({ gross: l.prices.total, vatRate: l.vatRate })), rule);
  const paid = gross - off;
  // Without the shop's shipping data, the server's last quote is the best guess.
  const shipping = shippings ? quoteShipping(shippings, paid, country) : previous.shipping;
  const additional = previous.payment.additionalGross;
  return {
    ...previous,
    gross,
    taxable,
    tax: paid - taxable,
    total: payable.length === 0 ? 0 : paid + shipping.gross + additional,
    promo: rule ? { ...previous.promo, enabled: missing === 0, gross: off, missing } : previous.promo,
    shipping,
  };
}
