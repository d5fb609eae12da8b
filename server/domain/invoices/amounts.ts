// What an invoice or a credit note says in money (docs/decisions/235-electronic-invoices.md):
// prices are cents VAT included, the FatturaPA wants net amounts. Each line's net is derived once
// from what was paid for it (contract/rules/vat.ts, as the cashier does: decision 065), each rate's
// taxable is the sum of its lines' nets and its tax what is left of its gross, so the lines, the
// summary per rate and the document's total add up to the cent, and the total is what was paid.
import type { Cashier } from '../../../contract/checkout.js';
import { lineDiscounts, type PromoRule } from '../../../contract/rules/promo.js';
import { splitVat } from '../../../contract/rules/vat.js';

/** The rate of what is not goods (delivery, a payment's surcharge): services at the ordinary rate. */
export const SERVICE_VAT_RATE = 22;

export interface InvoiceLine {
  description: string;
  /** Units; null for a line with no quantity (delivery, a refund by amount). */
  quantity: number | null;
  /** Cents, VAT included. */
  gross: number;
  vatRate: number;
  /** Cents, VAT excluded. */
  net: number;
}

export interface RateSummary { vatRate: number; net: number; tax: number; gross: number }

export interface BoughtLine {
  description: string;
  quantity: number;
  /** What the line cost before a discount code, cents VAT included. */
  gross: number;
  vatRate: number;
  /** A bundle: the cashier spreads a code over plain lines first, then bundles. */
  bundle: boolean;
}

export const lineOf = (description: string, quantity: number | null, gross: number, vatRate: number): InvoiceLine =>
  ({ description, quantity, gross, vatRate, net: splitVat(gross, vatRate).taxable });

const byAmount = (amount: number): PromoRule => ({ type: 'price', value: amount, minCart: { on: false, value: 0 } });

/**
 * What a discount code took off each line, in `lines`' order: the code's own rule again, as the
 * cashier spread it; if that does not give back the frozen discount to the cent, the discount
 * spread in proportion, which always does.
 */
function discountsOf(lines: readonly BoughtLine[], promo: Cashier['promo']): number[] {
  if (!promo.active || promo.gross <= 0) return lines.map(() => 0);
  const order = [...lines.keys()].sort((a, b) => Number(lines[a]!.bundle) - Number(lines[b]!.bundle) || a - b);
  const grosses = order.map((i) => lines[i]!.gross);
  let spread = promo.type === 'percentage' || promo.type === 'price'
    ? lineDiscounts(grosses, { type: promo.type, value: promo.discount, minCart: promo.minCart })
    : [];
  if (spread.reduce((sum, d) => sum + d, 0) !== promo.gross) spread = lineDiscounts(grosses, byAmount(promo.gross));
  const discounts = lines.map(() => 0);
  order.forEach((i, k) => { discounts[i] = spread[k] ?? 0; });
  return discounts;
}

export interface ExtraLabels { delivery: string; surcharge: string }

/** An order's invoice lines: the goods after the code, the delivery and the payment's surcharge. */
export function orderLines(lines: readonly BoughtLine[], cashier: Cashier, labels: ExtraLabels): InvoiceLine[] {
  const discounts = discountsOf(lines, cashier.promo);
  const goods = lines.map((l, i) => lineOf(l.description, l.quantity, l.gross - (discounts[i] ?? 0), l.vatRate));
  return [
    ...goods,
    ...(cashier.shipping.gross > 0 ? [lineOf(labels.delivery, null, cashier.shipping.gross, SERVICE_VAT_RATE)] : []),
    ...(cashier.payment.additionalGross > 0 ? [lineOf(labels.surcharge, null, cashier.payment.additionalGross, SERVICE_VAT_RATE)] : []),
  ];
}

/**
 * A credit note's lines for `amount` given back: spread over `lines` (the refunded lines' share, or
 * the whole invoice) in proportion to their gross, each keeping its rate and description.
 */
export function creditLines(amount: number, lines: readonly InvoiceLine[]): InvoiceLine[] {
  const shares = lineDiscounts(lines.map((l) => l.gross), byAmount(amount));
  return lines
    .map((l, i) => lineOf(l.description, l.quantity, shares[i] ?? 0, l.vatRate))
    .filter((l) => l.gross > 0);
}

/** The DatiRiepilogo: per rate, highest first, the lines' nets summed and the tax left of the gross. */
export function summaryByRate(lines: readonly InvoiceLine[]): RateSummary[] {
  const rates = new Map<number, RateSummary>();
  for (const line of lines) {
    const sum = rates.get(line.vatRate) ?? { vatRate: line.vatRate, net: 0, tax: 0, gross: 0 };
    sum.net += line.net;
    sum.gross += line.gross;
    sum.tax = sum.gross - sum.net;
    rates.set(line.vatRate, sum);
  }
  return [...rates.values()].sort((a, b) => b.vatRate - a.vatRate);
}
