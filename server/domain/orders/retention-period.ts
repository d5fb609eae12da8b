// How long an order's data is kept (docs/decisions/250-the-retention-sweep.md). A placed order is
// an accounting record: kept ten years from its last entry (art. 2220 codice civile; DPR 633/1972
// art. 39 for its invoices), then deleted. An intent never placed records no sale: its personal
// data has no reason to outlive the time a late payment or a question about a failed one can come
// (GDPR art. 5.1.e, storage limitation); nor has a mail of no order once it has left.

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Years a placed order is kept after its last entry. */
export const ORDER_KEEP_YEARS = 10;

/** Days an intent never placed is kept after its hold ended. */
export const INTENT_KEEP_DAYS = 30;

/**
 * The last entry an order may have had to be deleted at `now`: the same instant ten calendar years
 * earlier. The law counts years by the calendar (art. 2963 c.c.), not as 3 650 days; from 29
 * February the tenth year ends on 1 March.
 */
export function orderCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ORDER_KEEP_YEARS);
  return cutoff;
}

/** The end of the hold an intent never placed may have had to be deleted at `now`. */
export function intentCutoff(now: Date): Date {
  return daysBefore(now, INTENT_KEEP_DAYS);
}

/** Days a mail of no order (a support message, a staff invitation) is kept once sent. */
export const SENT_MAIL_KEEP_DAYS = 30;

/** Days such a mail refused for good is kept: time for the staff to see it counted and read it. */
export const FAILED_MAIL_KEEP_DAYS = 90;

/** The latest writing of a sent, and of a failed, mail of no order that may be deleted at `now`. */
export const mailCutoffs = (now: Date) => ({ sent: daysBefore(now, SENT_MAIL_KEEP_DAYS), failed: daysBefore(now, FAILED_MAIL_KEEP_DAYS) });
