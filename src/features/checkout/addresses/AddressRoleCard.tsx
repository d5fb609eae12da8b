import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Address } from '../../../../contract/address';
import { AddressLines, BILLING_ONLY, MAX_ADDRESSES, SHIPPING_ONLY } from '../../../ui/address';
import { actionEnabled, type AddressRole, type Panel, type PanelMode } from './addresses-rules';
import styles from '../Checkout.module.css';

interface AddressRoleCardProps {
  role: AddressRole;
  title: string;
  address: Address | null;
  /** The customer's address book; undefined while it loads or offline. */
  book: readonly Address[] | undefined;
  panel: Panel;
  online: boolean;
  onAction: (mode: PanelMode) => void;
  onPick: (address: Address) => void;
  /** The new-address form, while this card's is open. */
  form: ReactNode;
  alert: string | null;
}

/**
 * The billing or the shipping card of the addresses step: the chosen address, and change (a list
 * of the book's addresses as a radio group, closed by its button or by change again), new (the form, in the card) and edit (the drawer).
 */
export function AddressRoleCard({ role, title, address, book, panel, online, onAction, onPick, form, alert }: AddressRoleCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const listId = useId();
  const listOpen = panel?.role === role && panel.mode === 'change';
  const enabled = (mode: PanelMode) => online && actionEnabled(panel, role, mode);
  const canAdd = book !== undefined && book.length < MAX_ADDRESSES;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid={`address-${role}`}>
      <h2 id={headingId}>{title}</h2>
      {address ? <AddressLines address={address} uses={role === 'billing' ? BILLING_ONLY : SHIPPING_ONLY} /> : <p className={styles.note}>{t`Nessun indirizzo scelto.`}</p>}
      {alert ? <p role="alert" className={styles.errorBox}>{alert}</p> : null}
      <div className={styles.actions}>
        <button
          type="button" className="btn btn-ghost" disabled={!enabled('change') || !book || book.length === 0}
          aria-expanded={listOpen} aria-controls={listOpen ? listId : undefined} onClick={() => onAction('change')}
          data-testid={`address-${role}-change`}
        >
          {t`Cambia`}
        </button>
        {canAdd ? (
          <button type="button" className="btn btn-ghost" disabled={!enabled('new')} onClick={() => onAction('new')} data-testid={`address-${role}-new`}>
            {t`Nuovo`}
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost" disabled={!enabled('edit') || !address || !book} onClick={() => onAction('edit')} data-testid={`address-${role}-edit`}>
          {t`Modifica`}
        </button>
      </div>
      {listOpen && book ? (
        <fieldset id={listId} className={styles.choices}>
          <legend>{t`Scegli l'indirizzo`}</legend>
          {book.map((item) => (
            <label key={item.id} className={styles.choice}>
              <input type="radio" name={`address-${role}`} checked={item.id === address?.id} onChange={() => onPick(item)} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{item.name.first} {item.name.last}</span>
                <span>{item.street}, {item.zipcode} {item.city} ({item.province})</span>
              </span>
            </label>
          ))}
          <div className={styles.actions}>
            <button type="button" className="btn" onClick={() => onAction('change')} data-testid={`address-${role}-picked`}>{t`Usa questo indirizzo`}</button>
          </div>
        </fieldset>
      ) : null}
      {form}
    </section>
  );
}
