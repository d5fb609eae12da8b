// An order's last error as staff read it: the server records a code and a developer's message in
// English (server/domain/orders/confirm-paid.ts, last-error.ts, online-payments.ts,
// admin-orders/settle.ts); the order page says what happened in the back office's language.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

export const LAST_ERROR_LABELS: Record<string, MessageDescriptor> = {
  STOCK_SHORT_AFTER_PAYMENT: msg`Pagato quando la merce non c'era più: l'ordine è in sospeso, da rifornire o rimborsare.`,
  CARD_DECLINED: msg`La carta è stata rifiutata.`,
  PAYMENT_EXPIRED: msg`La pagina di pagamento con carta è scaduta prima del pagamento.`,
  PAYMENT_ERROR: msg`Il pagamento non è riuscito.`,
  PAYPAL_ERROR: msg`Il pagamento con PayPal non è riuscito.`,
  PAYPAL_AUTH_CLIENT_ERROR: msg`Il cliente ha annullato l'autorizzazione su PayPal.`,
  PAYMENT_MISMATCH: msg`L'importo pagato non corrisponde al totale dell'ordine.`,
  PAYMENT_CURRENCY: msg`Il pagamento non è in euro.`,
  REFUND_NOT_RECORDED: msg`Il fornitore ha rimborsato, ma il rimborso non è stato registrato: controllalo a mano.`,
};

/** The error in words; one the table does not know yet keeps its code and message, for whoever looks into it. */
export function lastErrorText(error: { code: string; message: string }, i18n: I18n): string {
  const label = LAST_ERROR_LABELS[error.code];
  return label ? i18n._(label) : `${error.code}: ${error.message}`;
}
