import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/page/CartPage';

// ?da=conferma: the confirm step sent the customer here because its products ran out.
export const Route = createFileRoute('/{-$lang}/carrello')({
  staticData: { title: msg`Carrello`, routeName: 'cart' },
  validateSearch: (search: Record<string, unknown>): { da?: 'conferma' } => (search.da === 'conferma' ? { da: 'conferma' } : {}),
  component: CartRoute,
});

function CartRoute() {
  return <CartPage fromConfirm={Route.useSearch().da === 'conferma'} />;
}
