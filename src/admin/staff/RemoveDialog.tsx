import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMember } from '../../../contract/admin-staff';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { useRemove } from './staff-api';

/** Asks before removing: the member is signed out everywhere at once. */
export function RemoveDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemove(onClose);
  const name = member?.name ?? '';
  return (
    <Dialog open={member !== null} onClose={() => { remove.reset(); onClose(); }} title={t`Rimuovere ${name}?`}>
      <p><Trans>Non potrà più accedere al back office: le sue sessioni aperte finiscono subito. Il suo nome resta nella storia degli ordini e degli articoli.</Trans></p>
      <p><Trans>Per riaverla nello staff, invitala di nuovo: sceglierà una nuova password.</Trans></p>
      <ErrorNote error={remove.error} />
      <div className="dialog-buttons">
        <button type="button" onClick={() => { remove.reset(); onClose(); }}><Trans>Indietro</Trans></button>
        <button type="button" className="danger" disabled={remove.isPending || !member} onClick={() => member && remove.mutate(member.id)}><Trans>Rimuovi</Trans></button>
      </div>
    </Dialog>
  );
}
