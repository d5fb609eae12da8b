import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { StaffSession } from '../../../contract/admin-auth';
import { adminCall } from '../lib/api';
import { useAdminNavigate, useAdminSearch } from '../lib/nav';
import { saveSession } from '../lib/session';
import { ErrorNote } from '../ui/ErrorNote';
import { LangSwitch } from './LangSwitch';

/** Where to go after signing in: back to the asked admin page, never elsewhere. */
export function afterSignIn(redirect: string | undefined): string {
  return redirect && /^\/admin(\/|$|\?)/.test(redirect) && !redirect.startsWith('/admin/accedi') ? redirect : '/admin/ordini';
}

export function SignIn() {
  const { t } = useLingui();
  const navigate = useAdminNavigate();
  const { redirect } = useAdminSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => adminCall<StaffSession>('/admin/auth/signin', { method: 'POST', body: { email, password }, sessionless: true }),
    onSuccess: (session) => {
      saveSession({ token: session.token!, exp: session.exp, staff: session.staff });
      navigate(afterSignIn(redirect), { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  return (
    <main className="page narrow signin">
      <header className="signin-head">
        <p className="brand">Raggio · <Trans>Back office</Trans></p>
        <LangSwitch />
      </header>
      <h1><Trans>Accedi</Trans></h1>
      <form onSubmit={submit} className="form">
        <label>
          <span><Trans>E-mail</Trans></span>
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          <span><Trans>Password</Trans></span>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <ErrorNote error={signIn.error} />
        <button type="submit" className="primary" disabled={signIn.isPending}>{signIn.isPending ? t`Accesso…` : t`Accedi`}</button>
      </form>
    </main>
  );
}
