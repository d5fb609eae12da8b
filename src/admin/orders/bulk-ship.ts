// Shipping several orders at once, in the browser (docs/decisions/240-order-notes-slips-bulk-and-export.md):
// the single order's ship call once per order, one after the other, each with its own
// Idempotency-Key, so each order is shipped, or refused, exactly as when shipped alone, and a
// refusal of one does not stop the others. The server has no bulk route.
import type { Carrier } from '../../../contract/carriers';
import { AdminApiError, adminCall, newIdempotencyKey } from '../lib/api';

export interface ShipRequest {
  orderId: string;
  number: string;
  carrier: Carrier;
  trackingNumber: string;
}

export type ShipOutcome =
  | { orderId: string; number: string; shipped: true }
  | { orderId: string; number: string; shipped: false; code: string; message: string };

export type SendShip = (orderId: string, body: { carrier: Carrier; trackingNumber: string }, idempotencyKey: string) => Promise<unknown>;

export const sendShip: SendShip = (orderId, body, idempotencyKey) =>
  adminCall(`/admin/orders/${orderId}/ship`, { method: 'POST', body, idempotencyKey });

/** Ships each order in turn; `onOutcome` hears each as it comes. */
export async function shipEach(
  requests: readonly ShipRequest[], send: SendShip = sendShip, onOutcome?: (outcome: ShipOutcome) => void, newKey: () => string = newIdempotencyKey,
): Promise<ShipOutcome[]> {
  const outcomes: ShipOutcome[] = [];
  for (const { orderId, number, carrier, trackingNumber } of requests) {
    let outcome: ShipOutcome;
    try {
      await send(orderId, { carrier, trackingNumber: trackingNumber.trim() }, newKey());
      outcome = { orderId, number, shipped: true };
    } catch (err) {
      const code = err instanceof AdminApiError ? err.code : 'ERROR';
      outcome = { orderId, number, shipped: false, code, message: err instanceof Error ? err.message : String(err) };
    }
    outcomes.push(outcome);
    onOutcome?.(outcome);
  }
  return outcomes;
}

export interface ShipSummary {
  shipped: number;
  refused: number;
}

export const summariseShipping = (outcomes: readonly ShipOutcome[]): ShipSummary => ({
  shipped: outcomes.filter((o) => o.shipped).length,
  refused: outcomes.filter((o) => !o.shipped).length,
});
