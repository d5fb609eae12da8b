// The cashier of a checkout: sums in integer cents, VAT included. Taxable and tax are derived
// per line from the line's VAT rate and what is really paid for it (after its share of a discount
// code), so rounding happens once per line, never on the total (decisions 065, 107; the sums
// are contract/rules/promo.ts's, shared with the PWA's provisional offline totals).
import { NO_PROMO, type Cashier, type CartPromo } from '../../../contract/checkout.js';
import { sumLines, type PromoRule } from '../../../contract/rules/promo.js';
import { quoteShipping, type QuotableShipping, type ShippingChoice, type ShippingQuote } from '../../../contract/rules/shipping.js';

export interface PricedLine {
  /** Line total paid, VAT included, cents. */
  gross: number;
  /** Whole percentage: 4, 10 or 22. */
  vatRate: number;
}

/**
 * The lines the cashier sums, in the order the checkout answers them: items, then bundles. The
 * offline projection sums them in that order too, and a fixed discount's last cents go by line
 * order when remainders tie (contract/rules/promo.ts), so the database's order would let a cent
 * of VAT land on another rate (found by decision 210's property test).
 */
export function pricedLines(lines: readonly { item: { grade: string; prices: { total: number } }; vatRate: number }[]): PricedLine[] {
  const inOrder = [...lines.filter((l) => l.item.grade !== 'bundle'), ...lines.filter((l) => l.item.grade === 'bundle')];
  return inOrder.map((l) => ({ gross: l.item.prices.total, vatRate: l.vatRate }));
}

/** The discount code applied to a cart, as the cashier needs it. */
export interface AppliedPromo {
  id: number;
  code: string;
  rule: PromoRule;
}

function promoBlock(applied: AppliedPromo | null, off: number, missing: number): CartPromo {
  if (!applied) return NO_PROMO;
  const { rule } = applied;
  return {
    id: applied.id, active: true, enabled: missing === 0, code: applied.code, type: rule.type, discount: rule.value,
    gross: off, minCart: rule.minCart, missing,
  };
}

/** What the goods cost after the code: what the free-shipping threshold is measured against. */
export function goodsPaid(lines: readonly PricedLine[], applied: AppliedPromo | null): number {
  const { gross, off } = sumLines(lines, applied?.rule ?? null);
  return gross - off;
}

export function computeCashier(
  lines: readonly PricedLine[], shipping: ShippingQuote, paymentAdditionalGross = 0, applied: AppliedPromo | null = null,
): Cashier {
  const { gross, off, taxable, missing } = sumLines(lines, applied?.rule ?? null);
  const paid = gross - off;
  // An empty cart costs nothing: the shipping quote is shown, but not charged.
  const total = lines.length === 0 ? 0 : paid + shipping.gross + paymentAdditionalGross;
  return {
    gross,
    taxable,
    tax: paid - taxable,
    total,
    promo: promoBlock(applied, off, missing),
    shipping: { free: shipping.free, gross: shipping.gross },
    payment: { additionalGross: paymentAdditionalGross },
  };
}

/** What the cashier needs of the checkout's choices: where the goods go, how, and the payment's surcharge. */
export interface CashierChoices {
  country: string;
  /** The chosen shipping method, or null before a choice. */
  shipping: ShippingChoice | null;
  /** The chosen payment method's surcharge (contract/rules/payment.ts surchargeOf), 0 without one. */
  paymentSurcharge: number;
}

/**
 * A checkout's cashier: the goods after the code, the shipping quoted on them (the chosen method,
 * contract/rules/shipping.ts) and the payment's surcharge. The PWA's provisional offline totals
 * must equal it to the cent (decision 210's property test).
 */
export function checkoutCashier(
  lines: readonly PricedLine[], shippings: readonly QuotableShipping[], choices: CashierChoices, applied: AppliedPromo | null,
): Cashier {
  const shipping = quoteShipping(shippings, goodsPaid(lines, applied), choices.country, choices.shipping);
  return computeCashier(lines, shipping, choices.paymentSurcharge, applied);
}
