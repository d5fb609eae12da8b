import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentStep } from '../../../features/checkout';

export const Route = createFileRoute('/{-$lang}/checkout/pagamento')({
  staticData: { title: msg`Pagamento` },
  component: PaymentStep,
});
