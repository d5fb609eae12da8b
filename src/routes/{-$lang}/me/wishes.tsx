import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WishesPage } from '../../../features/wishes/WishesPage';

export const Route = createFileRoute('/{-$lang}/me/wishes')({
  staticData: { title: msg`I miei preferiti` },
  component: WishesPage,
});
