import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AddressesStep } from '../../../features/checkout';

export const Route = createFileRoute('/{-$lang}/checkout/indirizzi')({
  staticData: { title: msg`Indirizzi` },
  component: AddressesStep,
});
