import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CheckoutSignin } from '../../../features/account/login';

export const Route = createFileRoute('/{-$lang}/checkout/accedi')({
  staticData: { title: msg`Accesso`, routeName: 'checkoutSign' },
  component: CheckoutSignin,
});
