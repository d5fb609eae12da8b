// "Esporta i dati": the very file the customer's own export gives, saved as they would save it
// (src/lib/personal-data-file.ts); the server records the export in the staff's audit.
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { AdminCustomer } from '../../../contract/admin-customers';
import type { PersonalData } from '../../../contract/personal-data';
import { savePersonalDataFile } from '../../lib/personal-data-file';
import { adminCall } from '../lib/api';
import { ErrorNote } from '../ui/ErrorNote';

export function ExportButton({ customer }: { customer: AdminCustomer }) {
  const exporting = useMutation({
    mutationFn: () => adminCall<PersonalData>(`/admin/customers/${customer.id}/export`),
    onSuccess: savePersonalDataFile,
  });
  return (
    <div className="action">
      <button type="button" className="primary" disabled={exporting.isPending} aria-busy={exporting.isPending || undefined} onClick={() => exporting.mutate()}>
        <Trans>Esporta i dati</Trans>
      </button>
      {exporting.isSuccess && <p className="ok" role="status"><Trans>File scaricato: mandalo al cliente.</Trans></p>}
      <ErrorNote error={exporting.error} />
    </div>
  );
}
