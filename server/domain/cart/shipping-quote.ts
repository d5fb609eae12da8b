// What shipping costs before the customer has chosen a method: the first active method (by
// position) that delivers to the country and is not a pickup, with its fee unless the cart's
// gross reaches the method's free threshold. Fees and thresholds are data (shippings table).

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

export function quoteShipping(options: ShippingOption[], cartGross: number, country: string): ShippingQuote {
  const method = options.find((o) => o.type !== 'pickup' && o.countries.includes(country));
  if (!method) return { methodId: null, free: false, gross: 0 };
  const free = method.feeGross === 0 || (method.freeFromGross !== null && cartGross >= method.freeFromGross);
  return { methodId: method.id, free, gross: free ? 0 : method.feeGross };
}
