// VAT is included in every price (cents, `gross`); taxable and tax are derived per line from the
// line's rate, so rounding happens once per line, never on the total. The server's cashier and
// the PWA's provisional offline totals share this rule.

export function splitVat(gross: number, vatRate: number): { taxable: number; tax: number } {
  const taxable = Math.round((gross * 100) / (100 + vatRate));
  return { taxable, tax: gross - taxable };
}
