import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderCompletedPage } from '../../../../features/order-completed';

// The return address of every payment: /checkout/ordine-concluso/{id}, with ?session_id=… after
// Stripe's hosted page (docs/product/orders.md#completed-page).
export const Route = createFileRoute('/{-$lang}/checkout/ordine-concluso/$id')({
  staticData: { title: msg`Ordine concluso`, funnel: false },
  validateSearch: (search: Record<string, unknown>): { session_id?: string } => ({
    ...(typeof search.session_id === 'string' && search.session_id !== '' ? { session_id: search.session_id } : {}),
  }),
  component: CompletedRoute,
});

function CompletedRoute() {
  const { id } = Route.useParams();
  const { session_id: sessionId } = Route.useSearch();
  return <OrderCompletedPage key={id} id={id} sessionId={sessionId} />;
}
