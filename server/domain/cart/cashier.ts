// The cashier of a checkout: sums in integer cents, VAT included. Taxable and tax are derived
// per line from the line's VAT rate, so rounding happens once per line, never on the total.
import type { Cashier } from '../../../contract/checkout.js';
import type { ShippingQuote } from './shipping-quote.js';

export interface PricedLine {
  /** Line total paid, VAT included, cents. */
  gross: number;
  /** Whole percentage: 4, 10 or 22. */
  vatRate: number;
}

export function splitVat(gross: number, vatRate: number): { taxable: number; tax: number } {
  const taxable = Math.round((gross * 100) / (100 + vatRate));
  return { taxable, tax: gross - taxable };
}

const NO_PROMO: Cashier['promo'] = {
  active: false, enabled: true, code: null, type: null, discount: 0, gross: 0, minCart: { on: false, value: 0 },
};

export function computeCashier(lines: PricedLine[], shipping: ShippingQuote, paymentAdditionalGross = 0): Cashier {
  let gross = 0;
  let taxable = 0;
  for (const line of lines) {
    gross += line.gross;
    taxable += splitVat(line.gross, line.vatRate).taxable;
  }
  // An empty cart costs nothing: the shipping quote is shown, but not charged.
  const total = lines.length === 0 ? 0 : gross + shipping.gross + paymentAdditionalGross;
  return {
    gross,
    taxable,
    tax: gross - taxable,
    total,
    promo: NO_PROMO,
    shipping: { free: shipping.free, gross: shipping.gross },
    payment: { additionalGross: paymentAdditionalGross },
  };
}
