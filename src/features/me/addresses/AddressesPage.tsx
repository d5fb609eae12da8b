import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Address } from '../../../../contract/address';
import { useOnline } from '../../../offline/lite';
import { useSession } from '../../../session';
import { confirm, toast } from '../../../shell';
import { AddressForm, BOTH_USES, emptyAddressFields, fieldsOfAddress, useProblemText, usesOfAddress, withDefaultMoved } from '../../../ui/address';
import { ErrorBox } from '../../../ui/form';
import { ListState, OfflineListNote } from '../ListState';
import { addressesQuery, MAX_ADDRESSES, meCalls, meKeys, type AddressBody, type DefaultKind } from '../me-api';
import styles from '../Me.module.css';
import { AddressCard } from './AddressCard';

type Mode = { kind: 'view' } | { kind: 'add' } | { kind: 'edit'; address: Address };

/**
 * /me/addresses (docs/product/accounts.md#address-book): the address book in view, add and
 * edit modes. A new address's failure is a warning notification, an edit's shows under its form,
 * a default move's or a deletion's is an alert over the list (docs/product/accounts.md#address-book).
 */
export function AddressesPage() {
  const { t } = useLingui();
  const { userId } = useSession();
  const online = useOnline();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const addresses = useQuery({ ...addressesQuery(userId ?? 0), enabled: userId !== null });
  if (userId === null) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: meKeys.addresses(userId) });
  const backToList = () => {
    setMode({ kind: 'view' });
    requestAnimationFrame(() => (newButton.current ?? listHeading.current)?.focus());
  };

  async function add(body: AddressBody) {
    await meCalls.addAddress(userId!, body);
    await refresh();
    toast(t`Indirizzo salvato`, 'success');
    backToList();
  }

  async function edit(address: Address, body: AddressBody) {
    await meCalls.editAddress(userId!, address.id, body);
    await refresh();
    toast(t`Indirizzo aggiornato`, 'success');
    backToList();
  }

  async function act(work: () => Promise<unknown>) {
    setBusy(true);
    setAlert(null);
    try {
      await work();
    } catch (error) {
      setAlert(problemText(error));
    } finally {
      await refresh().catch(() => undefined);
      setBusy(false);
    }
  }

  async function remove(address: Address) {
    if (address.isDefaultBilling || address.isDefaultShipping) {
      setAlert(t`Un indirizzo predefinito non si può eliminare: sposta prima il predefinito su un altro indirizzo.`);
      return;
    }
    const yes = await confirm({
      title: t`Eliminare questo indirizzo?`,
      text: `${address.name.first} ${address.name.last}, ${address.street}, ${address.zipcode} ${address.city}`,
      next: t`Elimina`,
      undo: t`Annulla`,
    });
    if (yes) await act(() => meCalls.deleteAddress(userId!, address.id));
  }

  // The tick shows at once (and leaves the old default); the server's list follows, or puts it back.
  const moveDefault = (address: Address, kind: DefaultKind) => {
    queryClient.setQueryData<Address[]>(meKeys.addresses(userId), (list) => list && withDefaultMoved(list, address.id, kind));
    return act(() => meCalls.moveDefault(userId!, address.id, kind));
  };

  const list = addresses.data ?? [];
  const title = <h1 id="addresses-title" ref={listHeading} tabIndex={-1}>{t`I miei indirizzi`}</h1>;
  if (mode.kind !== 'view') {
    return (
      <section className={styles.section} aria-labelledby="addresses-title">
        {title}
        {mode.kind === 'add'
          ? <AddressForm title={t`Nuovo indirizzo`} uses={BOTH_USES} initial={emptyAddressFields} onSubmit={add} onCancel={backToList} onFailure={(text) => toast(text, 'warning')} />
          : <AddressForm title={t`Modifica indirizzo`} uses={usesOfAddress(mode.address)} initial={fieldsOfAddress(mode.address)} onSubmit={(body) => edit(mode.address, body)} onCancel={backToList} />}
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="addresses-title">
      {title}
      {addresses.data ? <OfflineListNote /> : <ListState pending={addresses.isPending} error={addresses.error} retry={() => void addresses.refetch()} />}
      <ErrorBox>{alert}</ErrorBox>
      {addresses.data && list.length === 0 ? <p>{t`Non hai ancora salvato nessun indirizzo.`}</p> : null}
      {list.length > 0 ? (
        <ul className={styles.cards} aria-busy={busy}>
          {list.map((address) => (
            <AddressCard
              key={address.id} address={address} busy={busy || !online} only={list.length === 1}
              onEdit={() => { setAlert(null); setMode({ kind: 'edit', address }); }}
              onDelete={() => void remove(address)}
              onMoveDefault={(kind) => void moveDefault(address, kind)}
            />
          ))}
        </ul>
      ) : null}
      {addresses.data && list.length < MAX_ADDRESSES ? (
        <div className={styles.actions}>
          <button type="button" ref={newButton} className="btn" disabled={!online} onClick={() => { setAlert(null); setMode({ kind: 'add' }); }}>
            {t`Nuovo indirizzo`}
          </button>
        </div>
      ) : null}
      {addresses.data && list.length >= MAX_ADDRESSES ? <p className={styles.note}>{t`Hai raggiunto il massimo di 5 indirizzi: eliminane uno per aggiungerne un altro.`}</p> : null}
    </section>
  );
}
