import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../features/me';

export const Route = createFileRoute('/{-$lang}/me/orders')({
  staticData: { title: msg`I miei ordini` },
  component: OrdersPage,
});
