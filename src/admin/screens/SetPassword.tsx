import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { StaffSession } from '../../../contract/admin-auth';
import { PASSWORD_MIN } from '../../../contract/rules/account';
import { adminCall } from '../lib/api';
import { useAdminNavigate } from '../lib/nav';
import { saveSession } from '../lib/session';
import { ErrorNote } from '../ui/ErrorNote';
import { LangSwitch } from './LangSwitch';

/** The one-time link /admin/password#TOKEN: the token is in the fragment, which no server sees. */
function linkToken(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, ''));
}

export function SetPassword() {
  const { t } = useLingui();
  const navigate = useAdminNavigate();
  const [token] = useState(linkToken);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const set = useMutation({
    mutationFn: () => adminCall<StaffSession>('/admin/auth/password', { method: 'POST', body: { token, password }, sessionless: true }),
    onSuccess: (session) => {
      saveSession({ token: session.token!, exp: session.exp, staff: session.staff });
      // The token is spent: it leaves the address bar and the history.
      navigate('/admin/ordini', { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== again);
    if (password === again) set.mutate();
  };
  return (
    <main className="page narrow signin">
      <header className="signin-head">
        <p className="brand">Raggio · <Trans>Back office</Trans></p>
        <LangSwitch />
      </header>
      <h1><Trans>Imposta la password</Trans></h1>
      {token ? (
        <form onSubmit={submit} className="form">
          <label>
            <span><Trans>Nuova password</Trans></span>
            <input type="password" name="password" autoComplete="new-password" required minLength={PASSWORD_MIN} value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <label>
            <span><Trans>Ripeti la password</Trans></span>
            <input type="password" name="again" autoComplete="new-password" required value={again} onChange={(e) => setAgain(e.target.value)} aria-invalid={mismatch} />
          </label>
          {mismatch && <p className="error" role="alert"><Trans>Le due password non coincidono.</Trans></p>}
          <ErrorNote error={set.error} />
          <button type="submit" className="primary" disabled={set.isPending}>{t`Imposta la password`}</button>
        </form>
      ) : (
        <p className="error" role="alert"><Trans>Il link non è completo: aprilo di nuovo dalla mail ricevuta.</Trans></p>
      )}
    </main>
  );
}
