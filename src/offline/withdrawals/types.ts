import type { WithdrawalBody } from '../../../contract/withdrawals';

// The withdrawals kind's shape in the outbox (docs/decisions/248-the-withdrawal-statement-waits-offline.md):
// a consumer's statement confirmed without a connection, kept on the device and sent once, under
// its entry's id as Idempotency-Key, when the connection returns. It has no mirror: the order's
// statements are the server's, read again once it is taken.

export interface WithdrawalPayload {
  kind: 'withdrawal.send';
  /** `withdrawal:<order id>`: one statement of an order waits at a time. */
  lineKey: string;
  orderId: string;
  body: WithdrawalBody;
}

export const withdrawalLineKey = (orderId: string) => `withdrawal:${orderId}`;

export const isWithdrawalPayload = (payload: { kind: string }): payload is WithdrawalPayload => payload.kind === 'withdrawal.send';
