import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../../features/support/SupportPage';

export const Route = createFileRoute('/{-$lang}/assistenza')({
  staticData: { title: msg`Assistenza` },
  component: SupportPage,
});
