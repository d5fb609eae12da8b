import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/coming-soon/ComingSoon';

export const Route = createFileRoute('/{-$lang}/p/$slug')({
  staticData: { title: msg`Prodotto`, routeName: 'singleArticle' },
  component: ComingSoon,
});
