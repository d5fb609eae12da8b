import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { Address } from '../../../../contract/address';
import { useLang } from '../../../lib';
import { useSession } from '../../../session';
import { closeDrawer, Drawer, openDrawer, toast, useDrawerOpen } from '../../../shell';
import {
  addressBookKey, addressBookQuery, addressCalls, AddressForm, BILLING_ONLY, emptyAddressFields, fieldsOfAddress, SHIPPING_ONLY, useProblemText,
  type AddressBody,
} from '../../../ui/address';
import { checkoutCalls } from '../checkout-api';
import { StepFrame } from '../StepFrame';
import { useCheckoutView } from '../use-checkout';
import { useProceed } from '../use-proceed';
import { AddressRoleCard } from './AddressRoleCard';
import {
  addressesBody, autoPanel, canProceed, chosenAddress, GIFT_MESSAGE_MAX, swapTypeOf, toggledPanel,
  type AddressRole, type Chosen, type Panel, type PanelMode,
} from './addresses-rules';
import styles from '../Checkout.module.css';

/** Each card's form shows its role's part only: the invoice option for billing, the courier's note for shipping. */
const usesOfRole = (role: AddressRole) => (role === 'billing' ? BILLING_ONLY : SHIPPING_ONLY);

const NO_ALERTS: Record<AddressRole, string | null> = { billing: null, shipping: null };

/**
 * /checkout/indirizzi (docs/product/checkout.md#addresses-step): the billing and the
 * shipping card, each with change, new and edit (mutually exclusive; PROCEED disabled while one
 * is open), the gift option and PROCEED, which records the choice and goes to the shipping step.
 * A new address's failure is a warning notification, an edit's or a default move's an alert,
 * moving on's an error notification.
 */
export function AddressesStep() {
  const { t } = useLingui();
  const lang = useLang();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const { userId } = useSession();
  const { checkout, online, send } = useCheckoutView();
  const book = useQuery({ ...addressBookQuery(userId ?? 0), enabled: userId !== null }).data;
  const [picked, setPicked] = useState<Chosen>({ billing: null, shipping: null });
  const [openPanel, setPanel] = useState<Panel>(null);
  const [autoOpened, setAutoOpened] = useState(false);
  const [gift, setGift] = useState(checkout.gift);
  const { sending, failure, proceed } = useProceed('spedizione', send);
  const [alerts, setAlerts] = useState(NO_ALERTS);
  const giftId = useId();
  const drawerOpen = useDrawerOpen('checkoutAddress');

  // The edit drawer closed (its close button, Escape, or saved): its panel is closed too.
  const panel = openPanel?.mode === 'edit' && !drawerOpen ? null : openPanel;
  // With no addresses the new billing form opens by itself, once (docs/product/checkout.md#addresses-step).
  if (!autoOpened && book !== undefined) {
    setAutoOpened(true);
    setPanel(autoPanel(book, panel));
  }

  const billing = chosenAddress('billing', picked.billing, checkout, book);
  const shipping = chosenAddress('shipping', picked.shipping, checkout, book);
  const addressOf = (role: AddressRole) => (role === 'billing' ? billing : shipping);
  const refreshBook = () => (userId === null ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: addressBookKey(userId) }));

  const act = (role: AddressRole, mode: PanelMode) => {
    setAlerts(NO_ALERTS);
    const next = toggledPanel(panel, role, mode);
    setPanel(next);
    if (next?.mode === 'edit') openDrawer('checkoutAddress');
  };

  async function saveNew(role: AddressRole, body: AddressBody) {
    if (userId === null) return;
    const created = await addressCalls.add(userId, body);
    setPicked((was) => ({ ...was, [role]: created.id }));
    setPanel(null);
    try {
      await addressCalls.moveDefault(userId, created.id, swapTypeOf(role));
    } catch (error) {
      setAlerts({ ...NO_ALERTS, [role]: problemText(error) });
    }
    await refreshBook();
  }

  async function saveEdit(address: Address, body: AddressBody) {
    if (userId === null) return;
    await addressCalls.edit(userId, address.id, body);
    await refreshBook();
    closeDrawer('checkoutAddress');
  }

  // Moving on's failure is an error notification (docs/product/checkout.md#addresses-step).
  useEffect(() => {
    if (failure) toast(failure, 'error');
  }, [failure]);

  const newForm = (role: AddressRole) => (panel?.role === role && panel.mode === 'new' ? (
    <AddressForm
      title={role === 'billing' ? t`Nuovo indirizzo di fatturazione` : t`Nuovo indirizzo di spedizione`}
      headingLevel={3}
      uses={usesOfRole(role)}
      initial={emptyAddressFields}
      onSubmit={(body) => saveNew(role, body)}
      onCancel={() => setPanel(null)}
      onFailure={(text) => toast(text, 'warning')}
    />
  ) : null);
  const editing = panel?.mode === 'edit' ? addressOf(panel.role) : null;
  const ready = canProceed({ panel, billing, shipping, online, sending });

  return (
    <StepFrame step="indirizzi" title={t`Indirizzi`} checkout={checkout} online={online}>
      <div className={styles.cards}>
        {(['billing', 'shipping'] as const).map((role) => (
          <AddressRoleCard
            key={role}
            role={role}
            title={role === 'billing' ? t`Dati di fatturazione` : t`Indirizzo di spedizione`}
            address={addressOf(role)}
            book={book}
            panel={panel}
            online={online}
            onAction={(mode) => act(role, mode)}
            onPick={(address) => setPicked((was) => ({ ...was, [role]: address.id }))}
            form={newForm(role)}
            alert={alerts[role]}
          />
        ))}
      </div>
      <section className={styles.card} aria-label={t`Regalo`}>
        <label className={styles.check}>
          <input type="checkbox" checked={gift.on} onChange={(event) => setGift({ ...gift, on: event.target.checked })} data-testid="gift-on" />
          {t`È un regalo`}
        </label>
        {gift.on ? (
          <div className={styles.field}>
            <label htmlFor={giftId}>{t`Messaggio per il biglietto (facoltativo)`}</label>
            <textarea
              id={giftId} className={styles.textarea} maxLength={GIFT_MESSAGE_MAX} value={gift.message}
              onChange={(event) => setGift({ ...gift, message: event.target.value })} data-testid="gift-message"
            />
          </div>
        ) : null}
      </section>
      <div className={styles.proceedRow}>
        <p className={styles.note}>{panel !== null ? t`Chiudi il modulo o l'elenco aperto per procedere.` : null}</p>
        <button type="button" className={`btn btn-accent ${styles.proceed}`} disabled={!ready} onClick={() => billing && shipping && void proceed(() => checkoutCalls.addresses(addressesBody(billing, shipping, gift), lang))} data-testid="checkout-proceed">
          {sending ? t`Un attimo…` : t`Procedi`}
        </button>
      </div>
      <Drawer id="checkoutAddress" title={t`Modifica indirizzo`}>
        {editing ? (
          <AddressForm
            title={`${editing.name.first} ${editing.name.last}`}
            uses={usesOfRole(panel!.role)}
            initial={fieldsOfAddress(editing)}
            onSubmit={(body) => saveEdit(editing, body)}
            onCancel={() => closeDrawer('checkoutAddress')}
          />
        ) : null}
      </Drawer>
    </StepFrame>
  );
}
