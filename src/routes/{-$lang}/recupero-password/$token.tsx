import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '../../../features/account/login';

// The mailed link: /recupero-password/{token}?email={email} (the e-mail may be missing: the form asks).
export const Route = createFileRoute('/{-$lang}/recupero-password/$token')({
  staticData: { title: msg`Recupero password` },
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    (typeof search.email === 'string' && search.email !== '' ? { email: search.email } : {}),
  component: RecoveryRoute,
});

function RecoveryRoute() {
  const { token } = Route.useParams();
  const { email } = Route.useSearch();
  return <PasswordResetPage key={token} token={token} email={email} />;
}
