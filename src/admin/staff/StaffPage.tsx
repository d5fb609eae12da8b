import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../contract/admin-auth';
import type { StaffInviteAnswer, StaffMember } from '../../../contract/admin-staff';
import { dateTime } from '../lib/format';
import { useSession } from '../lib/session';
import { ErrorNote } from '../ui/ErrorNote';
import { InviteDialog } from './InviteDialog';
import { ROLE_LABELS, STATE_LABELS } from './labels';
import { RemoveDialog } from './RemoveDialog';
import { staffListQuery, useRoleChange } from './staff-api';

/** A member's role, changed in place; a removed member's is only shown. */
function RoleCell({ member }: { member: StaffMember }) {
  const { t, i18n } = useLingui();
  const change = useRoleChange();
  if (member.state === 'removed') return <>{i18n._(ROLE_LABELS[member.role])}</>;
  return (
    <>
      <select
        aria-label={t`Ruolo di ${member.name}`} value={member.role} disabled={change.isPending}
        onChange={(e) => change.mutate({ id: member.id, role: e.target.value as StaffRole })}
      >
        {STAFF_ROLES.map((value) => <option key={value} value={value}>{i18n._(ROLE_LABELS[value])}</option>)}
      </select>
      <ErrorNote error={change.error} />
    </>
  );
}

/** The staff screen, an owner's (docs/decisions/237-staff-roles-and-the-staff-screen.md). */
export function StaffPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const query = useQuery(staffListQuery);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<StaffInviteAnswer | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const invitedName = invited?.member.name ?? '';
  const invitedEmail = invited?.member.email ?? '';
  return (
    <>
      <div className="title-row">
        <h1><Trans>Personale</Trans></h1>
        <button type="button" className="primary" onClick={() => setInviting(true)}><Trans>Invita una persona</Trans></button>
      </div>
      {invited && (
        <p role="status" className={invited.mailed ? 'summary' : 'error'}>
          {invited.mailed
            ? t`Abbiamo mandato a ${invitedName} (${invitedEmail}) il link per scegliere la password.`
            : t`La mail a ${invitedEmail} non è ancora partita: la manderemo appena il server di posta risponde.`}
        </p>
      )}
      <ErrorNote error={query.error} />
      {query.data && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col"><Trans>Nome</Trans></th>
                <th scope="col"><Trans>E-mail</Trans></th>
                <th scope="col"><Trans>Ruolo</Trans></th>
                <th scope="col"><Trans>Stato</Trans></th>
                <th scope="col"><Trans>Ultimo accesso</Trans></th>
                <th scope="col"><Trans>Azioni</Trans></th>
              </tr>
            </thead>
            <tbody>
              {query.data.members.map((member) => (
                <tr key={member.id}>
                  <th scope="row">{member.name}{member.id === session?.staff.id ? ` (${t`tu`})` : ''}</th>
                  <td>{member.email}</td>
                  <td><RoleCell member={member} /></td>
                  <td>{i18n._(STATE_LABELS[member.state])}</td>
                  <td>{member.lastSignInAt ? dateTime(member.lastSignInAt) : '—'}</td>
                  <td>
                    {member.state !== 'removed' && member.id !== session?.staff.id && (
                      <button type="button" className="danger" aria-label={t`Rimuovi ${member.name}`} onClick={() => setRemoving(member)}><Trans>Rimuovi</Trans></button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={setInvited} />
      <RemoveDialog member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
