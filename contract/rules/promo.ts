// What a discount code takes off a cart (decision 107), in integer cents, VAT included. The
// server's cashier and the PWA's provisional offline totals share these rules. The discount is
// spread over the lines, so each line's VAT is derived from what is really paid for it and
// rounding happens once per line, as in the cashier without a code (decision 065).

import { splitVat } from './vat.js';

export type PromoType = 'percentage' | 'price' | 'articles';

export interface PromoRule {
  type: PromoType;
  /** percentage: whole percent; price: cents; articles: 0 (the free products are listed apart). */
  value: number;
  minCart: { on: boolean; value: number };
}

/** Cents still missing to reach the code's minimum cart; 0 when reached or when there is none. */
export function missingForMinCart(goodsGross: number, minCart: PromoRule['minCart']): number {
  return minCart.on ? Math.max(0, minCart.value - goodsGross) : 0;
}

/** A percentage of a line, rounded half up to the cent. */
const percentOf = (gross: number, percent: number) => Math.floor((gross * percent + 50) / 100);

/**
 * A fixed amount spread over the lines in proportion to their gross: each line gets its share
 * rounded down, and the cents left go one each to the lines with the largest remainders (the
 * earlier line first on a tie), so the shares add up to the amount exactly.
 */
function spread(amount: number, grosses: readonly number[]): number[] {
  const total = grosses.reduce((sum, g) => sum + g, 0);
  if (total === 0 || amount <= 0) return grosses.map(() => 0);
  const shares = grosses.map((g) => Math.floor((amount * g) / total));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = grosses
    .map((g, i) => ({ i, rest: (amount * g) % total }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * What the code takes off each line (same order as `grosses`), never more than the line costs.
 * Nothing when the minimum cart is not reached. 'articles' takes nothing off the lines: it adds
 * free products instead.
 */
export function lineDiscounts(grosses: readonly number[], rule: PromoRule): number[] {
  const goods = grosses.reduce((sum, g) => sum + g, 0);
  if (missingForMinCart(goods, rule.minCart) > 0) return grosses.map(() => 0);
  if (rule.type === 'percentage') {
    const percent = Math.min(100, Math.max(0, rule.value));
    return grosses.map((g) => percentOf(g, percent));
  }
  if (rule.type === 'price') return spread(Math.min(goods, Math.max(0, rule.value)), grosses);
  return grosses.map(() => 0);
}

export interface SummedLines {
  /** The goods before the code. */
  gross: number;
  /** What the code takes off them. */
  off: number;
  /** Summed per line from what is paid for it; tax = gross − off − taxable. */
  taxable: number;
  /** Cents still missing to the code's minimum cart (0 without a code). */
  missing: number;
}

/** The cart's sums, with the code when there is one: what the cashier shows (decisions 065, 107). */
export function sumLines(lines: readonly { gross: number; vatRate: number }[], rule: PromoRule | null): SummedLines {
  const grosses = lines.map((l) => l.gross);
  const discounts = rule ? lineDiscounts(grosses, rule) : grosses.map(() => 0);
  let gross = 0;
  let off = 0;
  let taxable = 0;
  lines.forEach((line, i) => {
    const d = discounts[i] ?? 0;
    gross += line.gross;
    off += d;
    taxable += splitVat(line.gross - d, line.vatRate).taxable;
  });
  return { gross, off, taxable, missing: rule ? missingForMinCart(gross, rule.minCart) : 0 };
}
