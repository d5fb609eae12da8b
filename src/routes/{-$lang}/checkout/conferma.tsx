import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/coming-soon/ComingSoon';

export const Route = createFileRoute('/{-$lang}/checkout/conferma')({
  staticData: { title: msg`Conferma`, routeName: 'checkoutConfirm' },
  component: ComingSoon,
});
