// The carriers the back office ships with and how each one's tracking page is reached
// (docs/decisions/193-back-office-orders.md). 'other' has no link; 'pickup' marks an order the
// customer collected at the shop (no courier, no number).

export const CARRIERS = ['brt', 'gls', 'sda', 'poste', 'dhl', 'ups', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** What the shipment says for an order handed over at the pickup point. */
export const PICKUP_CARRIER = 'pickup';

export const CARRIER_NAMES: Record<Carrier | typeof PICKUP_CARRIER, string> = {
  brt: 'BRT', gls: 'GLS', sda: 'SDA', poste: 'Poste Italiane', dhl: 'DHL', ups: 'UPS', other: 'Other', pickup: 'Pickup',
};

const TRACKING_PAGES: Record<Carrier, ((number: string) => string) | null> = {
  brt: (n) => `https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=${n}`,
  gls: (n) => `https://gls-group.com/IT/it/servizi-online/ricerca-spedizioni?match=${n}`,
  sda: (n) => `https://www.sda.it/wps/portal/Servizi_online/dettaglio-spedizione?locale=it&tracing.letteraVettura=${n}`,
  poste: (n) => `https://www.poste.it/cerca/index.html#/risultati-spedizioni/${n}`,
  dhl: (n) => `https://www.dhl.com/it-it/home/tracking.html?tracking-id=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  other: null,
};

/** The carrier's tracking page for `trackingNumber`, or null ('other'). */
export function trackingUrlOf(carrier: Carrier, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier];
  return page ? page(encodeURIComponent(trackingNumber)) : null;
}
