// What shipping costs, the one rule of the server's cashier and of the PWA's provisional offline
// totals (decisions 073, 124, 210): the chosen method's fee while it still serves the delivery
// country (a pickup's fee is 0 in the shop's data, so a chosen pickup is free); before a choice,
// or once the chosen method no longer serves, the first method by position that delivers to the
// country and is not a pickup. Nothing from the method's free threshold on, measured on what the
// goods cost after the discount code. Fees and thresholds are the shop's data (shippings table).

export const SHIPPING_TYPES = ['courier', 'standard', 'express', 'delivery', 'pickup'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];

/** A shipping method as the quote reads it: the server's row has these fields, the PWA builds them with `quotableOf`. */
export interface QuotableShipping {
  id: number;
  type: string;
  countries: readonly string[];
  /** Cents, VAT included; 0: always free. */
  feeGross: number;
  /** Free from this goods total (cents) on; null: never free. */
  freeFromGross: number | null;
}

/** The customer's choice as the checkout state names it. */
export interface ShippingChoice {
  id: number;
  method: string;
}

export interface ShippingQuote {
  methodId: number | null;
  free: boolean;
  gross: number;
}

/** Whether a method can carry the goods as `method` to `country`. */
export const servesAs = (option: Pick<QuotableShipping, 'type' | 'countries'>, method: string, country: string) =>
  option.type === method && option.countries.includes(country);

/** What one method costs for goods of `goodsGross`: its fee, or nothing from its free threshold on. */
export function quoteMethod(method: QuotableShipping, goodsGross: number): ShippingQuote {
  const free = method.feeGross === 0 || (method.freeFromGross !== null && goodsGross >= method.freeFromGross);
  return { methodId: method.id, free, gross: free ? 0 : method.feeGross };
}

/** The shipping a cart is quoted: the chosen method while it serves the country, else the first courier-like one. */
export function quoteShipping(
  options: readonly QuotableShipping[], goodsGross: number, country: string, choice: ShippingChoice | null = null,
): ShippingQuote {
  const chosen = choice ? options.find((o) => o.id === choice.id && servesAs(o, choice.method, country)) : undefined;
  const method = chosen ?? options.find((o) => o.type !== 'pickup' && o.countries.includes(country));
  return method ? quoteMethod(method, goodsGross) : { methodId: null, free: false, gross: 0 };
}

interface OnValue {
  on: boolean;
  value: number;
}

/** The shop answer's `thresholds` of a method (GET shop). */
export interface ShippingThresholds {
  fixed: OnValue;
  free: OnValue;
}

/** A method's fee and threshold as the shop answer publishes them. */
export function thresholdsOf(method: Pick<QuotableShipping, 'feeGross' | 'freeFromGross'>): ShippingThresholds {
  return {
    fixed: { on: method.feeGross > 0, value: method.feeGross },
    free: { on: method.freeFromGross !== null, value: method.freeFromGross ?? 0 },
  };
}

/** The shop answer's method read back as the quote needs it (the inverse of `thresholdsOf`). */
export function quotableOf(method: { id: number; type: string; countries: readonly string[]; thresholds: ShippingThresholds }): QuotableShipping {
  const { fixed, free } = method.thresholds;
  return {
    id: method.id, type: method.type, countries: method.countries,
    feeGross: fixed.on ? fixed.value : 0,
    freeFromGross: free.on ? free.value : null,
  };
}
