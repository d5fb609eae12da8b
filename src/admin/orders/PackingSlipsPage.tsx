// The print view of packing slips (decision 240): one order's, or several selected in the list, one
// order per printed page. The admin's frame and this toolbar are hidden in print (admin.css).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '../../../contract/admin-orders';
import { ADMIN_ORDERS_PATH } from '../../../contract/admin-paths';
import type { Shop } from '../../../contract/shop';
import { adminCall } from '../lib/api';
import { AdminLink, useAdminParam, useAdminSearch } from '../lib/nav';
import { ErrorNote } from '../ui/ErrorNote';
import { PackingSlip } from './PackingSlip';
import { slipIdsOf } from './slip-paths';

export function PackingSlipsPage() {
  const { t } = useLingui();
  const one = useAdminParam('id');
  const search = useAdminSearch();
  const ids = one ? [one] : slipIdsOf(search.ordini);
  const shop = useQuery({ queryKey: ['admin', 'shop'], queryFn: ({ signal }) => adminCall<Shop>('/shop', { signal }), staleTime: 5 * 60_000 });
  // The same queries as the order's page: an order just seen prints without asking again.
  const orders = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['admin', 'order', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => adminCall<AdminOrder>(`/admin/orders/${id}`, { signal }),
    })),
  });
  const loading = shop.isPending || orders.some((q) => q.isPending);
  const back = one ? `${ADMIN_ORDERS_PATH}/${one}` : ADMIN_ORDERS_PATH;
  return (
    <>
      <div className="no-print slip-toolbar">
        <p><AdminLink href={back}>{one ? t`← Ordine` : t`← Ordini`}</AdminLink></p>
        <h1><Trans>Distinte da stampare: {ids.length}</Trans></h1>
        {ids.length === 0 && <p><Trans>Nessun ordine scelto.</Trans></p>}
        <button type="button" className="primary" onClick={() => window.print()} disabled={loading || ids.length === 0}><Trans>Stampa</Trans></button>
        {loading && <p aria-busy="true"><Trans>Caricamento…</Trans></p>}
        <ErrorNote error={shop.error} />
        {orders.map((q, index) => (q.error ? <ErrorNote key={ids[index]} error={q.error} /> : null))}
      </div>
      <div className="slips">
        {orders.map((q) => (q.data ? <PackingSlip key={q.data.id} order={q.data} shop={shop.data ?? null} /> : null))}
      </div>
    </>
  );
}
