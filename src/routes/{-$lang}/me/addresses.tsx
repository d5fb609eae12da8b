import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '../../../features/me';

export const Route = createFileRoute('/{-$lang}/me/addresses')({
  staticData: { title: msg`I miei indirizzi` },
  component: AddressesPage,
});
