import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../features/me';

export const Route = createFileRoute('/{-$lang}/me/')({
  staticData: { title: msg`Il mio account` },
  component: AccountPage,
});
