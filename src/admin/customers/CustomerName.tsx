import { Trans } from '@lingui/react/macro';
import type { AdminCustomerSummary } from '../../../contract/admin-customers';

/** A customer's name, or what stands for it: a closed account has none (decision 236). */
export function CustomerName({ customer }: { customer: Pick<AdminCustomerSummary, 'id' | 'closed' | 'name'> }) {
  if (customer.closed || !customer.name) return <Trans>Account chiuso n. {customer.id}</Trans>;
  const name = `${customer.name.first} ${customer.name.last}`.trim();
  return <>{name || <Trans>Cliente n. {customer.id}</Trans>}</>;
}

/** The mark of a closed account in a list: its orders stay until their ten years have run (decision 250). */
export function ClosedBadge() {
  return <span className="status status-deleted"><Trans>Chiuso</Trans></span>;
}
