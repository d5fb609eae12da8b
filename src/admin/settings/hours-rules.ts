// A pickup point's week as the form checks it before sending, by the same rules as the server
// (contract/admin-settings.ts): an open slot ends after it starts, the afternoon starts once the
// morning has ended. Errors by the server's paths ('monday.am.to'), to show beside the input.
import { WEEKDAYS, type OpeningHours } from '../../../contract/admin-settings';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface HoursTexts {
  time: string;
  order: string;
  overlap: string;
}

export function hoursErrors(hours: OpeningHours, texts: HoursTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    for (const half of ['am', 'pm'] as const) {
      const slot = hours[day][half];
      if (!slot.opened) continue;
      if (!TIME.test(slot.from)) errors[`${day}.${half}.from`] = texts.time;
      else if (!TIME.test(slot.to)) errors[`${day}.${half}.to`] = texts.time;
      else if (slot.from >= slot.to) errors[`${day}.${half}.to`] = texts.order;
    }
    const { am, pm } = hours[day];
    if (am.opened && pm.opened && !errors[`${day}.am.to`] && !errors[`${day}.pm.from`] && am.to > pm.from) errors[`${day}.pm.from`] = texts.overlap;
  }
  return errors;
}

const closedSlot = { from: '00:00', to: '00:00', opened: false };

/** The week to start from: the stored one, or every day closed when the point has none. */
export const weekOf = (hours: OpeningHours | null): OpeningHours =>
  hours ?? (Object.fromEntries(WEEKDAYS.map((day) => [day, { am: closedSlot, pm: closedSlot }])) as OpeningHours);
