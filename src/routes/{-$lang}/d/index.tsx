import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/coming-soon/ComingSoon';

export const Route = createFileRoute('/{-$lang}/d/')({
  staticData: { title: msg`Negozio`, routeName: 'articles' },
  component: ComingSoon,
});
