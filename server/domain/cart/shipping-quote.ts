// What shipping costs: the chosen method's fee (quoteMethod), or before the customer has chosen
// one, the first active method (by position) that delivers to the country and is not a pickup;
// nothing once the cart's gross reaches the method's free threshold. Fees and thresholds are data
// (shippings table).

export interface ShippingOption {
  id: number;
  type: string;
  countries: string[];
  feeGross: number;
  freeFromGross: number | null;
}

export interface ShippingQuote {
  methodId: number | null;
  free: boolean;
  gross: number;
}

export function quoteShipping(options: readonly ShippingOption[], cartGross: number, country: string): ShippingQuote {
  const method = options.find((o) => o.type !== 'pickup' && o.countries.includes(country));
  if (!method) return { methodId: null, free: false, gross: 0 };
  return quoteMethod(method, cartGross);
}

/** What one method costs for goods of `cartGross`: its fee, or nothing from its free threshold on (pickup's fee is 0). */
export function quoteMethod(method: ShippingOption, cartGross: number): ShippingQuote {
  const free = method.feeGross === 0 || (method.freeFromGross !== null && cartGross >= method.freeFromGross);
  return { methodId: method.id, free, gross: free ? 0 : method.feeGross };
}
