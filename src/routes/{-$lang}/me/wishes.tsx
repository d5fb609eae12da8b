import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/coming-soon/ComingSoon';

export const Route = createFileRoute('/{-$lang}/me/wishes')({
  staticData: { title: msg`I miei preferiti` },
  component: ComingSoon,
});
