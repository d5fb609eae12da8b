import type { Order } from '../../../contract/orders';
import type { WithdrawalBody } from '../../../contract/withdrawals';

// The statement as the form holds it, and the body it sends. Pure.

export interface StatementDraft {
  name: string;
  email: string;
  /** Units withdrawn per order line id (0: not withdrawn). */
  units: Record<string, number>;
  reason: string;
}

/** The form's start: every unit still withdrawable is chosen; the name and e-mail the account's. */
export function initialDraft(order: Order, name: string, email: string): StatementDraft {
  return { name, email, units: Object.fromEntries(order.withdrawal.withdrawable.map((line) => [line.itemId, line.quantity])), reason: '' };
}

export function statementBody(draft: StatementDraft): WithdrawalBody {
  const reason = draft.reason.trim();
  return {
    name: draft.name.trim(), email: draft.email.trim(),
    lines: Object.entries(draft.units).filter(([, quantity]) => quantity > 0).map(([itemId, quantity]) => ({ itemId, quantity })),
    ...(reason ? { reason } : {}),
  };
}

/** The line's product as the order names it, its brand first unless the name starts with it. */
export function lineName(order: Order, itemId: string): string {
  const item = order.items.find((i) => i.id === itemId);
  if (!item) return itemId;
  return item.brand && !item.name.startsWith(item.brand.name) ? `${item.brand.name} ${item.name}` : item.name;
}
