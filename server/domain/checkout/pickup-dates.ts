// Which pickup day and slot can be chosen (docs/product/checkout.md#pickup; decision 125). Days are the shop's days: the calendar of
// Europe/Rome, whatever the server's or the customer's clock says. A day can be chosen from
// tomorrow up to PICKUP_HORIZON_DAYS days from today; its slot must be one of that weekday's
// opening-hours slots (am or pm, matched exactly) and open.

export const PICKUP_TIME_ZONE = 'Europe/Rome';
/** The last day that can be chosen is today + 30: a month ahead is as far as the shop plans the warehouse counter. */
export const PICKUP_HORIZON_DAYS = 30;

type Slot = { from: string; to: string; opened: boolean };
export type OpeningHours = Record<string, { am: Slot; pm: Slot }>;

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

// en-CA writes dates as YYYY-MM-DD.
const romeDay = new Intl.DateTimeFormat('en-CA', { timeZone: PICKUP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Rome, as YYYY-MM-DD. */
export const romeToday = (now: Date): string => romeDay.format(now);

const parse = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A calendar date `days` after `iso` (calendar arithmetic: no clock, no daylight-saving step). */
export function addDays(iso: string, days: number): string {
  const d = parse(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether YYYY-MM-DD names a day that exists (2026-02-30 does not). */
export const isRealDate = (iso: string): boolean => !Number.isNaN(parse(iso).getTime()) && parse(iso).toISOString().slice(0, 10) === iso;

export const weekdayOf = (iso: string): string => WEEKDAYS[parse(iso).getUTCDay()]!;

/** The first and last day a pickup can be booked for now (both included). */
export function pickupWindow(now: Date): { first: string; last: string } {
  const today = romeToday(now);
  return { first: addDays(today, 1), last: addDays(today, PICKUP_HORIZON_DAYS) };
}

export type PickupProblem = 'date-invalid' | 'date-out-of-range' | 'day-closed' | 'slot-closed' | 'slot-unknown';

/** Why this day and slot cannot be booked at the point now; null when they can. */
export function pickupProblem(
  hours: OpeningHours | null, date: string, hour: { from: string; to: string }, now: Date,
): PickupProblem | null {
  if (!isRealDate(date)) return 'date-invalid';
  const { first, last } = pickupWindow(now);
  // ISO dates compare as strings.
  if (date < first || date > last) return 'date-out-of-range';
  const day = hours?.[weekdayOf(date)];
  const slots = day ? [day.am, day.pm] : [];
  if (!slots.some((s) => s.opened)) return 'day-closed';
  const slot = slots.find((s) => s.from === hour.from && s.to === hour.to);
  if (!slot) return 'slot-unknown';
  return slot.opened ? null : 'slot-closed';
}
