// Maps without a third-party key (decision 122): OpenStreetMap's embeddable page for the map
// (frame origin https://www.openstreetmap.org) and its directions page for the route there.

/** Half the side of the map's box, in degrees: a few streets around the store. */
const SPAN = 0.006;

const fixed = (n: number) => n.toFixed(5);

export function osmEmbedUrl(lat: number, lng: number): string {
  const bbox = [lng - SPAN, lat - SPAN / 2, lng + SPAN, lat + SPAN / 2].map(fixed).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(lat)},${fixed(lng)}`;
}

/** The directions page with the store as destination; the visitor fills in where they start. */
export function osmDirectionsUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/directions?route=%3B${fixed(lat)}%2C${fixed(lng)}`;
}

/** The larger map, for a link under the frame. */
export function osmMapUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lng)}#map=16/${fixed(lat)}/${fixed(lng)}`;
}
