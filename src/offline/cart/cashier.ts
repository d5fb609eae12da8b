import type { Cashier, CartItem, Checkout } from '../../../contract/checkout';
import { sumLines, type PromoRule } from '../../../contract/rules/promo';
import { quotableOf, quoteShipping } from '../../../contract/rules/shipping';
import type { ShippingMethod } from '../../../contract/shop';

// Provisional totals of a cart edited offline: the server's cashier rules from contract/rules
// (cents, VAT per line, the discount code's share of each line, the shipping quote of the chosen
// method), computed from the shop's shipping data. Shown as provisional until the server answers
// (decision 073); a property test holds them equal to the server's cashier (decision 210).

/** The cart's discount code as the server last described it, or null without one. */
function ruleOf(promo: Cashier['promo']): PromoRule | null {
  return promo.active && promo.type ? { type: promo.type, value: promo.discount, minCart: promo.minCart } : null;
}

/** The server's last checkout state as far as the cashier reads it. */
export type CashierBase = Pick<Checkout, 'cashier' | 'shipping' | 'delivery'>;

export function provisionalCashier(payable: readonly CartItem[], base: CashierBase, shippings: readonly ShippingMethod[] | undefined): Cashier {
  const previous = base.cashier;
  // The code the server last applied is evaluated again on the edited lines (decision 107).
  const rule = ruleOf(previous.promo);
  const { gross, off, taxable, missing } = sumLines(payable.map((l) => ({ gross: l.prices.total, vatRate: l.vatRate })), rule);
  const paid = gross - off;
  const { method, id } = base.shipping;
  const choice = method !== null && id !== null ? { id, method } : null;
  // Without the shop's shipping data, the server's last quote is the best guess.
  const quote = shippings ? quoteShipping(shippings.map(quotableOf), paid, base.delivery.country, choice) : previous.shipping;
  const shipping = { free: quote.free, gross: quote.gross };
  // The payment's surcharge does not depend on the lines: the server's last one stands.
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
