import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The delivery-time values of a shipping method and what each means. The
 * shipping information page and the checkout's courier choice name it alike.
 */
export const DELIVERY_TIMES: Record<string, MessageDescriptor> = {
  SLOW: msg`5-10 giorni lavorativi`,
  NORMAL: msg`3-5 giorni lavorativi`,
  FAST: msg`1-3 giorni lavorativi`,
  PRIME: msg`24/48 ore`,
  INSTANT: msg`In giornata`,
};

/** A method's delivery time in words; null when it has none on, or a value the enum does not know. */
export function deliveryTime(days: { on: boolean; value: string } | undefined): MessageDescriptor | null {
  return days?.on ? (DELIVERY_TIMES[days.value] ?? null) : null;
}
