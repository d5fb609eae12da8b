import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/page/CartPage';

export const Route = createFileRoute('/{-$lang}/carrello')({
  staticData: { title: msg`Carrello`, routeName: 'cart' },
  component: CartPage,
});
