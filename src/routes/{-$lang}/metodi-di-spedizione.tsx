import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/coming-soon/ComingSoon';

export const Route = createFileRoute('/{-$lang}/metodi-di-spedizione')({
  staticData: { title: msg`Metodi di spedizione` },
  component: ComingSoon,
});
