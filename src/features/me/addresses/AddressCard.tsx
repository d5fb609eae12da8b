import { useLingui } from '@lingui/react/macro';
import type { Address } from '../../../../contract/address';
import { usesOfAddress } from '../../../ui/address';
import type { DefaultKind } from '../me-api';
import styles from '../Me.module.css';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  /** The book's only address cannot be deleted (the server keeps a default): it is edited instead. */
  only: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMoveDefault: (kind: DefaultKind) => void;
}

/**
 * One address of the book with its default marks (docs/product/accounts.md#address-book): a
 * ticked default cannot be unticked — it moves when another address takes it — so a ticked box is
 * disabled, and both are when the address is the default for both.
 */
export function AddressCard({ address, busy, only, onEdit, onDelete, onMoveDefault }: AddressCardProps) {
  const { t } = useLingui();
  const name = `${address.name.first} ${address.name.last}`;
  const uses = usesOfAddress(address);
  const defaults: { kind: DefaultKind; on: boolean; label: string }[] = [
    { kind: 'Billing', on: address.isDefaultBilling, label: t`Predefinito per la fatturazione` },
    { kind: 'Shipping', on: address.isDefaultShipping, label: t`Predefinito per la spedizione` },
  ];
  return (
    <li className={styles.card} data-testid="address-card" aria-label={name}>
      <p><strong>{name}</strong></p>
      <p>{address.street}</p>
      <p>{address.zipcode} {address.city} ({address.province})</p>
      <p>{t`Tel.`} {address.phone}</p>
      {uses.shipping && address.note ? <p className={styles.note}>{t`Note:`} {address.note}</p> : null}
      {uses.billing && address.isInvoice && address.invoice ? (
        <p className={styles.note}>
          {t`Fattura a:`} {address.invoice.name}
          {address.invoice.vatnumber ? ` · ${t`P. IVA`} ${address.invoice.vatnumber}` : ''}
          {address.fiscalcode ? ` · ${t`C.F.`} ${address.fiscalcode}` : ''}
        </p>
      ) : null}
      <div className={styles.actions}>
        {defaults.map((item) => (
          <label key={item.kind} className={styles.check}>
            <input
              type="checkbox" checked={item.on} disabled={item.on || busy}
              onChange={(event) => { if (event.target.checked) onMoveDefault(item.kind); }}
            />
            {item.label}
          </label>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={onEdit} disabled={busy} aria-label={t`Modifica l'indirizzo di ${name}`}>{t`Modifica`}</button>
        {only ? null : <button type="button" className="btn btn-ghost" onClick={onDelete} disabled={busy} aria-label={t`Elimina l'indirizzo di ${name}`}>{t`Elimina`}</button>}
      </div>
      {only ? <p className={styles.note} data-testid="only-address-note">{t`È il tuo unico indirizzo: puoi modificarlo, ma non eliminarlo.`}</p> : null}
    </li>
  );
}
