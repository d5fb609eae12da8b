import { Trans } from '@lingui/react/macro';

/** Said on a section the environment replaces at every start (SHOP_BANK_*, SHOP_INVOICING). */
export function EnvironmentNote({ variable }: { variable: string }) {
  return (
    <p className="note" role="note">
      <Trans>Questi dati sono impostati anche nella configurazione del server ({variable}): a ogni riavvio quella prevale e una modifica fatta qui si perde. Per cambiarli per sempre, cambia la configurazione.</Trans>
    </p>
  );
}
