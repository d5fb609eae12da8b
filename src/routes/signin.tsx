import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SigninPage } from '../features/account/login';

export const Route = createFileRoute('/signin')({
  staticData: { title: msg`Accedi` },
  component: SigninPage,
});
