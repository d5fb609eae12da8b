// The order's history as its page shows it (decision 240): the staff's actions and refusals with
// their notes among them, by time. A note's audit row ('order.noted') stands for the note itself,
// which is shown once, with its text, from the order's notes.
import type { AdminOrder } from '../../../contract/admin-orders';

export type TimelineEntry = AdminOrder['history'][number] | {
  at: string; action: 'order.noted'; refusal: null; staff: AdminOrder['notes'][number]['staff']; note: string;
};

export function orderTimeline(order: Pick<AdminOrder, 'history' | 'notes'>): TimelineEntry[] {
  const actions: TimelineEntry[] = order.history.filter((entry) => entry.action !== 'order.noted' || entry.refusal !== null);
  const notes: TimelineEntry[] = order.notes.map((note) => ({ at: note.createdAt, action: 'order.noted', refusal: null, staff: note.staff, note: note.text }));
  // Stable: an action and a note at the same instant keep the order they were listed in.
  return [...actions, ...notes].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
