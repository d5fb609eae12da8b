import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConfirmStep } from '../../../features/checkout';

export const Route = createFileRoute('/{-$lang}/checkout/conferma')({
  staticData: { title: msg`Conferma`, routeName: 'checkoutConfirm' },
  component: ConfirmStep,
});
