import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/coming-soon/ComingSoon';

export const Route = createFileRoute('/{-$lang}/rivenditore')({
  staticData: { title: msg`Trova un rivenditore` },
  component: ComingSoon,
});
