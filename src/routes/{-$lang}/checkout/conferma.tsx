import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConfirmStep, type ReturnedPayment } from '../../../features/checkout';

// ?payment=stripe-cancelled&order={id}: back from the card's page without paying.
const RETURNS = new Set(['stripe-cancelled']);

export const Route = createFileRoute('/{-$lang}/checkout/conferma')({
  staticData: { title: msg`Conferma`, routeName: 'checkoutConfirm' },
  validateSearch: (search: Record<string, unknown>): Partial<ReturnedPayment> =>
    (typeof search.payment === 'string' && RETURNS.has(search.payment) && typeof search.order === 'string'
      ? { payment: search.payment as ReturnedPayment['payment'], order: search.order }
      : {}),
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { payment, order } = Route.useSearch();
  return <ConfirmStep returned={payment && order ? { payment, order } : undefined} />;
}
