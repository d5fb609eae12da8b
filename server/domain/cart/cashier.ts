// The cashier of a checkout: sums in integer cents, VAT included. Taxable and tax are derived
// per line from the line's VAT rate and what is really paid for it (after its share of a discount
// code), so rounding happens once per line, never on the total (decisions 065, 107).
import { NO_PROMO, type Cashier, type CartPromo } from '../../../contract/checkout.js';
import { lineDiscounts, missingForMinCart, type PromoRule } from '../../../contract/rules/promo.js';
import { splitVat } from '../../../contract/rules/vat.js';
import type { ShippingQuote } from './shipping-quote.js';

export interface PricedLine {
  /** Line total paid, VAT included, cents. */
  gross: number;
  /** Whole percentage: 4, 10 or 22. */
  vatRate: number;
}

/** The discount code applied to a cart, as the cashier needs it. */
export interface AppliedPromo {
  id: number;
  code: string;
  rule: PromoRule;
}

export interface PromoEvaluation {
  promo: CartPromo;
  /** What the code takes off each line, in the lines' order. */
  discounts: number[];
}

/** The cart's promo block and each line's discount, for the cart as it is now. */
export function evaluatePromo(lines: readonly PricedLine[], applied: AppliedPromo | null): PromoEvaluation {
  const grosses = lines.map((l) => l.gross);
  if (!applied) return { promo: NO_PROMO, discounts: grosses.map(() => 0) };
  const goods = grosses.reduce((sum, g) => sum + g, 0);
  const { rule } = applied;
  const missing = missingForMinCart(goods, rule.minCart);
  const discounts = lineDiscounts(grosses, rule);
  return {
    promo: {
      id: applied.id, active: true, enabled: missing === 0, code: applied.code, type: rule.type, discount: rule.value,
      gross: discounts.reduce((sum, d) => sum + d, 0), minCart: rule.minCart, missing,
    },
    discounts,
  };
}

/** What the goods cost after the code: what the free-shipping threshold is measured against. */
export const goodsPaid = (lines: readonly PricedLine[], applied: AppliedPromo | null) =>
  lines.reduce((sum, l) => sum + l.gross, 0) - evaluatePromo(lines, applied).promo.gross;

export function computeCashier(
  lines: readonly PricedLine[], shipping: ShippingQuote, paymentAdditionalGross = 0, applied: AppliedPromo | null = null,
): Cashier {
  const { promo, discounts } = evaluatePromo(lines, applied);
  let gross = 0;
  let taxable = 0;
  lines.forEach((line, i) => {
    gross += line.gross;
    taxable += splitVat(line.gross - (discounts[i] ?? 0), line.vatRate).taxable;
  });
  const paid = gross - promo.gross;
  // An empty cart costs nothing: the shipping quote is shown, but not charged.
  const total = lines.length === 0 ? 0 : paid + shipping.gross + paymentAdditionalGross;
  return {
    gross,
    taxable,
    tax: paid - taxable,
    total,
    promo,
    shipping: { free: shipping.free, gross: shipping.gross },
    payment: { additionalGross: paymentAdditionalGross },
  };
}
