import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../contract/admin-auth';
import type { StaffInviteAnswer } from '../../../contract/admin-staff';
import { STAFF_NAME_MAX } from '../../../contract/admin-staff';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { ROLE_LABELS } from './labels';
import { useInvite } from './staff-api';

/**
 * Name, e-mail and role of a new member: the server mails them a one-time link to choose their
 * password. A removed member invited again comes back with no password.
 */
export function InviteDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: (answer: StaffInviteAnswer) => void }) {
  const { t } = useLingui();
  // The form is made anew at each opening; the dialog stays, so focus goes back to its opener.
  return (
    <Dialog open={open} onClose={onClose} title={t`Invita una persona`}>
      <InviteForm onClose={onClose} onInvited={onInvited} />
    </Dialog>
  );
}

function InviteForm({ onClose, onInvited }: { onClose: () => void; onInvited: (answer: StaffInviteAnswer) => void }) {
  const { i18n } = useLingui();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const invite = useInvite((answer) => { onInvited(answer); onClose(); });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ name: name.trim(), email: email.trim(), role });
  };
  return (
    <form className="form" onSubmit={submit}>
      <label><span><Trans>Nome</Trans></span>
        <input required maxLength={STAFF_NAME_MAX} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label><span><Trans>E-mail</Trans></span>
        <input required type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label><span><Trans>Ruolo</Trans></span>
        <select value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {STAFF_ROLES.map((value) => <option key={value} value={value}>{i18n._(ROLE_LABELS[value])}</option>)}
        </select>
      </label>
      <p><Trans>Riceverà una mail con un link per scegliere la password, valido tre giorni e una volta sola.</Trans></p>
      <ErrorNote error={invite.error} />
      <div className="dialog-buttons">
        <button type="button" onClick={onClose}><Trans>Indietro</Trans></button>
        <button type="submit" className="primary" disabled={invite.isPending}><Trans>Invita</Trans></button>
      </div>
    </form>
  );
}
