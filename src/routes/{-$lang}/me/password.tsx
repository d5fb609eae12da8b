import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PasswordPage } from '../../../features/me';

export const Route = createFileRoute('/{-$lang}/me/password')({
  staticData: { title: msg`Cambia password` },
  component: PasswordPage,
});
