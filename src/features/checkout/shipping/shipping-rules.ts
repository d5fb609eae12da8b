import type { CheckoutShippingBody, ShippingGroup } from '../../../../contract/checkout-choices';
import type { Checkout } from '../../../../contract/checkout';
import type { ShippingMethod } from '../../../../contract/shop';

// The shipping step's rules (docs/product/checkout.md#shipping-step, docs/product/checkout.md#pickup;
// decision 135). Pure: the page and its tests read them.

export type ShippingType = ShippingGroup['type'];
export interface Hour { from: string; to: string }

/** What the customer has picked so far on the step. */
export interface ShippingDraft {
  method: ShippingType | null;
  /** The courier option, the pickup point, or the method of the other types. */
  id: number | null;
  point: number | null;
  date: string | null;
  hour: Hour | null;
}

export const EMPTY_DRAFT: ShippingDraft = { method: null, id: null, point: null, date: null, hour: null };

/** The step starts from the checkout's choice, if any. */
export function draftOfCheckout(shipping: Checkout['shipping']): ShippingDraft {
  if (shipping.method === null) return EMPTY_DRAFT;
  const pickup = shipping.pickup;
  return {
    method: shipping.method,
    id: shipping.id,
    point: pickup?.point ?? null,
    date: pickup?.date ?? null,
    hour: pickup ? { from: pickup.hour.from, to: pickup.hour.to } : null,
  };
}

/**
 * A type picked. Leaving courier clears the option, leaving pickup clears the point, the day and
 * the slot; a type with one method of its own (standard, express, delivery) takes that method.
 */
export function withMethod(draft: ShippingDraft, method: ShippingType, groups: readonly ShippingGroup[]): ShippingDraft {
  if (draft.method === method) return draft;
  const docs = groups.find((group) => group.type === method)?.docs ?? [];
  const own = method === 'courier' || method === 'pickup' ? null : docs[0]?.id ?? null;
  return { method, id: own, point: null, date: null, hour: null };
}

export const withCourierOption = (draft: ShippingDraft, id: number): ShippingDraft => ({ ...draft, id });

/** A pickup point picked: it enables the days; the day and slot of another point are cleared. */
export function withPoint(draft: ShippingDraft, point: number): ShippingDraft {
  if (draft.point === point) return draft;
  return { ...draft, id: point, point, date: null, hour: null };
}

/** A day picked: it sets that day's opening hours, so the slot of another day is cleared. */
export function withDate(draft: ShippingDraft, date: string): ShippingDraft {
  return draft.date === date ? draft : { ...draft, date, hour: null };
}

export const withHour = (draft: ShippingDraft, hour: Hour): ShippingDraft => ({ ...draft, hour });

/** Proceed: a type, plus an option for courier, or a point, a day and a slot for pickup. */
export function shippingComplete(draft: ShippingDraft): boolean {
  if (draft.method === null || draft.id === null) return false;
  if (draft.method === 'pickup') return draft.point !== null && draft.date !== null && draft.hour !== null;
  return true;
}

/** The body of POST checkout/me/shippings, or null while the choice is incomplete. */
export function shippingBody(draft: ShippingDraft): CheckoutShippingBody | null {
  if (!shippingComplete(draft)) return null;
  const pickup = draft.method === 'pickup' ? { point: draft.point!, date: draft.date!, hour: draft.hour! } : null;
  return { method: draft.method!, id: draft.id!, pickup };
}

// --- the pickup date picker ---------------------------------------------------------------------

/** How many days ahead the picker offers (decision 135). */
export const PICKUP_DAYS = 14;
/** The shop's clock: 'tomorrow' is tomorrow in Italy, wherever the customer is. */
export const SHOP_TIME_ZONE = 'Europe/Rome';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Today's date in Italy as YYYY-MM-DD. */
export function shopToday(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const dayMs = 24 * 60 * 60_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The days offered: from tomorrow (Italian time) on, `days` of them; today and earlier never. */
export function pickupDates(now: Date, days = PICKUP_DAYS): string[] {
  const today = msOf(shopToday(now));
  return Array.from({ length: days }, (_, index) => isoOf(today + (index + 1) * dayMs));
}

export const weekdayOf = (iso: string): Weekday => WEEKDAYS[new Date(msOf(iso)).getUTCDay()]!;

export interface Slot { key: 'am' | 'pm'; from: string; to: string; opened: boolean }

/** A day's slots at a point: its morning and afternoon opening hours; a slot not opened is unavailable. */
export function slotsOf(point: Pick<ShippingMethod, 'openingHours'> | undefined, date: string): Slot[] {
  const day = point?.openingHours?.[weekdayOf(date)];
  if (!day) return [];
  return (['am', 'pm'] as const).map((key) => ({ key, from: day[key].from, to: day[key].to, opened: day[key].opened }));
}

/** A day can be picked when the point opens in at least one of its slots. */
export const dayOpen = (point: Pick<ShippingMethod, 'openingHours'> | undefined, date: string) => slotsOf(point, date).some((slot) => slot.opened);

/**
 * The groups offered offline: the shop's shipping methods (kept from start-up) for the cart's
 * country, grouped by type in the shop's order, when GET shippings_methods cannot answer.
 */
export function groupsOfShop(shippings: readonly ShippingMethod[], country: string): ShippingGroup[] {
  const groups: ShippingGroup[] = [];
  for (const method of shippings) {
    if (method.countries.length > 0 && !method.countries.includes(country)) continue;
    const group = groups.find((item) => item.type === method.type);
    if (group) group.docs.push(method);
    else groups.push({ type: method.type, docs: [method] });
  }
  return groups;
}
