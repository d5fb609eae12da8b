import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ShippingStep } from '../../../features/checkout';

export const Route = createFileRoute('/{-$lang}/checkout/spedizione')({
  staticData: { title: msg`Spedizione` },
  component: ShippingStep,
});
